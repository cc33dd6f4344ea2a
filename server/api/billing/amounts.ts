import type { BillingInterval } from "../../../contract/plans.ts";
import type { InvoiceLine, SubscriptionDiscount } from "./schema.ts";

export const DAY_MS = 86_400_000;

/**
 * `date` moved on by whole months (a year is twelve), keeping the day of the month where the
 * month has it and its last day otherwise (Jan 31 → Feb 28), at the same time of day, in UTC.
 */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(date.getUTCDate(), last),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

export const addInterval = (date: Date, interval: BillingInterval, n = 1) => addMonths(date, interval === "year" ? 12 * n : n);

/** The end of a discount that runs for some months from `start`; null when it does not end (or ends after one invoice). */
export const discountEnd = (d: SubscriptionDiscount, start: Date) =>
  d.duration === "repeating" && d.durationInMonths ? addMonths(start, d.durationInMonths) : null;

/** Whether a subscription's discount still applies to an invoice dated `at` (a "once" coupon is dropped after its invoice). */
export function discountApplies(d: SubscriptionDiscount | null, start: Date, at: Date): d is SubscriptionDiscount {
  if (!d) return false;
  const end = discountEnd(d, start);
  return !end || at < end;
}

/** What a coupon takes off an amount in a currency, in cents (an amount-off coupon only in its own currency, never below zero). */
export function discountOf(
  subtotal: number,
  d: Pick<SubscriptionDiscount, "percentOff" | "amountOff" | "currency"> | null,
  currency: string,
): number {
  if (!d || subtotal <= 0) return 0;
  if (d.percentOff) return Math.min(subtotal, Math.round((subtotal * d.percentOff) / 100));
  if (d.amountOff && d.currency?.toLowerCase() === currency.toLowerCase()) return Math.min(subtotal, d.amountOff);
  return 0;
}

/** The share of the period [start, end) still to come at `at`, between 0 and 1. */
export function remainingShare(start: Date, end: Date, at: Date): number {
  const whole = end.getTime() - start.getTime();
  if (whole <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - at.getTime()) / whole));
}

type Priced = { planId: string; quantity: number; unitAmount: number };

/**
 * Stripe's `create_prorations`: a change at `at` credits the unused rest of the period at the
 * old price and charges it at the new one, as two lines for the next invoice.
 */
export function prorationLines(from: Priced, to: Priced, period: { start: Date; end: Date }, at: Date): InvoiceLine[] {
  const share = remainingShare(period.start, period.end, at);
  if (share === 0) return [];
  const line = (p: Priced, sign: 1 | -1): InvoiceLine => ({
    description: `${sign < 0 ? "Unused" : "Remaining"} time on ${p.quantity} × ${p.planId} after ${at.toISOString().slice(0, 10)}`,
    planId: p.planId,
    quantity: p.quantity,
    unitAmount: p.unitAmount,
    amount: sign * Math.round(p.quantity * p.unitAmount * share),
    periodStart: at.toISOString(),
    periodEnd: period.end.toISOString(),
    proration: true,
  });
  return [line(from, -1), line(to, 1)].filter((l) => l.amount !== 0);
}

/** The line charging a whole period of a subscription. */
export function periodLine(p: Priced, start: Date, end: Date): InvoiceLine {
  return {
    description: `${p.quantity} × ${p.planId} (${start.toISOString().slice(0, 10)} – ${end.toISOString().slice(0, 10)})`,
    planId: p.planId,
    quantity: p.quantity,
    unitAmount: p.unitAmount,
    amount: p.quantity * p.unitAmount,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    proration: false,
  };
}

/** Invoice totals from its lines and the discount that applies: credit beyond the charges is carried, not paid out. */
export function totalsOf(lines: InvoiceLine[], d: SubscriptionDiscount | null, currency: string) {
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  const discount = discountOf(subtotal, d, currency);
  const total = subtotal - discount;
  return { subtotal, discount, total: Math.max(0, total), carried: Math.min(0, total) };
}
