import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { manualReportInputSchema, manualReportResultSchema } from "../../../../contract/phishing.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import { recordEvent } from "../events.ts";
import type { PhishingContext } from "../part.ts";
import { phishingCampaigns, phishingRecipients } from "../schema.ts";

/** A clock a minute fast on the manager's side is not "the future". */
const SKEW_MS = 60_000;

/**
 * Reports marked by hand (one by one or from a CSV the page read), each with the real time the
 * person reported: all recorded or none. An earlier time replaces a later one; a report already
 * recorded at the same time or earlier stays as it was (`unchanged`).
 */
export function createManualReports(ctx: PhishingContext) {
  const { db } = ctx.deps;
  return async function report(
    scope: EntityScope,
    campaignId: string,
    input: z.infer<typeof manualReportInputSchema>,
    now = new Date(),
  ): Promise<z.infer<typeof manualReportResultSchema>> {
    return db.transaction(async (tx) => {
      const [campaign] = await tx
        .select({ countUntil: phishingCampaigns.countUntil, status: phishingCampaigns.status })
        .from(phishingCampaigns)
        .where(and(scoped.entity(phishingCampaigns, scope), eq(phishingCampaigns.id, campaignId)));
      if (!campaign) throw new DomainError("not_found", "not_found", "errors:notFound");
      const emails = [...new Set(input.reports.map((r) => r.email))];
      const people = new Map<string, typeof phishingRecipients.$inferSelect>();
      for (let i = 0; i < emails.length; i += 500) {
        const rows = await tx
          .select()
          .from(phishingRecipients)
          .where(
            and(
              scoped.entity(phishingRecipients, scope),
              eq(phishingRecipients.campaignId, campaignId),
              inArray(phishingRecipients.email, emails.slice(i, i + 500)),
            ),
          );
        for (const r of rows) people.set(r.email, r);
      }
      // the earliest time each person is said to have reported (a CSV may name someone twice)
      const when = new Map<string, Date>();
      const unknown: string[] = [];
      for (const [i, r] of input.reports.entries()) {
        const at = r.reportedAt ? new Date(r.reportedAt) : now;
        const field = `reports.${i}.reportedAt`;
        if (at.getTime() > now.getTime() + SKEW_MS)
          throw new DomainError("invalid", "report_in_future", "phishingServer:reporting.futureTime", { email: r.email }, field);
        const person = people.get(r.email);
        if (!person) {
          if (!unknown.includes(r.email)) unknown.push(r.email);
          continue;
        }
        if (!person.sentAt || at.getTime() < person.sentAt.getTime())
          throw new DomainError("invalid", "report_before_sent", "phishingServer:reporting.beforeSent", { email: r.email }, field);
        const seen = when.get(r.email);
        if (!seen || at < seen) when.set(r.email, at);
      }
      let recorded = 0;
      let unchanged = 0;
      for (const [email, at] of when) {
        const person = people.get(email)!;
        if (person.reportedAt && person.reportedAt.getTime() <= at.getTime()) {
          unchanged++;
          continue;
        }
        if (await recordEvent(tx, person, campaign, "reported", at, { source: input.source })) recorded++;
        else unchanged++;
      }
      return { recorded, unchanged, unknown };
    });
  };
}
export type ManualReports = ReturnType<typeof createManualReports>;
