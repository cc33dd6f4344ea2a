import type { BillingOverview } from "../../../contract/billing.ts";
import type { Tx } from "../../db/client.ts";
import { discountApplies, periodLine, totalsOf } from "./amounts.ts";
import type { SubscriptionRow } from "./gateway.ts";
import { draftInvoiceOf } from "./queries.ts";

/**
 * What a subscription's next invoice will charge: a period at its seats and price, the changes
 * waiting on its draft (prorations, a carried credit), less the discount still running then.
 * Nothing when it will not renew (cancelled at the period end, or a trial without a card).
 */
export async function nextInvoiceOf(db: Tx, sub: SubscriptionRow) {
  if (sub.cancelAtPeriodEnd || sub.status === "trialing" || !["active", "past_due"].includes(sub.status)) return null;
  const draft = await draftInvoiceOf(db, { tenantId: sub.whitelabelId, entityId: sub.entityId }, sub.id);
  const date = sub.currentPeriodEnd;
  const lines = [...(draft?.lines ?? []), periodLine(sub, date, date)];
  const discount = discountApplies(sub.discount, sub.createdAt, date) ? sub.discount : null;
  return { amount: totalsOf(lines, discount, sub.currency).total, currency: sub.currency, date: date.toISOString(), subscriptionId: sub.id };
}

/** The soonest of the entity's next invoices. */
export async function soonestInvoice(db: Tx, subs: SubscriptionRow[]): Promise<BillingOverview["nextInvoice"]> {
  const all = (await Promise.all(subs.map((s) => nextInvoiceOf(db, s)))).filter((n) => n !== null);
  return all.sort((a, b) => a.date.localeCompare(b.date))[0] ?? null;
}
