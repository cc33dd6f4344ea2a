import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { LOCALE_TO_LANGUAGE } from "../../../contract/constants.ts";
import { INVITATION_RESEND_COOLDOWN_SECONDS } from "../../../contract/member-rules.ts";
import { MANAGING_ROLES, type CompanyRole } from "../../../contract/features.ts";
import { EMAIL_PATTERN } from "../../../contract/field-rules.ts";
import type { InviteInput, InviteResult, PublicInvitation } from "../../../contract/members.ts";
import type { Db, Tx } from "../../db/client.ts";
import { entities, entryRequests, groupMembers, invitations, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Mailer } from "../../platform/mail.ts";
import { scoped, userScope, type EntityScope, type TenantScope, type UserScope } from "../../platform/scope.ts";
import type { Site } from "../../platform/site.ts";
import type { GroupJoinHook } from "../area.ts";
import { people } from "../identity/index.ts";
import { expiry, hashOf, mailInvitation, newToken } from "./invitation-mail.ts";
import { assignableRoles, type Actor } from "./member-policy.ts";
import { groupsById, seatsOf, setLinkRole } from "./member-queries.ts";
import { addMember, findEntity } from "./queries.ts";

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const statusOf = (row: typeof invitations.$inferSelect): PublicInvitation["status"] =>
  row.status === "pending" ? (row.expiresAt.getTime() <= Date.now() ? "expired" : "valid") : row.status;

