import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groupMembers, userEntities, userEntityRoles } from "./schema.ts";
import { scoped, type EntityScope, type UserScope } from "../../platform/scope.ts";
import { findGroup, groupMemberIds, groupsOf } from "./groups.ts";
import { seatsOf } from "./member-queries.ts";
import { entityRole, type Tx } from "./queries.ts";

/** Memberships and groups for the other areas: who belongs to an entity and its groups, as answers or subqueries, and its seats. */
export function createMembershipAccess(db: Db) {
  return {
    /** A group (department) of the company, by id: `{ id, name }`, or nothing when the company has no such group. */
    findGroup: (scope: EntityScope, groupId: string) => findGroup(db, scope, groupId),
    /** The user ids of a group's people (the company's active members in it); null when the company has no such group. */
    groupMemberIds: (scope: EntityScope, groupId: string) => groupMemberIds(db, scope, groupId),
    /** For a list of people (any number: read in slices of `slice`): the company's groups each one is in (`Map` of user id → `{ id, name }[]`, by name). */
    groupsOf: (scope: EntityScope, userIds: string[], slice?: number) => groupsOf(db, scope, userIds, slice),

    /** The ids of the groups one person is in, as a subquery another area filters by (its values may be a prepared statement's placeholders). */
    groupIdsOf: (scope: EntityScope, userId: string) =>
      db
        .select({ id: groupMembers.groupId })
        .from(groupMembers)
        .where(and(scoped.entity(groupMembers, scope), eq(groupMembers.userId, userId))),

    /** The user ids of an entity's people, as a subquery another area filters by. */
    memberIds: (scope: EntityScope) =>
      db.select({ userId: userEntities.userId }).from(userEntities).where(scoped.entity(userEntities, scope)),

    /** The user ids of an entity's active people (deactivated members left out), as a subquery. */
    activeMemberIds: (scope: EntityScope) =>
      db
        .select({ userId: userEntities.userId })
        .from(userEntities)
        .where(and(scoped.entity(userEntities, scope), eq(userEntities.status, "active"))),

    /** Whether the person is a member of the entity (active or deactivated): an id from a URL is checked through this. */
    async isMember(scope: EntityScope, userId: string) {
      const [row] = await db
        .select({ id: userEntities.id })
        .from(userEntities)
        .where(scoped.entityUser(userEntities, { ...scope, userId }))
        .limit(1);
      return !!row;
    },

    /** Of these people, those who belong to the entity. */
    async membersAmong(scope: EntityScope, userIds: string[]) {
      if (!userIds.length) return [];
      const rows = await db
        .select({ userId: userEntities.userId })
        .from(userEntities)
        .where(and(scoped.entity(userEntities, scope), inArray(userEntities.userId, userIds)));
      return rows.map((r) => r.userId);
    },

    /** Seats taken (active members and open invitations) and the cap (null: none). */
    seats: (scope: EntityScope, tx: Tx = db) => seatsOf(tx, scope),

    /** Of these people, those who belong to the entity, with their standing there (in the caller's transaction). */
    async statusesAmong(tx: Tx, scope: EntityScope, userIds: string[]) {
      const out = new Map<string, "active" | "deactivated">();
      if (!userIds.length) return out;
      const rows = await tx
        .select({ userId: userEntities.userId, status: userEntities.status })
        .from(userEntities)
        .where(and(scoped.entity(userEntities, scope), inArray(userEntities.userId, userIds)));
      for (const r of rows) out.set(r.userId, r.status);
      return out;
    },

    /**
     * Makes people of the entity's tenant its members with the member role, in the caller's
     * transaction (seats are the caller's to check, with `seats(scope, tx)`); those already
     * members stay as they are. Answers the user ids that joined.
     */
    async joinAsMembers(tx: Tx, scope: EntityScope, userIds: string[]) {
      if (!userIds.length) return [];
      const links = await tx
        .insert(userEntities)
        .values(userIds.map((userId) => ({ whitelabelId: scope.tenantId, userId, entityId: scope.entityId })))
        .onConflictDoNothing()
        .returning({ id: userEntities.id, userId: userEntities.userId });
      if (links.length) {
        const role = await entityRole(tx, scope.entityId, "member");
        await tx
          .insert(userEntityRoles)
          .values(links.map((l) => ({ userEntityId: l.id, roleId: role.id })))
          .onConflictDoNothing();
      }
      return links.map((l) => l.userId);
    },

    /** Whether the person belongs to any entity of their tenant. */
    async isMemberOfAny(person: UserScope) {
      const [row] = await db.select({ id: userEntities.id }).from(userEntities).where(scoped.user(userEntities, person)).limit(1);
      return !!row;
    },
  };
}
