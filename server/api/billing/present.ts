import type { Customer, Invoice, PlanView, Subscription } from "../../../contract/billing.ts";
import type { Locale } from "../../../contract/constants.ts";
import { BILLING_INTERVALS, CURRENCIES, findPlan, lookupKey, unitAmountCents, type Plan } from "../../../contract/plans.ts";
import type { InvoiceLine } from "./schema.ts";
import { translate } from "../../platform/i18n.ts";
import type { SubscriptionRow } from "./gateway.ts";
import type { CustomerRow, InvoiceRow } from "./queries.ts";
import { intlLocale } from "../../../contract/locale.ts";

/** Seconds since the epoch, as Stripe dates things. */
export const secs = (d: Date) => Math.floor(d.getTime() / 1000);
const secsOrNull = (d: Date | null) => (d ? secs(d) : null);

export const priceId = (key: string) => `price_${key.replace(/-/g, "_")}`;

function price(plan: Pick<Plan, "id" | "product">, key: string, currency: string, unitAmount: number, interval: "month" | "year") {
  return {
    id: priceId(key),
    lookup_key: key,
    product: plan.product,
    plan: plan.id,
    currency: currency.toLowerCase(),
    unit_amount: unitAmount,
    recurring: { interval },
  };
}

/** A plan of the catalogue with every price it has (both intervals, each currency it is sold in). */
export function planView(plan: Plan): PlanView {
  const prices = CURRENCIES.flatMap((c) =>
    BILLING_INTERVALS.flatMap((i) => {
      const cents = unitAmountCents(plan, c, i);
      return cents === null ? [] : [price(plan, lookupKey(plan.id, i), c, cents, i)];
    }),
  );
  return {
    id: plan.id,
    key: plan.key,
    product: plan.product,
    perSeat: plan.perSeat,
    custom: plan.prices === "custom",
    features: [...plan.features],
    prices,
  };
}

/** §3 Subscription, as Stripe shapes it. */
export function subscriptionView(row: SubscriptionRow, product: string): Subscription {
  const plan = findPlan(row.planId, product);
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    metadata: { ...(row.trial ? { type: "trial" as const } : {}), entityId: row.entityId, plan: row.planId },
    items: {
      data: [
        {
          id: row.itemId,
          quantity: row.quantity,
          price: price({ id: row.planId, product: plan?.product ?? "training" }, row.lookupKey, row.currency, row.unitAmount, row.interval),
        },
      ],
    },
    current_period_start: secs(row.currentPeriodStart),
    current_period_end: secs(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: secsOrNull(row.canceledAt),
    ended_at: secsOrNull(row.endedAt),
    trial_end: secsOrNull(row.trialEnd),
    discount: row.discount ?? null,
    created: secs(row.createdAt),
  };
}

export function customerView(row: CustomerRow): Customer {
  return {
    id: row.id,
    object: "customer",
    name: row.name,
    email: row.email,
    metadata: { entityId: row.entityId },
    created: secs(row.createdAt),
  };
}

const day = (iso: string | null, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso)) : "";

/** A plan's neutral name in a language ("Team", "Equipe"), never the brand. */
export const planName = (planId: string | null, product: string, locale: Locale) => {
  const key = planId ? findPlan(planId, product)?.key : undefined;
  return key ? translate(`billing:plans.${key}`, locale) : (planId ?? "");
};

/**
 * An invoice line in the reader's language. The built-in gateway's lines are written from
 * what they are (a period, unused or remaining time, a carried credit); Stripe's keep Stripe's text.
 */
export function lineText(line: InvoiceLine, gateway: string, product: string, locale: Locale) {
  if (gateway !== "local") return line.description;
  if (!line.planId) return translate("billing:lines.credit", locale);
  const vars = {
    quantity: line.quantity,
    plan: planName(line.planId, product, locale),
    from: day(line.periodStart, locale),
    to: day(line.periodEnd, locale),
  };
  if (!line.proration) return translate("billing:lines.period", locale, vars);
  return translate(line.amount < 0 ? "billing:lines.unused" : "billing:lines.remaining", locale, vars);
}

export const receiptPath = (invoiceId: string) => `/api/payment-gateway/invoices/${invoiceId}/receipt`;

export function invoiceView(row: InvoiceRow, product: string, locale: Locale): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    refunded: !!row.refundedAt,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    amountPaid: row.amountPaid,
    amountRefunded: row.amountRefunded,
    lines: row.lines.map((l) => ({
      description: lineText(l, row.gateway, product, locale),
      planId: l.planId,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.amount,
      proration: l.proration,
    })),
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod ?? null,
    receiptUrl: receiptPath(row.id),
    hostedUrl: row.hostedUrl,
  };
}
