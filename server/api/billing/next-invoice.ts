import type { BillingOverview } from "../../../contract/billing.ts";
import { findPlan } from "../../../contract/plans.ts";
import type { Tx } from "../../db/client.ts";
import type { InvoiceLine } from "./schema.ts";
import { DAY_MS, discountApplies, periodLine, totalsOf } from "./amounts.ts";
import type { SubscriptionRow } from "./gateway.ts";
import { draftInvoiceOf } from "./queries.ts";

/**
 * What a subscription's next invoice will charge: a period at its seats and price, the changes
 * waiting on its draft (prorations, a carried credit), less the discount still running then.
 * Nothing when it will not renew (cancelled at the period end, or a trial without a card).
 * `pending`: lines a change not made yet would add (a preview).
 */
export async function nextInvoiceOf(db: Tx, sub: SubscriptionRow, pending: InvoiceLine[] = []) {
  if (sub.cancelAtPeriodEnd || sub.status === "trialing" || !["active", "past_due"].includes(sub.status)) return null;
  const draft = await draftInvoiceOf(db, { tenantId: sub.whitelabelId, entityId: sub.entityId }, sub.id);
  const date = sub.currentPeriodEnd;
  const lines = [...(draft?.lines ?? []), ...pending, periodLine(sub, date, date)];
  const discount = discountApplies(sub.discount, sub.createdAt, date) ? sub.discount : null;
  return {
    amount: totalsOf(lines, discount, sub.currency).total,
    currency: sub.currency,
    date: date.toISOString(),
    subscriptionId: sub.id,
    planId: sub.planId,
    quantity: sub.quantity,
  };
}

/**
 * The entity's next charge: the soonest renewal and every other one due within a day of it in
 * the same currency (plans bought together renew together, each on an invoice of its own), as
 * one total with a line per plan. A renewal further away is the next charge after this one.
 */
export async function soonestInvoice(db: Tx, subs: SubscriptionRow[], product: string): Promise<BillingOverview["nextInvoice"]> {
  const all = (await Promise.all(subs.map((s) => nextInvoiceOf(db, s))))
    .filter((n) => n !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const first = all[0];
  if (!first) return null;
  const until = new Date(first.date).getTime() + DAY_MS;
  const due = all.filter((n) => n.currency === first.currency && new Date(n.date).getTime() < until);
  return {
    amount: due.reduce((n, d) => n + d.amount, 0),
    currency: first.currency,
    date: first.date,
    subscriptionId: first.subscriptionId,
    lines: due.map((d) => ({
      subscriptionId: d.subscriptionId,
      plan: d.planId,
      key: findPlan(d.planId, product)?.key ?? null,
      quantity: d.quantity,
      amount: d.amount,
      date: d.date,
    })),
  };
}
