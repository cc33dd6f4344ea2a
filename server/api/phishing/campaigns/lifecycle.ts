import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { DomainError } from "../../../platform/domain-error.ts";
import { allTenants, scoped, type EntityScope } from "../../../platform/scope.ts";
import type { PhishingContext } from "../part.ts";
import { phishingCampaigns, phishingRecipients } from "../schema.ts";
import { allowedIntervals, spreadTimes } from "./spread.ts";

export const SEND_QUEUE = "phishing-send";
export const HOURLY_QUEUE = "phishing-campaigns-hourly";

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const conflict = (key: string) => new DomainError("conflict", "campaign_state", `phishingServer:campaigns.errors.${key}`);

/** Scheduling, cancelling, deleting and finishing campaigns; and keeping the sender's job queued while messages are due. */
export function createLifecycle(ctx: PhishingContext) {
  const { db, jobs } = ctx.deps;
  const mine = (scope: EntityScope, id: string) => and(scoped.entity(phishingCampaigns, scope), eq(phishingCampaigns.id, id));

  async function find(scope: EntityScope, id: string) {
    const [row] = await db.select().from(phishingCampaigns).where(mine(scope, id));
    if (!row) throw notFound();
    return row;
  }

  /**
   * Queues the sender for the next due message: at once when one is due, else at its time (one
   * job per minute slot, so schedules and re-queues of the same minute are one job). After a run
   * (`afterRun`), a message still due was held back by the rate (or its server failed): a minute later.
   */
  async function kick(now = new Date(), afterRun = false) {
    const [next] = await db
      .select({ at: phishingRecipients.sendAt })
      .from(phishingRecipients)
      .innerJoin(phishingCampaigns, eq(phishingCampaigns.id, phishingRecipients.campaignId))
      .where(
        and(
          allTenants("the sender's next due message, whoever's"),
          inArray(phishingCampaigns.status, ["scheduled", "sending"]),
          isNull(phishingRecipients.sentAt),
          isNull(phishingRecipients.bouncedAt),
        ),
      )
      .orderBy(asc(phishingRecipients.sendAt))
      .limit(1);
    if (next) await queueAt(next.at, now, afterRun);
  }

  /** Queues the sender for a message due at `at` (beyond an hour, the hourly tick looks again). */
  async function queueAt(at: Date, now: Date, afterRun = false) {
    const wait = Math.ceil((at.getTime() - now.getTime()) / 1000);
    const seconds = wait <= 0 ? (afterRun ? 60 : 0) : wait;
    if (seconds > 3600) return;
    const slot = Math.floor((now.getTime() + seconds * 1000) / 60_000);
    await jobs.send(SEND_QUEUE, {}, { startAfter: seconds, singletonKey: `slot-${slot}` });
  }

  return {
    kick,

    /** Spreads each person's message evenly over the window's allowed time and starts sending (draft only). */
    async schedule(scope: EntityScope, id: string, now = new Date()) {
      const c = await find(scope, id);
      if (c.status !== "draft") throw conflict("notDraft");
      // a window that started already sends from now
      const from = Math.max(c.windowStart.getTime(), now.getTime());
      const intervals = allowedIntervals(from, c.windowEnd.getTime(), c.businessHours, c.timeZone);
      const people = await db
        .select({ id: phishingRecipients.id })
        .from(phishingRecipients)
        .where(and(scoped.entity(phishingRecipients, scope), eq(phishingRecipients.campaignId, id)));
      const times = spreadTimes(people.length, intervals);
      if (!times.length)
        throw new DomainError("invalid", "validation_failed", "phishingServer:campaigns.errors.noAllowedTime", {}, "window");
      // a random order, so the spread does not follow the alphabet or a group's order
      const order = people.map((p) => p.id);
      for (let i = order.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(phishingCampaigns)
          .set({ status: "scheduled", scheduledAt: now, updatedAt: now })
          .where(and(mine(scope, id), eq(phishingCampaigns.status, "draft")))
          .returning({ id: phishingCampaigns.id });
        if (!moved) throw conflict("notDraft");
        for (let i = 0; i < order.length; i += 500) {
          const slice = order.slice(i, i + 500);
          const cases = sql.join(
            slice.map((rid, k) => sql`when ${rid}::uuid then ${times[i + k]!.toISOString()}::timestamptz`),
            sql` `,
          );
          await tx
            .update(phishingRecipients)
            .set({ sendAt: sql`case ${phishingRecipients.id} ${cases} end` })
            .where(and(scoped.entity(phishingRecipients, scope), inArray(phishingRecipients.id, slice)));
        }
      });
      // the request queues its own first message (a request never reads other tenants' rows)
      await queueAt(new Date(Math.min(...times.map((t) => t.getTime()))), now);
    },

    /** Stops a campaign at once: its unsent messages are never sent (the sender's claim checks the status). */
    async cancel(scope: EntityScope, id: string, now = new Date()) {
      const c = await find(scope, id);
      if (c.status === "completed" || c.status === "cancelled") throw conflict("finished");
      const [moved] = await db
        .update(phishingCampaigns)
        .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
        .where(and(mine(scope, id), inArray(phishingCampaigns.status, ["draft", "scheduled", "sending", "running"])))
        .returning({ id: phishingCampaigns.id });
      if (!moved) throw conflict("finished");
    },

    /** Removes a draft or a cancelled campaign, with its recipients and events. */
    async remove(scope: EntityScope, id: string) {
      const c = await find(scope, id);
      if (c.status !== "draft" && c.status !== "cancelled") throw conflict("notDeletable");
      await db.delete(phishingCampaigns).where(and(mine(scope, id), inArray(phishingCampaigns.status, ["draft", "cancelled"])));
    },

    /** The hourly tick: campaigns whose counting ended are completed; the sender is queued if anything is due. */
    async hourly(now = new Date()) {
      await db
        .update(phishingCampaigns)
        .set({ status: "completed", completedAt: now, updatedAt: now })
        .where(
          and(
            allTenants("campaigns whose counting ended, whoever's"),
            inArray(phishingCampaigns.status, ["sending", "running"]),
            lt(phishingCampaigns.countUntil, now),
          ),
        );
      await kick(now);
    },
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
