import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { memberListQuerySchema, MemberRow } from "../../../contract/members.ts";
import type { Db } from "../../db/client.ts";
import { entryRequests, groupMembers, invitations, userEntities } from "./schema.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { groupsById, groupsOfUsers, iso, lastAccessOf, roleOfLink } from "./member-queries.ts";

type Query = z.output<typeof memberListQuerySchema>;

export type InvitationFilters = Pick<Query, "search" | "role" | "group">;

/** The company's open invitations the list shows for these filters ("resend all" sends exactly these). */
export function openInvitations(entity: EntityScope, q: InvitationFilters) {
  const where: (SQL | undefined)[] = [scoped.entity(invitations, entity), eq(invitations.status, "pending")];
  // the name the company gave the person (an import's) is searched like a member's
  if (q.search) where.push(or(ilike(invitations.email, containing(q.search)), ilike(invitations.name, containing(q.search))));
  if (q.role) where.push(eq(invitations.role, q.role));
  if (q.group) where.push(sql`${invitations.groupIds} @> ${JSON.stringify([q.group])}::jsonb`);
  return and(...where);
}

/**
 * One page of everyone of a company: members (active or deactivated), open invitations and
 * pending requests to join, filtered, sorted and counted in the database (each branch reads
 * through its entity index), so a company of thousands pages as fast as one of ten.
 */
