import type { SeatsPreview, SeatsPreviewRequest } from "../../../contract/billing-preview.ts";
import { findPlan } from "../../../contract/plans.ts";
import { prorationLines } from "./amounts.ts";
import { changeableSubscription, refuseDuringTrial } from "./change-plan.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { invalid } from "./errors.ts";
import { nextInvoiceOf } from "./next-invoice.ts";

/**
 * POST /subscriptions/preview {subscriptionId, quantity}: what a change of seats would cost,
 * before it is made, refused as the change itself would be. Prorated as both gateways prorate
 * (Stripe's create_prorations): the built-in gateway charges exactly this; Stripe, to the second.
 */
export const previewSeats =
  (d: BillingDeps) =>
  async (caller: Caller, input: Omit<SeatsPreviewRequest, "quantity"> & { quantity: number }, now = new Date()): Promise<SeatsPreview> => {
    const sub = await changeableSubscription(d, caller, input.subscriptionId);
    refuseDuringTrial(sub);
    if (!findPlan(sub.planId, d.product)?.perSeat) throw invalid("not_per_seat", "notPerSeat", {}, "quantity");
    const { quantity } = input;
    const { used } = await d.orgs.seats(caller.scope);
    if (quantity < used) throw invalid("seats_below_used", "seatsBelowUsed", { quantity, used }, "quantity");
    const lines =
      quantity === sub.quantity
        ? []
        : prorationLines(sub, { ...sub, quantity }, { start: sub.currentPeriodStart, end: sub.currentPeriodEnd }, now);
    const next = await nextInvoiceOf(d.db, { ...sub, quantity }, lines);
    return {
      currency: sub.currency,
      interval: sub.interval,
      unitAmount: sub.unitAmount,
      current: { quantity: sub.quantity, amount: sub.quantity * sub.unitAmount },
      next: { quantity, amount: quantity * sub.unitAmount },
      prorated: lines.reduce((n, l) => n + l.amount, 0),
      // a subscription set to end has no next invoice: only what this period's change adds
      nextInvoice: next ? { amount: next.amount, date: next.date } : { amount: 0, date: sub.currentPeriodEnd.toISOString() },
    };
  };
