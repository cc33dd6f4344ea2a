import type Stripe from "stripe";
import { parseLookupKey } from "../../../../contract/plans.ts";
import { INVOICE_STATUSES, SUBSCRIPTION_STATUSES, type InvoiceLine, type SubscriptionDiscount } from "../schema.ts";
import type { PromotionCode } from "../gateway.ts";
import type { InvoiceState, SubscriptionState } from "../mirror.ts";

/** Whose a Stripe customer is, as billing_customers says. */
export type Owner = { tenantId: string; entityId: string };

/** What a subscription is read with: its price's other currencies, and the coupon behind its discount. */
export const SUBSCRIPTION_EXPAND = [
  "items.data.price.currency_options",
  "discounts",
  "discounts.promotion_code",
  "discounts.source.coupon",
];

const date = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === "string" ? v : v.id);

/** A price's unit amount in one of its currencies (its own, or a currency option). */
export function unitAmountIn(price: Stripe.Price, currency: string): number | null {
  if (price.currency === currency) return price.unit_amount;
  return price.currency_options?.[currency]?.unit_amount ?? null;
}

export function promotionCodeOf(promo: Stripe.PromotionCode): PromotionCode | null {
  const coupon = promo.promotion.coupon;
  if (!coupon || typeof coupon === "string") return null;
  return {
    id: promo.id,
    code: promo.code,
    name: coupon.name ?? promo.code,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: coupon.currency,
    duration: coupon.duration as PromotionCode["duration"],
    durationInMonths: coupon.duration_in_months,
  };
}

function discountOf(sub: Stripe.Subscription): SubscriptionDiscount | null {
  // Stripe takes a discount off the subscription when it ends
  const d = sub.discounts.find((x): x is Stripe.Discount => typeof x !== "string");
  const coupon = d?.source.coupon;
  if (!d || !coupon || typeof coupon === "string") return null;
  const promo = d.promotion_code && typeof d.promotion_code !== "string" ? d.promotion_code : null;
  return {
    promotionCodeId: promo?.id ?? coupon.id,
    code: promo?.code ?? coupon.name ?? coupon.id,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: coupon.currency,
    duration: coupon.duration as SubscriptionDiscount["duration"],
    durationInMonths: coupon.duration_in_months,
  };
}

/**
 * The mirror's state of a Stripe subscription (read with SUBSCRIPTION_EXPAND), or null when its
 * price is not one of the catalogue's lookup keys (a subscription made elsewhere, not ours to show).
 */
export function subscriptionState(sub: Stripe.Subscription, owner: Owner, product: string, version: number): SubscriptionState | null {
  const item = sub.items.data[0];
  const parsed = item?.price.lookup_key ? parseLookupKey(item.price.lookup_key, product) : null;
  if (!item || !parsed) return null;
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status)
    ? (sub.status as SubscriptionState["status"])
    : "incomplete";
  return {
    id: sub.id,
    whitelabelId: owner.tenantId,
    entityId: owner.entityId,
    customerId: idOf(sub.customer)!,
    gateway: "stripe",
    itemId: item.id,
    planId: parsed.plan.id,
    lookupKey: item.price.lookup_key!,
    interval: parsed.interval,
    currency: sub.currency,
    unitAmount: unitAmountIn(item.price, sub.currency) ?? 0,
    quantity: item.quantity ?? 1,
    status,
    trial: sub.metadata.type === "trial",
    trialEnd: date(sub.trial_end),
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: date(sub.canceled_at),
    endedAt: date(sub.ended_at),
    discount: discountOf(sub),
    upgradeAccount: sub.metadata.upgradeAccount === "true",
    version,
  };
}

/** Money returned on an invoice's payments: how much, and when first. */
export type Refunds = { amount: number; firstAt: Date | null };

function lineOf(line: Stripe.InvoiceLineItem, lookupKeyOf: (priceId: string) => string | null, product: string): InvoiceLine {
  const priceId = idOf(line.pricing?.price_details?.price);
  const key = priceId ? lookupKeyOf(priceId) : null;
  const quantity = line.quantity ?? 1;
  const unit = line.pricing?.unit_amount_decimal;
  const proration = line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? false;
  return {
    description: line.description ?? "",
    planId: key ? (parseLookupKey(key, product)?.plan.id ?? null) : null,
    quantity,
    unitAmount: unit != null ? Math.round(Number(unit)) : quantity ? Math.round(line.amount / quantity) : line.amount,
    amount: line.amount,
    periodStart: date(line.period.start)?.toISOString() ?? null,
    periodEnd: date(line.period.end)?.toISOString() ?? null,
    proration,
  };
}

/** The mirror's state of a Stripe invoice (its lines all read), with what was refunded of it. */
export function invoiceState(
  inv: Stripe.Invoice,
  lines: Stripe.InvoiceLineItem[],
  refunds: Refunds,
  owner: Owner,
  lookupKeyOf: (priceId: string) => string | null,
  product: string,
  version: number,
): InvoiceState {
  const discount = (inv.total_discount_amounts ?? []).reduce((n, d) => n + d.amount, 0);
  return {
    id: inv.id,
    whitelabelId: owner.tenantId,
    entityId: owner.entityId,
    customerId: idOf(inv.customer as string | { id: string })!,
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    gateway: "stripe",
    number: inv.number,
    status: (INVOICE_STATUSES as readonly string[]).includes(inv.status ?? "") ? (inv.status as InvoiceState["status"]) : "draft",
    currency: inv.currency,
    subtotal: inv.subtotal,
    discount,
    total: inv.total,
    amountPaid: inv.amount_paid,
    amountRefunded: Math.min(refunds.amount, inv.amount_paid),
    lines: lines.map((l) => lineOf(l, lookupKeyOf, product)),
    // the lines say which period was billed (an invoice's own period_* is the one before, for usage)
    periodStart: lines.length ? new Date(Math.min(...lines.map((l) => l.period.start)) * 1000) : date(inv.period_start),
    periodEnd: lines.length ? new Date(Math.max(...lines.map((l) => l.period.end)) * 1000) : date(inv.period_end),
    paidAt: date(inv.status_transitions.paid_at),
    refundedAt: refunds.amount > 0 ? refunds.firstAt : null,
    hostedUrl: inv.hosted_invoice_url ?? null,
    createdAt: new Date(inv.created * 1000),
    version,
  };
}