/** Invitations by e-mail: sent by a company's managers, accepted by the invited address only. */
/** `joined` tells the other areas who joined a group on accepting. */
export function createInvitations(db: Db, mailer: Mailer, joined?: GroupJoinHook) {
  const mail = (
    site: Site,
    entityName: string,
    inviterName: string,
    to: string,
    token: string,
    languageCode: "en-US" | "pt-BR",
    name?: string | null,
  ) => mailInvitation(mailer, site, { entityName, inviterName, to, token, languageCode, name });

  /** A pending invitation of the entity by id (another entity's does not exist here). */
  async function pendingOf(tx: Tx, entity: EntityScope, id: string) {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(scoped.entity(invitations, entity), eq(invitations.id, id)))
      .limit(1);
    if (!row) throw notFound();
    if (row.status !== "pending") throw new DomainError("conflict", "invitation_closed", `companyMembers:errors.invitation.${row.status}`);
    return row;
  }

  /** The invitation a link's token names on this tenant. */
  async function byToken(tx: Tx, tenant: TenantScope, token: string) {
    const [row] = await tx
      .select({ invitation: invitations, companyName: entities.name })
      .from(invitations)
      .innerJoin(entities, and(eq(entities.id, invitations.entityId), scoped.tenant(entities, tenant)))
      .where(and(scoped.tenant(invitations, tenant), eq(invitations.tokenHash, hashOf(token))))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * Invites a pasted list: each address checked (the message names the bad ones), repeats
     * counted once, active members skipped, open invitations sent again with the new role and
     * groups; new ones must fit in the company's free seats.
     */
    async invite(site: Site, entity: EntityScope, actor: Actor, input: InviteInput): Promise<InviteResult> {
      const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
      if (!emails.length) throw new DomainError("invalid", "emails_required", "companyMembers:errors.emailsRequired", {}, "emails");
      const bad = emails.filter((e) => !EMAIL_PATTERN.test(e));
      if (bad.length)
        throw new DomainError(
          "invalid",
          "invalid_emails",
          "companyMembers:errors.invalidEmails",
          { emails: bad.slice(0, 5).join(", "), count: bad.length },
          "emails",
        );
      if (!assignableRoles(actor).includes(input.role))
        throw new DomainError("forbidden", "role_not_allowed", "companyMembers:errors.roleNotAllowed", {}, "role");
      const groupIds = [...new Set(input.groupIds ?? [])];
      const known = await groupsById(db, entity, groupIds);
      if (known.size !== groupIds.length)
        throw new DomainError("invalid", "unknown_groups", "companyMembers:errors.unknownGroups", {}, "groupIds");
      const company = await findEntity(db, entity);
      if (!company) throw notFound();
      const inviter = await people.find(db, userScope(entity.tenantId, actor.userId));
      const languageCode = input.languageCode ?? LOCALE_TO_LANGUAGE[site.locale];
      const scope = { tenantId: entity.tenantId, entityId: entity.entityId };

      const sent = await db.transaction(async (tx) => {
        const memberIds = await people.idsByEmails(tx, entity, emails);
        const active = memberIds.length
          ? await tx
              .select({ userId: userEntities.userId })
              .from(userEntities)
              .where(and(scoped.entity(userEntities, scope), eq(userEntities.status, "active"), inArray(userEntities.userId, memberIds)))
          : [];
        const activeEmails = new Set(
          (
            await people.findMany(
              tx,
              entity,
              active.map((a) => a.userId),
            )
          ).map((p) => p.email.toLowerCase()),
        );
        const open = await tx
          .select()
          .from(invitations)
          .where(
            and(scoped.entity(invitations, scope), eq(invitations.status, "pending"), inArray(sql`lower(${invitations.email})`, emails)),
          );
        const openByEmail = new Map(open.map((o) => [o.email.toLowerCase(), o]));
        const alreadyMembers = emails.filter((e) => activeEmails.has(e));
        const toResend = emails.filter((e) => !activeEmails.has(e) && openByEmail.has(e));
        const toInvite = emails.filter((e) => !activeEmails.has(e) && !openByEmail.has(e));
        const seats = await seatsOf(tx, entity);
        // an expired open invitation sent again takes its seat back
        const revived = toResend.filter((e) => openByEmail.get(e)!.expiresAt.getTime() <= Date.now()).length;
        if (seats.limit !== null && seats.used + toInvite.length + revived > seats.limit) {
          throw new DomainError("conflict", "seat_limit", "companyMembers:errors.seatLimit", {
            left: Math.max(0, seats.limit - seats.used),
            limit: seats.limit,
          });
        }
        const tokens: { email: string; token: string; name?: string | null }[] = [];
        for (const email of toResend) {
          const token = newToken();
          await tx
            .update(invitations)
            .set({
              tokenHash: hashOf(token),
              role: input.role,
              groupIds,
              languageCode,
              sentAt: new Date(),
              expiresAt: expiry(),
              sendCount: sql`${invitations.sendCount} + 1`,
              invitedBy: actor.userId,
              mailingId: null,
            })
            .where(and(scoped.entity(invitations, scope), eq(invitations.id, openByEmail.get(email)!.id)));
          tokens.push({ email, token, name: openByEmail.get(email)!.name });
        }
        for (const email of toInvite) {
          const token = newToken();
          await tx.insert(invitations).values({
            whitelabelId: entity.tenantId,
            entityId: entity.entityId,
            email,
            role: input.role,
            groupIds,
            languageCode,
            tokenHash: hashOf(token),
            invitedBy: actor.userId,
            expiresAt: expiry(),
          });
          tokens.push({ email, token });
        }
        return { alreadyMembers, resent: toResend, invited: toInvite, tokens };
      });
      for (const t of sent.tokens) await mail(site, company.name, inviter?.name ?? company.name, t.email, t.token, languageCode, t.name);
      return { invited: sent.invited, alreadyMembers: sent.alreadyMembers, resent: sent.resent };
    },

    /**
     * Sends an open invitation again with a fresh link (the old one stops working) and a new
     * expiry. Not within minutes of the last sending (409 `invitation_just_sent`): each sending
     * kills the previous link, so a double click would send two e-mails and the first would not
     * work. The check is part of the update, so two requests at once send one e-mail.
     */
    async resend(site: Site, entity: EntityScope, actor: Actor, id: string) {
      const row = await pendingOf(db, entity, id);
      const company = await findEntity(db, entity);
      if (!company) throw notFound();
      if (row.expiresAt.getTime() <= Date.now()) {
        const seats = await seatsOf(db, entity);
        if (seats.limit !== null && seats.used + 1 > seats.limit)
          throw new DomainError("conflict", "seat_limit", "companyMembers:errors.seatLimit", { left: 0, limit: seats.limit });
      }
      const token = newToken();
      const now = new Date();
      const [sent] = await db
        .update(invitations)
        // sent now: an import or "resend all" still due to send it leaves it be
        .set({ tokenHash: hashOf(token), sentAt: now, expiresAt: expiry(), sendCount: sql`${invitations.sendCount} + 1`, mailingId: null })
        .where(
          and(
            scoped.entity(invitations, entity),
            eq(invitations.id, row.id),
            eq(invitations.status, "pending"),
            or(eq(invitations.sendCount, 0), lte(invitations.sentAt, new Date(now.getTime() - INVITATION_RESEND_COOLDOWN_SECONDS * 1000))),
          ),
        )
        .returning({ id: invitations.id });
      if (!sent) {
        // accepted or revoked meanwhile: that is what to say; else it went out moments ago
        await pendingOf(db, entity, id);
        throw new DomainError("conflict", "invitation_just_sent", "companyMembers:errors.invitation.justSent", {
          email: row.email,
          minutes: Math.ceil(INVITATION_RESEND_COOLDOWN_SECONDS / 60),
        });
      }
      const inviter = await people.find(db, userScope(entity.tenantId, actor.userId));
      await mail(site, company.name, inviter?.name ?? company.name, row.email, token, row.languageCode, row.name);
    },

    /** The link stops working and the seat is free. */
    async revoke(entity: EntityScope, id: string) {
      const row = await pendingOf(db, entity, id);
      await db
        .update(invitations)
        .set({ status: "revoked" })
        .where(and(scoped.entity(invitations, entity), eq(invitations.id, row.id), eq(invitations.status, "pending")));
    },

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
export type Invitations = ReturnType<typeof createInvitations>;
