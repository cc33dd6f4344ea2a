import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { groupMembers, groups, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped, type EntityScope } from "../../platform/scope.ts";
import { SLICE, inSlices } from "../../platform/slices.ts";

/**
 * Finding a company's groups and who is in them: the lookups the group functions share and
 * other areas use. Only the company's active members count as a group's people.
 */

export type Page = { page: number; limit: number };
export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/** The group with this id in the scope's company (an id from outside is trusted only through this). */
export const theGroup = (scope: EntityScope, groupId: string) => and(scoped.entity(groups, scope), eq(groups.id, groupId));

/** Group rows whose person is an active member of the company. */
export const activeMembership = (scope: EntityScope) =>
  and(eq(userEntities.userId, groupMembers.userId), scoped.entity(userEntities, scope), eq(userEntities.status, "active"));

export async function findGroup(db: Tx, scope: EntityScope, groupId: string) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name, createdAt: groups.createdAt })
    .from(groups)
    .where(theGroup(scope, groupId))
    .limit(1);
  return row;
}

/** The active company members in a group, as user ids; null when the company has no such group. */
export async function groupMemberIds(db: Tx, scope: EntityScope, groupId: string): Promise<string[] | null> {
  if (!(await findGroup(db, scope, groupId))) return null;
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(userEntities, activeMembership(scope))
    .where(and(scoped.entity(groupMembers, scope), eq(groupMembers.groupId, groupId)));
  return rows.map((r) => r.userId);
}

/** The groups each of these people is in, within the scope's company (people in none are absent). */
export async function groupsOf(
  db: Tx,
  scope: EntityScope,
  userIds: string[],
  slice = SLICE,
): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!userIds.length) return out;
  const persons = [...new Set(userIds)];
  // one person (a learner's own assignments, on their dashboard): a statement built once
  if (persons.length === 1) {
    const rows = await prepared(db, "organizations.groups-of-one", (name) =>
      db
        .select({ id: groups.id, name: groups.name })
        .from(groupMembers)
        .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), scoped.entity(groups, preparedScope("entityId"))))
        .where(and(scoped.entity(groupMembers, preparedScope("entityId")), eq(groupMembers.userId, placeholder("userId"))))
        .orderBy(asc(sql`lower(${groups.name})`))
        .prepare(name),
    ).execute({ tenantId: scope.tenantId, entityId: scope.entityId, userId: persons[0] });
    if (rows.length) out.set(persons[0]!, rows);
    return out;
  }
  // a group of any size: the people go in slices (each person's groups come whole from one slice, by name)
  const rows = await inSlices(
    persons,
    (some) =>
      db
        .select({ userId: groupMembers.userId, id: groups.id, name: groups.name })
        .from(groupMembers)
        .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), scoped.entity(groups, scope)))
        .where(and(scoped.entity(groupMembers, scope), inArray(groupMembers.userId, some)))
        .orderBy(asc(sql`lower(${groups.name})`)),
    slice,
  );
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return out;
}
const memberCount = (db: Db, scope: EntityScope) =>
  db
    .select({ groupId: groupMembers.groupId, n: count().as("n") })
    .from(groupMembers)
    .innerJoin(userEntities, activeMembership(scope))
    .where(scoped.entity(groupMembers, scope))
    .groupBy(groupMembers.groupId)
    .as("member_counts");

/** The company's groups, each with how many active members it has; the caller adds which ones. */
export function groupsWithCounts(db: Db, scope: EntityScope) {
  const counts = memberCount(db, scope);
  return db
    .select({
      id: groups.id,
      name: groups.name,
      createdAt: groups.createdAt,
      memberCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(groups)
    .leftJoin(counts, eq(counts.groupId, groups.id));
}

/** One group of the company with its member count; not found when the company has no such group. */
export async function groupSummary(db: Db, scope: EntityScope, groupId: string) {
  const [row] = await groupsWithCounts(db, scope).where(theGroup(scope, groupId)).limit(1);
  if (!row) throw notFound();
  return { id: row.id, name: row.name, memberCount: row.memberCount, createdAt: row.createdAt.toISOString() };
}