export async function listMembers(db: Db, entity: EntityScope, q: Query) {
  const scope = { tenantId: entity.tenantId, entityId: entity.entityId };
  const dir = people.directory(db, entity);
  const term = q.search ? containing(q.search) : null;
  const wants = (s: MemberRow["status"]) => !q.status || q.status === s;
  const noTime = sql<null>`null::timestamptz`;
  const branches = [];

  if (wants("active") || wants("deactivated")) {
    const where: (SQL | undefined)[] = [scoped.entity(userEntities, scope)];
    if (q.status === "active" || q.status === "deactivated") where.push(eq(userEntities.status, q.status));
    if (term) where.push(or(ilike(dir.name, term), ilike(dir.email, term)));
    if (q.role) where.push(sql`${roleOfLink} = ${q.role}`);
    if (q.group)
      where.push(
        sql`exists (select 1 from ${groupMembers} where ${scoped.entity(groupMembers, scope)} and ${groupMembers.groupId} = ${q.group} and ${groupMembers.userId} = ${userEntities.userId})`,
      );
    branches.push(
      db
        .select({
          kind: sql<string>`'member'`.as("kind"),
          id: sql<string>`${userEntities.userId}`.as("id"),
          name: sql<string | null>`${dir.name}`.as("name"),
          email: sql<string>`${dir.email}`.as("email"),
          role: sql<string | null>`${roleOfLink}`.as("role"),
          status: sql<string>`${userEntities.status}`.as("status"),
          joinedAt: sql<Date | string | null>`${userEntities.createdAt}`.as("joined_at"),
          lastAccessAt: sql<Date | string | null>`${lastAccessOf(entity)}`.as("last_access_at"),
          invitedAt: sql<Date | string | null>`${noTime}`.as("invited_at"),
          expiresAt: sql<Date | string | null>`${noTime}`.as("expires_at"),
          requestedAt: sql<Date | string | null>`${noTime}`.as("requested_at"),
          groupIds: sql<string[] | null>`null::jsonb`.as("group_ids"),
        })
        .from(userEntities)
        .innerJoin(dir, eq(dir.id, userEntities.userId))
        .where(and(...where)),
    );
  }
  if (wants("invited")) {
    branches.push(
      db
        .select({
          kind: sql<string>`'invitation'`.as("kind"),
          id: sql<string>`${invitations.id}`.as("id"),
          name: sql<string | null>`${invitations.name}`.as("name"),
          email: sql<string>`${invitations.email}`.as("email"),
          role: sql<string | null>`${invitations.role}`.as("role"),
          status: sql<string>`'invited'`.as("status"),
          joinedAt: sql<Date | string | null>`${noTime}`.as("joined_at"),
          lastAccessAt: sql<Date | string | null>`${noTime}`.as("last_access_at"),
          // an import's invitation not e-mailed (yet) was never sent
          invitedAt: sql<Date | string | null>`case when ${invitations.sendCount} > 0 then ${invitations.sentAt} end`.as("invited_at"),
          expiresAt: sql<Date | string | null>`${invitations.expiresAt}`.as("expires_at"),
          requestedAt: sql<Date | string | null>`${noTime}`.as("requested_at"),
          groupIds: sql<string[] | null>`${invitations.groupIds}`.as("group_ids"),
        })
        .from(invitations)
        .where(openInvitations(entity, q)),
    );
  }
  // a request to join has no role nor groups yet: a role or group filter leaves it out
  if (wants("awaiting-approval") && !q.role && !q.group) {
    const where: (SQL | undefined)[] = [scoped.entity(entryRequests, scope), eq(entryRequests.status, "pending")];
    if (term) where.push(or(ilike(dir.name, term), ilike(dir.email, term)));
    branches.push(
      db
        .select({
          kind: sql<string>`'request'`.as("kind"),
          id: sql<string>`${entryRequests.id}`.as("id"),
          name: sql<string | null>`${dir.name}`.as("name"),
          email: sql<string>`${dir.email}`.as("email"),
          role: sql<string | null>`null::text`.as("role"),
          status: sql<string>`'awaiting-approval'`.as("status"),
          joinedAt: sql<Date | string | null>`${noTime}`.as("joined_at"),
          lastAccessAt: sql<Date | string | null>`${noTime}`.as("last_access_at"),
          invitedAt: sql<Date | string | null>`${noTime}`.as("invited_at"),
          expiresAt: sql<Date | string | null>`${noTime}`.as("expires_at"),
          requestedAt: sql<Date | string | null>`${entryRequests.createdAt}`.as("requested_at"),
          groupIds: sql<string[] | null>`null::jsonb`.as("group_ids"),
        })
        .from(entryRequests)
        .innerJoin(dir, eq(dir.id, entryRequests.userId))
        .where(and(...where)),
    );
  }
  if (!branches.length) return { data: [] as MemberRow[], total: 0 };

  // one branch, or their union; each branch selects the same columns in the same order
  type Branch = (typeof branches)[number];
  let union: Branch = branches[0]!;
  for (const b of branches.slice(1)) union = union.unionAll(b) as unknown as Branch;
  const all = union.as("m");
  const desc = q.sort.startsWith("-");
  const field = q.sort.replace(/^-/, "");
  const key =
    field === "email"
      ? sql`lower(${all.email})`
      : field === "joinedAt"
        ? sql`${all.joinedAt}`
        : field === "lastAccessAt"
          ? sql`${all.lastAccessAt}`
          : sql`lower(coalesce(${all.name}, ${all.email}))`;
  const order = desc ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(all)
      .orderBy(order, sql`${all.id}`)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(all),
  ]);

  const memberGroups = await groupsOfUsers(
    db,
    entity,
    rows.filter((r) => r.kind === "member").map((r) => r.id),
  );
  const invitedGroups = await groupsById(
    db,
    entity,
    rows.flatMap((r) => r.groupIds ?? []),
  );
  const data: MemberRow[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as MemberRow["kind"],
    name: r.name,
    email: r.email,
    role: (r.kind === "request" ? null : (r.role ?? "member")) as MemberRow["role"],
    groups:
      r.kind === "member"
        ? (memberGroups.get(r.id) ?? [])
        : (r.groupIds ?? []).filter((id) => invitedGroups.has(id)).map((id) => ({ id, name: invitedGroups.get(id)! })),
    status: r.status as MemberRow["status"],
    joinedAt: iso(r.joinedAt),
    lastAccessAt: iso(r.lastAccessAt),
    invitedAt: iso(r.invitedAt),
    expiresAt: iso(r.expiresAt),
    requestedAt: iso(r.requestedAt),
  }));
  return { data, total: Number(total!.n) };
}
