import type { BillingOverview, Coupon, PlanView, Subscription } from "../../../contract/billing.ts";
import type { Locale } from "../../../contract/constants.ts";
import { MAX_SEATS, TRIAL_DAYS, type Currency } from "../../../contract/plans.ts";
import { dateTimeFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

/** Statuses in which a subscription grants its plan (docs/billing-plans.md). */
const LIVE: readonly Subscription["status"][] = ["trialing", "active", "past_due"];
export const isLive = (s: Subscription) => LIVE.includes(s.status);
export const isTrial = (s: Subscription) => s.metadata.type === "trial" || s.status === "trialing";

/** The subscriptions that grant something now, newest first. */
export const liveSubscriptions = (overview: Pick<BillingOverview, "subscriptions">) =>
  overview.subscriptions.filter(isLive).sort((a, b) => b.created - a.created);

/** The §6 plan id a subscription is for. */
export const planIdOf = (s: Subscription) => s.metadata.plan || (s.items.data[0]?.price.plan ?? "");
export const itemOf = (s: Subscription) => s.items.data[0];

const DAY_MS = 86_400_000;

/** Whole days until a moment (seconds since the epoch), counting a started day: 0 once it has passed. */
export function daysLeft(endSeconds: number | null, now = Date.now()): number {
  if (endSeconds === null) return 0;
  return Math.max(0, Math.ceil((endSeconds * 1000 - now) / DAY_MS));
}

/**
 * Whether the entity may start a card-free trial of a team plan: nothing live but the free plan,
 * and no trial before (the server decides; this only decides whether to offer it).
 */
export const trialEligible = (overview: Pick<BillingOverview, "subscriptions">) =>
  !overview.subscriptions.some((s) => isLive(s) || s.metadata.type === "trial");
export { TRIAL_DAYS };

/** The seats to start a per-seat purchase with: the members the company has, at least one. */
export const defaultSeats = (overview: Pick<BillingOverview, "seats">) => Math.min(MAX_SEATS, Math.max(1, overview.seats.used));

/**
 * A seat count as typed: a whole number from the seats the company uses (at least 1) to
 * MAX_SEATS, or the catalog key of what is wrong (its texts take `used`, `quantity` and `max`).
 */
export function seatsProblem(raw: string, used = 0): string | null {
  const n = Number(raw.trim());
  if (!raw.trim() || !Number.isInteger(n) || n < 1) return "billing:errors.seats";
  if (n > MAX_SEATS) return "billing:errors.seatsMax";
  if (n < used) return "billing:errors.seatsBelowUsed";
  return null;
}

/** The least number of seats a company may keep: those it uses, at least one. */
export const fewestSeats = (used: number) => Math.max(1, used);

/** What a validated coupon takes off an amount (cents): a percentage, or an amount in its own currency only. */
export function couponDiscount(cents: number, coupon: Coupon | null, currency: Currency): number {
  if (!coupon || cents <= 0) return 0;
  const { percentOff, amountOff } = coupon.coupon;
  if (percentOff) return Math.min(cents, Math.round((cents * percentOff) / 100));
  if (amountOff && coupon.coupon.currency?.toUpperCase() === currency) return Math.min(cents, amountOff);
  return 0;
}

/** The plan of the catalogue a subscription is for, when the tenant sells it. */
export const planOf = (plans: readonly PlanView[], s: Subscription) => plans.find((p) => p.id === planIdOf(s));

/** A day (an ISO string or seconds since the epoch), as the page's language writes it, in UTC as the server dates it. */
export function formatDay(at: string | number, locale: Locale): string {
  const date = typeof at === "number" ? new Date(at * 1000) : new Date(at);
  return dateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(date);
}
