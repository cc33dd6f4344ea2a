import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { LOCALE_TO_LANGUAGE } from "../../../contract/constants.ts";
import { INVITATION_RESEND_COOLDOWN_SECONDS } from "../../../contract/member-rules.ts";
import { EMAIL_PATTERN } from "../../../contract/field-rules.ts";
import type { InviteInput, InviteResult } from "../../../contract/members.ts";
import type { Db } from "../../db/client.ts";
import { invitations, userEntities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Mailer } from "../../platform/mail.ts";
import { scoped, userScope, type EntityScope } from "../../platform/scope.ts";
import type { Site } from "../../platform/site.ts";
import { people } from "../identity/index.ts";
import { expiry, hashOf, mailInvitation, newToken } from "./invitation-mail.ts";
import { notFound, pendingOf } from "./invitation-lookup.ts";
import { assignableRoles, type Actor } from "./member-policy.ts";
import { groupsById, seatsOf } from "./member-queries.ts";
import { findEntity } from "./queries.ts";

/** A company's managers inviting by e-mail: sending, sending again and revoking invitations. */
export function createInvitationSending(db: Db, mailer: Mailer) {
  const mail = (
    site: Site,
    entityName: string,
    inviterName: string,
    to: string,
    token: string,
    languageCode: "en-US" | "pt-BR",
    name?: string | null,
  ) => mailInvitation(mailer, site, { entityName, inviterName, to, token, languageCode, name });

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
      const inviter = await people.find(db, userScope(entity, actor.userId));
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
      const inviter = await people.find(db, userScope(entity, actor.userId));
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
  };
}
