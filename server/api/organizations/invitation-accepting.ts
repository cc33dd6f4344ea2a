import { and, eq, gt } from "drizzle-orm";
import { MANAGING_ROLES, type CompanyRole } from "../../../contract/features.ts";
import type { PublicInvitation } from "../../../contract/members.ts";
import type { Db } from "../../db/client.ts";
import { entryRequests, groupMembers, invitations, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type TenantScope, type UserScope } from "../../platform/scope.ts";
import type { GroupJoinHook } from "../area.ts";
import { people } from "../identity/index.ts";
import { byToken, notFound, statusOf } from "./invitation-lookup.ts";
import { groupsById, setLinkRole } from "./member-queries.ts";
import { addMember } from "./queries.ts";

/** The invited person's side: what the link shows, and accepting it. `joined` tells the other areas who joined a group on accepting. */
export function createInvitationAccepting(db: Db, joined?: GroupJoinHook) {
  return {
    /** What the invitation page shows anyone holding the link. */
    async view(tenant: TenantScope, token: string): Promise<PublicInvitation> {
      const { invitation, companyName } = await byToken(db, tenant, token);
      return {
        companyName,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role as CompanyRole,
        status: statusOf(invitation),
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * The signed-in person joins with the invited role and groups, in one transaction; the
     * invitation is claimed in the statement that checks it is still open, so accepting twice
     * (or two tabs at once) is harmless.
     */
    async accept(me: UserScope, token: string) {
      const person = await people.find(db, me);
      if (!person) throw notFound();
      return db.transaction(async (tx) => {
        const { invitation, companyName } = await byToken(tx, me, token);
        const role = invitation.role as CompanyRole;
        const answer = { entityId: invitation.entityId, companyName, role };
        if (invitation.email.toLowerCase() !== person.email.toLowerCase())
          throw new DomainError("forbidden", "invitation_other_address", "companyMembers:errors.invitation.otherAddress", {
            email: invitation.email,
          });
        if (invitation.status === "accepted" && invitation.acceptedBy === me.userId) return answer;
        const status = statusOf(invitation);
        if (status !== "valid") throw new DomainError("conflict", `invitation_${status}`, `companyMembers:errors.invitation.${status}`);
        const [claimed] = await tx
          .update(invitations)
          .set({ status: "accepted", acceptedAt: new Date(), acceptedBy: me.userId })
          .where(
            and(
              scoped.tenant(invitations, me),
              eq(invitations.id, invitation.id),
              eq(invitations.status, "pending"),
              gt(invitations.expiresAt, new Date()),
            ),
          )
          .returning({ id: invitations.id });
        if (!claimed) return answer;
        const entity = { tenantId: me.tenantId, entityId: invitation.entityId };
        const link = await addMember(tx, me, invitation.entityId, []);
        await tx
          .update(userEntities)
          .set({ status: "active", deactivatedAt: null })
          .where(and(scoped.entityUser(userEntities, { ...entity, userId: me.userId }), eq(userEntities.id, link.id)));
        await setLinkRole(tx, invitation.entityId, link.id, role);
        const groupIds = [...(await groupsById(tx, entity, invitation.groupIds)).keys()];
        if (groupIds.length) {
          const added = await tx
            .insert(groupMembers)
            .values(groupIds.map((groupId) => ({ whitelabelId: me.tenantId, entityId: invitation.entityId, groupId, userId: me.userId })))
            .onConflictDoNothing()
            .returning({ groupId: groupMembers.groupId });
          for (const g of added) await joined?.(tx, entity, g.groupId, [me.userId]);
        }
        // a request to join the same company is answered by the invitation
        await tx
          .update(entryRequests)
          .set({ status: "approved", decidedBy: invitation.invitedBy, decidedAt: new Date() })
          .where(and(scoped.entityUser(entryRequests, { ...entity, userId: me.userId }), eq(entryRequests.status, "pending")));
        await people.setStanding(tx, me, {
          activeEntityId: invitation.entityId,
          completedProfile: true,
          pendingApproval: false,
          isManager: MANAGING_ROLES.includes(role),
        });
        return answer;
      });
    },
  };
}
