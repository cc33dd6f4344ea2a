import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from "drizzle-orm";
import { GROUP_LIMITS } from "../../../contract/group-limits.ts";
import type { Db, Tx } from "../../db/client.ts";
import { groupMembers, groups, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { containing } from "../../platform/like.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped, type EntityScope } from "../../platform/scope.ts";
import { SLICE, inSlices } from "../../platform/slices.ts";
import type { GroupJoinHook } from "../area.ts";
import { people } from "../identity/index.ts";

/**
 * A company's groups (departments) and their people. Only the company's active members count
 * as a group's people: a deactivated member keeps their rows (reactivated, they are back in
 * their groups) but is neither listed, counted, reported nor e-mailed.
 */

type Page = { page: number; limit: number };
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const nameTaken = (name: string) => new DomainError("conflict", "group_name_taken", "companyGroups:errors.nameTaken", { name }, "name");
const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

/** The group with this id in the scope's company (an id from outside is trusted only through this). */
const theGroup = (scope: EntityScope, groupId: string) => and(scoped.entity(groups, scope), eq(groups.id, groupId));

/** Group rows whose person is an active member of the company. */
const activeMembership = (scope: EntityScope) =>
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

/** `joined` tells the other areas who joined a group. */
export function createGroups(db: Db, joined?: GroupJoinHook) {
  const memberCount = (scope: EntityScope) =>
    db
      .select({ groupId: groupMembers.groupId, n: count().as("n") })
      .from(groupMembers)
      .innerJoin(userEntities, activeMembership(scope))
      .where(scoped.entity(groupMembers, scope))
      .groupBy(groupMembers.groupId)
      .as("member_counts");

  async function one(scope: EntityScope, groupId: string) {
    const counts = memberCount(scope);
    const [row] = await db
      .select({
        id: groups.id,
        name: groups.name,
        createdAt: groups.createdAt,
        memberCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      })
      .from(groups)
      .leftJoin(counts, eq(counts.groupId, groups.id))
      .where(theGroup(scope, groupId))
      .limit(1);
    if (!row) throw notFound();
    return { id: row.id, name: row.name, memberCount: row.memberCount, createdAt: row.createdAt.toISOString() };
  }

  /** Another group of the company already has this name, whatever its case. */
  async function assertNameFree(scope: EntityScope, name: string, except?: string) {
    const [clash] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(scoped.entity(groups, scope), sql`lower(${groups.name}) = ${name.toLowerCase()}`))
      .limit(1);
    if (clash && clash.id !== except) throw nameTaken(name);
  }

  return {
    get: one,

    async list(scope: EntityScope, q: Page & { search?: string }) {
      const term = q.search?.trim();
      const where = and(scoped.entity(groups, scope), term ? ilike(groups.name, containing(term)) : undefined);
      const counts = memberCount(scope);
      const rows = await db
        .select({
          id: groups.id,
          name: groups.name,
          createdAt: groups.createdAt,
          memberCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
        })
        .from(groups)
        .leftJoin(counts, eq(counts.groupId, groups.id))
        .where(where)
        .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db.select({ n: count() }).from(groups).where(where);
      return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), page: q.page, limit: q.limit, total: total!.n };
    },

    /** A new group; a name the company already uses (in any case) is refused, the unique index deciding races. */
    async create(scope: EntityScope, name: string) {
      await assertNameFree(scope, name);
      const [row] = await db
        .insert(groups)
        .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, name })
        .returning()
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw nameTaken(name);
          throw err;
        });
      return { id: row!.id, name: row!.name, memberCount: 0, createdAt: row!.createdAt.toISOString() };
    },

    async rename(scope: EntityScope, groupId: string, name: string) {
      await one(scope, groupId);
      await assertNameFree(scope, name, groupId);
      await db
        .update(groups)
        .set({ name, updatedAt: new Date() })
        .where(theGroup(scope, groupId))
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw nameTaken(name);
          throw err;
        });
      return one(scope, groupId);
    },

    /** Deletes the group; its people stay in the company (their group rows go with it). */
    async remove(scope: EntityScope, groupId: string) {
      const gone = await db.delete(groups).where(theGroup(scope, groupId)).returning({ id: groups.id });
      if (!gone.length) throw notFound();
    },

    /** A page of the group's people, by name, searchable by name or e-mail (names come from identity's directory). */
    async members(scope: EntityScope, groupId: string, q: Page & { search?: string }) {
      if (!(await findGroup(db, scope, groupId))) throw notFound();
      const dir = people.directory(db, scope);
      const term = q.search?.trim();
      const where = and(
        scoped.entity(groupMembers, scope),
        eq(groupMembers.groupId, groupId),
        term ? or(ilike(dir.name, containing(term)), ilike(dir.email, containing(term))) : undefined,
      );
      const rows = await db
        .select({ userId: groupMembers.userId, addedAt: groupMembers.createdAt, name: dir.name, email: dir.email })
        .from(groupMembers)
        .innerJoin(userEntities, activeMembership(scope))
        .innerJoin(dir, eq(dir.id, groupMembers.userId))
        .where(where)
        .orderBy(asc(sql`lower(${dir.name})`), asc(dir.email))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db
        .select({ n: count() })
        .from(groupMembers)
        .innerJoin(userEntities, activeMembership(scope))
        .innerJoin(dir, eq(dir.id, groupMembers.userId))
        .where(where);
      return {
        data: rows.map((r) => ({ userId: r.userId, name: r.name, email: r.email, addedAt: r.addedAt.toISOString() })),
        page: q.page,
        limit: q.limit,
        total: total!.n,
      };
    },

    /**
     * Adds the company's active members to the group; adding someone already in it changes
     * nothing. Anyone else (another company's person, a deactivated member, an unknown id)
     * refuses the whole call, naming them.
     */
    async addMembers(scope: EntityScope, groupId: string, userIds: string[]) {
      await one(scope, groupId);
      const wanted = [...new Set(userIds)];
      const active = await db
        .select({ userId: userEntities.userId })
        .from(userEntities)
        .where(and(scoped.entity(userEntities, scope), eq(userEntities.status, "active"), inArray(userEntities.userId, wanted)));
      const ok = new Set(active.map((r) => r.userId));
      const refused = wanted.filter((id) => !ok.has(id));
      if (refused.length) {
        const known = await people.findMany(db, scope, refused);
        const names = refused.map((id) => known.find((p) => p.id === id)?.email ?? id).join(", ");
        throw new DomainError(
          "invalid",
          "not_company_members",
          "companyGroups:errors.notMembers",
          { names, count: refused.length },
          "userIds",
        );
      }
      const inserted = await db
        .insert(groupMembers)
        .values(wanted.map((userId) => ({ whitelabelId: scope.tenantId, entityId: scope.entityId, groupId, userId })))
        .onConflictDoNothing()
        .returning({ userId: groupMembers.userId });
      if (inserted.length && joined)
        await joined(
          db,
          scope,
          groupId,
          inserted.map((r) => r.userId),
        );
      return { added: inserted.length };
    },

    /** Takes the person out of the group (nothing to do when they are not in it). */
    async removeMember(scope: EntityScope, groupId: string, userId: string) {
      await one(scope, groupId);
      await db
        .delete(groupMembers)
        .where(and(scoped.entity(groupMembers, scope), eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    },

    /** Active company members not yet in the group, matching the search, the first few by name. */
    async candidates(scope: EntityScope, groupId: string, search?: string) {
      if (!(await findGroup(db, scope, groupId))) throw notFound();
      const dir = people.directory(db, scope);
      const term = search?.trim();
      const inGroup = db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(scoped.entity(groupMembers, scope), eq(groupMembers.groupId, groupId)));
      const rows = await db
        .select({ userId: userEntities.userId, name: dir.name, email: dir.email })
        .from(userEntities)
        .innerJoin(dir, eq(dir.id, userEntities.userId))
        .where(
          and(
            scoped.entity(userEntities, scope),
            eq(userEntities.status, "active"),
            notInArray(userEntities.userId, inGroup),
            term ? or(ilike(dir.name, containing(term)), ilike(dir.email, containing(term))) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${dir.name})`), asc(dir.email))
        .limit(GROUP_LIMITS.candidates);
      return { data: rows };
    },
  };
}
export type Groups = ReturnType<typeof createGroups>;
