import { and, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accessActivities, entities, entryRequests, groupMembers, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { containing } from "../../platform/like.ts";
import { scoped, type EntityScope, type TenantScope, type UserScope } from "../../platform/scope.ts";
import {
  addMember,
  entityRole,
  findEntity,
  findEntityByDomain,
  insertEntity,
  memberIdsWithPermission,
  theEntity,
  type Tx,
} from "./queries.ts";
import { findGroup, groupMemberIds, groupsOf } from "./groups.ts";
import { createReportCounts } from "./report-counts.ts";
import { seatsOf } from "./member-queries.ts";

export type { Tx };

/** Entities, memberships, entry requests and reports (§6, §7 entity calls). */
export function createOrganizations(db: Db) {
  const counts = createReportCounts(db);
  return {
    ...counts,
    insertEntity,
    addMember,
    entityRole,
    findEntity,
    findEntityByDomain,
    memberIdsWithPermission,
    getEntity: (entity: EntityScope) => findEntity(db, entity),
    getEntityByDomain: (tenant: TenantScope, domain: string) => findEntityByDomain(db, tenant, domain),

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

    /**
     * What billing's plans grant an entity (docs/decisions/0028-billing.md): its features and
     * seat cap, set in billing's transaction whenever a subscription changes; a live team plan
     * bought with upgradeAccount makes an individual account a company. Data is never removed.
     */
    async applyPlanGrants(tx: Tx, scope: EntityScope, g: { features: string[]; seatLimit: number | null; becomeCompany: boolean }) {
      await tx
        .update(entities)
        .set({
          features: g.features,
          seatLimit: g.seatLimit,
          ...(g.becomeCompany ? { type: "company" as const } : {}),
          updatedAt: new Date(),
        })
        .where(theEntity(scope));
    },

    /** The gateway's customer id of an entity (§3 Entity.stripeCustomerId). */
    async setCustomerId(tx: Tx, scope: EntityScope, customerId: string) {
      await tx.update(entities).set({ stripeCustomerId: customerId }).where(theEntity(scope));
    },

    /** Whether the person belongs to any entity of their tenant. */
    async isMemberOfAny(person: UserScope) {
      const [row] = await db.select({ id: userEntities.id }).from(userEntities).where(scoped.user(userEntities, person)).limit(1);
      return !!row;
    },

    /** The person asks to join an entity of their tenant. */
    async createEntryRequest(tx: Tx, person: UserScope, entityId: string) {
      const [row] = await tx.insert(entryRequests).values({ whitelabelId: person.tenantId, entityId, userId: person.userId }).returning();
      return row!;
    },

    async listEntryRequests(scope: EntityScope, page: number, limit: number) {
      const where = and(scoped.entity(entryRequests, scope), eq(entryRequests.status, "pending"));
      const entity = await findEntity(db, scope);
      if (!entity) throw new DomainError("not_found", "not_found", "errors:notFound");
      const rows = await db
        .select()
        .from(entryRequests)
        .where(where)
        .orderBy(desc(entryRequests.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(entryRequests).where(where);
      return { rows, total: total!.n };
    },

    /** The person's open request to join a company of this tenant, with the company's name. */
    async openRequestOf(person: UserScope) {
      const [row] = await db
        .select({ id: entryRequests.id, entityId: entities.id, entityName: entities.name, createdAt: entryRequests.createdAt })
        .from(entryRequests)
        .innerJoin(entities, and(eq(entities.id, entryRequests.entityId), scoped.tenant(entities, person)))
        .where(and(scoped.user(entryRequests, person), eq(entryRequests.status, "pending")))
        .limit(1);
      return row;
    },

    /**
     * Decides a pending request of this entity in one statement: the status is re-checked as it
     * changes, so of two concurrent decisions only one applies. Nothing returned: no such
     * pending request here (another entity's request does not exist for this one).
     */
    async decide(tx: Tx, scope: EntityScope, requestId: string, approve: boolean, deciderId: string) {
      const [row] = await tx
        .update(entryRequests)
        .set({ status: approve ? "approved" : "rejected", decidedBy: deciderId, decidedAt: new Date() })
        .where(and(eq(entryRequests.id, requestId), scoped.entity(entryRequests, scope), eq(entryRequests.status, "pending")))
        .returning();
      return row;
    },

    /**
     * A company that names `domain` as proved by its founder's verified address; nothing when
     * another company of the tenant owns the domain already (the unique index decides races).
     */
    async insertEntityOwningDomain(tx: Tx, v: typeof entities.$inferInsert & { domain: string }) {
      const [row] = await tx
        .insert(entities)
        .values({ ...v, domainVerifiedAt: new Date(), domainVerification: "first-address" })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * Sign-ins and renewals of an entity's people, newest first, searchable by part of a name or
     * an address (trigram indexes); without a search the total is the kept count.
     */
    async accessActivities(entity: EntityScope, q: { filterBy?: string; searchQuery?: string; page: number; limit: number }) {
      const term = q.searchQuery?.trim();
      const kind = q.filterBy === "sign-in" || q.filterBy === "renewal" ? q.filterBy : undefined;
      const conditions = [scoped.entity(accessActivities, entity)];
      if (kind) conditions.push(eq(accessActivities.kind, kind));
      if (term)
        conditions.push(or(ilike(accessActivities.userName, containing(term)), ilike(accessActivities.userEmail, containing(term)))!);
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(accessActivities)
          .where(where)
          .orderBy(desc(accessActivities.createdAt))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        term
          ? db
              .select({ n: count() })
              .from(accessActivities)
              .where(where)
              .then(([r]) => r!.n)
          : counts.accessCount(entity, kind),
      ]);
      return { rows, total };
    },

    /** Every matching activity, newest first, for a download (bounded). */
    async allAccessActivities(entity: EntityScope, q: { filterBy?: string; searchQuery?: string }, max: number) {
      return (await this.accessActivities(entity, { ...q, page: 1, limit: max })).rows;
    },
  };
}
export type Organizations = ReturnType<typeof createOrganizations>;
