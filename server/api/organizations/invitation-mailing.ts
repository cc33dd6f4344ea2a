import { randomUUID } from "node:crypto";
import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitations, memberImports } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import { scoped, userScope, type EntityScope } from "../../platform/scope.ts";
import type { Site } from "../../platform/site.ts";
import type { AreaJob } from "../area.ts";
import { people } from "../identity/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { expiry, hashOf, mailInvitation, newToken } from "./invitation-mail.ts";
import { openInvitations, type InvitationFilters } from "./member-list.ts";
import { seatsOf } from "./member-queries.ts";
import { findEntity } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

// Invitations e-mailed in bulk, by a job: those an import opened or reopened, and a "resend all"
// of the members page. A batch marks its invitations with its id (`mailing_id`); the job reads
// them a slice at a time and claims each one in the statement that gives it a fresh link and
// clears the mark, then mails it — so a job run twice, two runs at once, or a resend from the
// members page meanwhile never mail an invitation twice for the same batch. A run mails a bounded
// number of slices and queues itself for the rest: 50,000 invitations hold no request, no
// transaction and no job for long.

export const INVITATION_MAILING_QUEUE = "invitation-mailing";
/** What a mailing job carries: the batch, its company, and who sends it (the e-mail names them). */
export type MailingJob = { mailingId: string; tenantId: string; entityId: string; senderId: string | null };

/** Queues the job for a batch (several queued for one batch are harmless: each invitation is claimed once). */
export const queueMailing = (jobs: Pick<Jobs, "send">, job: MailingJob) =>
  jobs.send(INVITATION_MAILING_QUEUE, job, { retryLimit: 5, retryDelay: 30, retryBackoff: true });

/** How many invitations of a batch are still to be e-mailed. */
export async function mailingPending(db: Db, entity: EntityScope, mailingId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(scoped.entity(invitations, entity), eq(invitations.mailingId, mailingId), eq(invitations.status, "pending")));
  return row!.n;
}

/** `slice` invitations read at once, `slicesPerRun` slices before the job queues the rest (tests make them small). */
export function createInvitationMailing(
  deps: { db: Db; mailer: Mailer; tenancy: TenancyService; jobs: Pick<Jobs, "send"> },
  opts: { slice?: number; slicesPerRun?: number } = {},
) {
  const { db, mailer, tenancy, jobs } = deps;
  const slice = opts.slice ?? 200;
  const slicesPerRun = opts.slicesPerRun ?? 25;

  /** Links in job e-mails use the tenant's own sub-domain (as the assignment e-mails do). */
  async function siteOf({ tenantId }: TenantScope): Promise<Site | null> {
    const row = await tenancy.byId(tenantId);
    if (!row) return null;
    const origin = tenancy.tenantOrigin(row.whitelabelSlug);
    return { tenantId, origin, brand: tenancy.brand(row, origin), locale: "en" };
  }

  /** One run: mails up to `slicesPerRun` slices of the batch; answers how many it sent and whether it queued itself for more. */
  async function run(job: MailingJob): Promise<{ sent: number; more: boolean }> {
    const entity: EntityScope = { tenantId: job.tenantId, entityId: job.entityId };
    const mine = and(scoped.entity(invitations, entity), eq(invitations.mailingId, job.mailingId), eq(invitations.status, "pending"));
    const [company, site, sender] = await Promise.all([
      findEntity(db, entity),
      siteOf(entity),
      job.senderId ? people.find(db, userScope(entity, job.senderId)) : undefined,
    ]);
    if (!company || !site) return { sent: 0, more: false };
    const inviterName = sender?.name ?? company.name;
    let sent = 0;
    for (let n = 0; n < slicesPerRun; n++) {
      const batch = await db
        .select({ id: invitations.id, email: invitations.email, name: invitations.name, languageCode: invitations.languageCode })
        .from(invitations)
        .where(mine)
        .orderBy(asc(invitations.id))
        .limit(slice);
      if (!batch.length) return { sent, more: false };
      let inSlice = 0;
      for (const inv of batch) {
        const token = newToken();
        const [claimed] = await db
          .update(invitations)
          .set({
            tokenHash: hashOf(token),
            sentAt: new Date(),
            expiresAt: expiry(),
            sendCount: sql`${invitations.sendCount} + 1`,
            mailingId: null,
          })
          .where(and(mine, eq(invitations.id, inv.id)))
          .returning({ id: invitations.id });
        if (!claimed) continue;
        try {
          await mailInvitation(mailer, site, {
            entityName: company.name,
            inviterName,
            to: inv.email,
            name: inv.name,
            token,
            languageCode: inv.languageCode,
          });
        } catch (err) {
          // not mailed after all: the batch keeps it, and the job's retry sends it
          await db
            .update(invitations)
            .set({ mailingId: job.mailingId })
            .where(and(scoped.entity(invitations, entity), eq(invitations.id, inv.id), eq(invitations.status, "pending")));
          throw err;
        }
        inSlice++;
      }
      sent += inSlice;
      // an import's page shows how many of its invitations went out (a "resend all" has no such row)
      if (inSlice)
        await db
          .update(memberImports)
          .set({ invitationsSent: sql`${memberImports.invitationsSent} + ${inSlice}` })
          .where(and(scoped.entity(memberImports, entity), eq(memberImports.id, job.mailingId)));
    }
    await queueMailing(jobs, job);
    return { sent, more: true };
  }

  const areaJob: AreaJob = {
    queue: INVITATION_MAILING_QUEUE,
    work: async (data) => {
      await run(data as MailingJob);
    },
  };

  return {
    job: areaJob,
    run,

    /**
     * Sends again every open invitation the members list shows for these filters, each with a
     * fresh link and a new expiry (set now, so expired ones take their seats back at once: they
     * must fit, as for one resend). Answers how many will be e-mailed.
     */
    async resendAll(entity: EntityScope, senderId: string, filters: InvitationFilters) {
      const where = openInvitations(entity, filters);
      const mailingId = randomUUID();
      const marked = await db.transaction(async (tx) => {
        const [expired] = await tx
          .select({ n: count() })
          .from(invitations)
          .where(and(where, lte(invitations.expiresAt, new Date())));
        if (expired!.n) {
          const seats = await seatsOf(tx, entity);
          if (seats.limit !== null && seats.used + expired!.n > seats.limit) {
            throw new DomainError("conflict", "seat_limit", "companyMembers:errors.seatLimit", {
              left: Math.max(0, seats.limit - seats.used),
              limit: seats.limit,
            });
          }
        }
        return tx.update(invitations).set({ mailingId, expiresAt: expiry() }).where(where).returning({ id: invitations.id });
      });
      if (marked.length) await queueMailing(jobs, { mailingId, tenantId: entity.tenantId, entityId: entity.entityId, senderId });
      return { count: marked.length };
    },
  };
}
export type InvitationMailing = ReturnType<typeof createInvitationMailing>;
