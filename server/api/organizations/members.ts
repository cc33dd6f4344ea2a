import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { MANAGING_ROLES, type CompanyRole } from "../../../contract/features.ts";
import { MEMBER_LIMITS } from "../../../contract/member-rules.ts";
import type { MemberDetail, memberListQuerySchema } from "../../../contract/members.ts";
import type { Db, Tx } from "../../db/client.ts";
import { accessActivities, groupMembers, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, userScope, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { listMembers } from "./member-list.ts";
import { assignableRoles, canManage, memberPolicy, within, type Actor } from "./member-policy.ts";
import { activeOwnerCount, groupsOfUsers, iso, linkOf, rolesOfLinks, seatsOf, setLinkRole } from "./member-queries.ts";

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
/** Why a change the policy refuses is refused, in the words the manager needs. */
function refusal(actor: Actor, userId: string, role: CompanyRole, lastOwner: boolean) {
  if (userId === actor.userId) return new DomainError("forbidden", "own_membership", "companyMembers:errors.ownMembership");
  if (lastOwner && within(actor, role)) return new DomainError("conflict", "last_owner", "companyMembers:errors.lastOwner");
  return new DomainError("forbidden", "member_change_refused", "companyMembers:errors.changeRefused");
}

/** A company's people and what its managers change of them: role, deactivation, removal. */
export function createMembers(db: Db) {
  /** The member and the actor's policy on them; another entity's or an unknown id is not found. */
  async function load(tx: Tx, entity: EntityScope, actor: Actor, userId: string) {
    const link = await linkOf(tx, entity, userId);
    if (!link) throw notFound();
    const role = (await rolesOfLinks(tx, [link.id])).get(link.id)!;
    const owners = await activeOwnerCount(tx, entity);
    const can = memberPolicy(actor, { userId, role, status: link.status }, owners);
    const refused = () => refusal(actor, userId, role, role === "owner" && link.status === "active" && owners <= 1);
    return { link, role, can, refused };
  }

  /** When the person's company view was this entity, it goes; they see nothing of it any more. */
  async function leave(tx: Tx, entity: EntityScope, userId: string) {
    const person = await people.find(tx, userScope(entity, userId));
    if (person?.activeEntityId === entity.entityId)
      await people.setStanding(tx, userScope(entity, userId), { activeEntityId: null, isManager: false });
  }

  async function assertSeat(tx: Tx, entity: EntityScope, needed: number) {
    const seats = await seatsOf(tx, entity);
    if (seats.limit !== null && seats.used + needed > seats.limit) {
      throw new DomainError("conflict", "seat_limit", "companyMembers:errors.seatLimit", {
        left: Math.max(0, seats.limit - seats.used),
        limit: seats.limit,
      });
    }
  }

  return {
    assertSeat,
    seats: (entity: EntityScope) => seatsOf(db, entity),

    async list(entity: EntityScope, actor: Actor, q: z.output<typeof memberListQuerySchema>) {
      const [{ data, total }, seats] = await Promise.all([listMembers(db, entity, q), seatsOf(db, entity)]);
      return { data, total, page: q.page, limit: q.limit, seats, canManage: canManage(actor), assignableRoles: assignableRoles(actor) };
    },

    /** Whether the person is a member (active or deactivated) of the entity: other areas check ids through this. */
    async isMember(entity: EntityScope, userId: string) {
      return !!(await linkOf(db, entity, userId));
    },

    async detail(entity: EntityScope, actor: Actor, userId: string): Promise<MemberDetail> {
      const { link, role, can } = await load(db, entity, actor, userId);
      const person = await people.find(db, userScope(entity, userId));
      if (!person) throw notFound();
      const [groups, recent] = await Promise.all([
        groupsOfUsers(db, entity, [userId]),
        db
          .select()
          .from(accessActivities)
          .where(scoped.entityUser(accessActivities, { ...entity, userId }))
          .orderBy(desc(accessActivities.createdAt))
          .limit(MEMBER_LIMITS.recentAccess),
      ]);
      return {
        id: userId,
        name: person.name,
        email: person.email,
        role,
        groups: groups.get(userId) ?? [],
        status: link.status,
        joinedAt: link.createdAt.toISOString(),
        deactivatedAt: iso(link.deactivatedAt),
        lastAccessAt: iso(recent[0]?.createdAt),
        recentAccess: recent.map((a) => ({ id: a.id, kind: a.kind, ip: a.ip, createdAt: a.createdAt.toISOString() })),
        isSelf: userId === actor.userId,
        canChange: can,
        assignableRoles: can.role ? assignableRoles(actor) : [],
      };
    },

    async changeRole(entity: EntityScope, actor: Actor, userId: string, role: CompanyRole) {
      await db.transaction(async (tx) => {
        const { link, can, refused } = await load(tx, entity, actor, userId);
        if (!can.role) throw refused();
        if (!assignableRoles(actor).includes(role))
          throw new DomainError("forbidden", "role_not_allowed", "companyMembers:errors.roleNotAllowed", {}, "role");
        await setLinkRole(tx, entity.entityId, link.id, role);
        // the last owner check ran on the state before; a concurrent demotion of the other owner is caught here
        if ((await activeOwnerCount(tx, entity)) < 1) throw new DomainError("conflict", "last_owner", "companyMembers:errors.lastOwner");
        const person = await people.find(tx, userScope(entity, userId));
        if (person?.activeEntityId === entity.entityId)
          await people.setStanding(tx, userScope(entity, userId), { isManager: MANAGING_ROLES.includes(role) });
      });
    },

    async deactivate(entity: EntityScope, actor: Actor, userId: string) {
      await db.transaction(async (tx) => {
        const { can, link, refused } = await load(tx, entity, actor, userId);
        if (link.status === "deactivated") return;
        if (!can.deactivate) throw refused();
        await tx
          .update(userEntities)
          .set({ status: "deactivated", deactivatedAt: new Date() })
          .where(and(scoped.entityUser(userEntities, { ...entity, userId }), eq(userEntities.id, link.id)));
        await leave(tx, entity, userId);
      });
    },

    async reactivate(entity: EntityScope, actor: Actor, userId: string) {
      await db.transaction(async (tx) => {
        const { can, link, role, refused } = await load(tx, entity, actor, userId);
        if (link.status === "active") return;
        if (!can.reactivate) throw refused();
        await assertSeat(tx, entity, 1);
        await tx
          .update(userEntities)
          .set({ status: "active", deactivatedAt: null })
          .where(and(scoped.entityUser(userEntities, { ...entity, userId }), eq(userEntities.id, link.id)));
        const person = await people.find(tx, userScope(entity, userId));
        if (person && !person.activeEntityId)
          await people.setStanding(tx, userScope(entity, userId), {
            activeEntityId: entity.entityId,
            isManager: MANAGING_ROLES.includes(role),
          });
      });
    },

    /** The membership, its roles and group places go; what the person learnt stays theirs. */
    async remove(entity: EntityScope, actor: Actor, userId: string) {
      await db.transaction(async (tx) => {
        const { can, refused } = await load(tx, entity, actor, userId);
        if (!can.remove) throw refused();
        const scope = { tenantId: entity.tenantId, entityId: entity.entityId, userId };
        await tx.delete(groupMembers).where(scoped.entityUser(groupMembers, scope));
        await tx.delete(userEntities).where(scoped.entityUser(userEntities, scope));
        await leave(tx, entity, userId);
      });
    },
  };
}
export type Members = ReturnType<typeof createMembers>;
