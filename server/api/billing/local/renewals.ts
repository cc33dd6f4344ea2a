import { and, eq, inArray, lte, ne, or } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { billingSubscriptions, LIVE_SUBSCRIPTION_STATUSES } from "../schema.ts";
import { addInterval, discountApplies, periodLine } from "../amounts.ts";
import { findSubscription } from "../queries.ts";
import type { LocalGatewayDeps } from "./gateway.ts";
import { payInvoice, settleDraft, subscriptionState } from "./records.ts";
import { allTenants } from "../../../platform/scope.ts";
import type { TenantScope } from "../../../platform/scope.ts";

/** Periods billed at most in one sweep for one subscription (a server that was off for long catches up over a few hours). */
const MAX_PERIODS = 24;

/**
 * What Stripe does on its own clock, done by the built-in gateway's hourly job at `now`: a
 * period that ended renews (a paid invoice with the pending prorations, the next period) or,
 * cancelled at the period end, ends; a trial that reached its end without a card ends. An
 * ended subscription's features go (the mirror re-derives them); the data stays.
 */
export function createLocalRenewals(d: LocalGatewayDeps & { prefix: (tenant: TenantScope, tx: Tx) => Promise<string> }) {
  return {
    async renewDue(now = new Date()) {
      const due = await d.db
        .select({ id: billingSubscriptions.id, tenantId: billingSubscriptions.whitelabelId, entityId: billingSubscriptions.entityId })
        .from(billingSubscriptions)
        .where(
          and(
            allTenants("renewals: the built-in gateway's subscriptions due on every tenant"),
            eq(billingSubscriptions.gateway, "local"),
            inArray(billingSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
            or(
              and(ne(billingSubscriptions.status, "trialing"), lte(billingSubscriptions.currentPeriodEnd, now)),
              and(eq(billingSubscriptions.status, "trialing"), lte(billingSubscriptions.trialEnd, now)),
            ),
          ),
        );
      const done = { renewed: 0, ended: 0, trialsEnded: 0 };
      for (const ref of due) {
        await d.db.transaction(async (tx) => {
          let row = await findSubscription(tx, { tenantId: ref.tenantId, entityId: ref.entityId }, ref.id, true);
          if (!row || !(LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(row.status)) return;
          if (row.status === "trialing") {
            // no card was ever given to the test gateway: the trial ends, the free plan remains
            if (!row.trialEnd || row.trialEnd > now) return;
            await d.mirror.syncSubscription(
              tx,
              subscriptionState(row, { status: "canceled", endedAt: row.trialEnd, canceledAt: row.canceledAt ?? row.trialEnd }),
            );
            done.trialsEnded++;
            return;
          }
          if (row.currentPeriodEnd > now) return;
          if (row.cancelAtPeriodEnd) {
            await settleDraft(tx, d.mirror, row, { now, prefix: await d.prefix({ tenantId: row.whitelabelId }, tx) });
            await d.mirror.syncSubscription(tx, subscriptionState(row, { status: "canceled", endedAt: row.currentPeriodEnd }));
            done.ended++;
            return;
          }
          const prefix = await d.prefix({ tenantId: row.whitelabelId }, tx);
          for (let i = 0; i < MAX_PERIODS && row.currentPeriodEnd <= now; i++) {
            const start = row.currentPeriodEnd;
            const end = addInterval(start, row.interval);
            const discount = discountApplies(row.discount, row.createdAt, start) ? row.discount : null;
            await payInvoice(tx, d.mirror, row, {
              lines: [periodLine(row, start, end)],
              discount,
              periodStart: start,
              periodEnd: end,
              now,
              prefix,
            });
            // a discount that has run its months is dropped, as Stripe does
            await d.mirror.syncSubscription(
              tx,
              subscriptionState(row, { status: "active", currentPeriodStart: start, currentPeriodEnd: end, discount }),
            );
            row = (await findSubscription(tx, { tenantId: ref.tenantId, entityId: ref.entityId }, ref.id, true))!;
            done.renewed++;
          }
        });
      }
      return done;
    },
  };
}
