import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, happenedAt, ownedBy, refersTo, timestamps } from "../../db/columns.ts";
import { users } from "../identity/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * Billing's mirror of the payment gateway (docs/decisions/0028-billing.md). Either gateway —
 * Stripe, or the built-in test gateway — writes customers, subscriptions and invoices here, and
 * the product reads only these tables. Ids are the gateway's own (cus_…, sub_…, in_…).
 */

export const GATEWAYS = ["stripe", "local"] as const;
export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete_expired",
  "paused",
] as const;
/** Statuses whose plan's features the entity has. */
export const LIVE_SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due"] as const;
export const INVOICE_STATUSES = ["draft", "open", "paid", "void", "uncollectible"] as const;

/** One per entity: who the gateway bills. entities.stripe_customer_id (§3) holds the same id. */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    id: text("id").primaryKey(),
    ...ownedBy.entity(whitelabels, entities),
    gateway: text("gateway", { enum: GATEWAYS }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("billing_customers_entity_key").on(t.entityId, t.gateway), index("billing_customers_tenant_idx").on(t.whitelabelId)],
);

export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    ...ownedBy.entity(whitelabels, entities),
    customerId: text("customer_id")
      .notNull()
      .references(() => billingCustomers.id, { onDelete: "cascade" }),
    gateway: text("gateway", { enum: GATEWAYS }).notNull(),
    /** The subscription's one item (§3 items.data[0]). */
    itemId: text("item_id").notNull(),
    planId: text("plan_id").notNull(),
    lookupKey: text("lookup_key").notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    currency: text("currency").notNull(),
    /** Price of one unit (a seat, or the whole plan), in cents, before any discount. */
    unitAmount: integer("unit_amount").notNull(),
    quantity: integer("quantity").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** §3 metadata.type = "trial": begun without a card. */
    trial: boolean("trial").notNull().default(false),
    trialEnd: at("trial_end"),
    currentPeriodStart: at("current_period_start").notNull(),
    currentPeriodEnd: at("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: at("canceled_at"),
    endedAt: at("ended_at"),
    /** A coupon applied to it: { promotionCodeId, code, percentOff, amountOff, currency, duration, durationInMonths }. */
    discount: jsonb("discount").$type<SubscriptionDiscount | null>(),
    /** The individual account this subscription turned into a company when it went live (checkout's upgradeAccount). */
    upgradeAccount: boolean("upgrade_account").notNull().default(false),
    /**
     * When the gateway's state was read (ms since epoch): an older state never overwrites a newer
     * one, so webhooks arriving out of order leave the newest (decision 0028).
     */
    version: bigint("version", { mode: "number" }).notNull(),
    /** Trial reminders already sent, by days before the end (3, 1). */
    trialNotices: jsonb("trial_notices").$type<number[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index("billing_subscriptions_entity_idx").on(t.whitelabelId, t.entityId, t.status),
    index("billing_subscriptions_customer_idx").on(t.customerId),
    index("billing_subscriptions_trial_idx")
      .on(t.trialEnd)
      .where(sql`${t.status} = 'trialing'`),
  ],
);

export type SubscriptionDiscount = {
  promotionCodeId: string;
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: "once" | "repeating" | "forever";
  durationInMonths: number | null;
};

export type InvoiceLine = {
  description: string;
  planId: string | null;
  quantity: number;
  unitAmount: number;
  amount: number;
  periodStart: string | null;
  periodEnd: string | null;
  proration: boolean;
};
/** How an invoice was paid: a card (its brand and last four digits, when known), boleto or pix. */
export type PaymentMethod = { type: string; brand: string | null; last4: string | null };

export const billingInvoices = pgTable(
  "billing_invoices",
  {
    id: text("id").primaryKey(),
    ...ownedBy.entity(whitelabels, entities),
    customerId: text("customer_id")
      .notNull()
      .references(() => billingCustomers.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id"),
    gateway: text("gateway", { enum: GATEWAYS }).notNull(),
    number: text("number"),
    status: text("status", { enum: INVOICE_STATUSES }).notNull(),
    currency: text("currency").notNull(),
    /** Cents. total = subtotal − discount; amount_paid ≤ total; amount_refunded ≤ amount_paid. */
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    total: integer("total").notNull(),
    amountPaid: integer("amount_paid").notNull().default(0),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull().default([]),
    periodStart: at("period_start"),
    periodEnd: at("period_end"),
    paidAt: at("paid_at"),
    refundedAt: at("refunded_at"),
    /** The gateway's hosted page or PDF, when it has one (Stripe); ours is /api/payment-gateway/invoices/{id}/receipt. */
    hostedUrl: text("hosted_url"),
    paymentMethod: jsonb("payment_method").$type<PaymentMethod>(),
    version: bigint("version", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("billing_invoices_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    index("billing_invoices_subscription_idx").on(t.subscriptionId),
  ],
);

/** Gateway events already handled: a webhook delivered twice is processed once. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  gateway: text("gateway", { enum: GATEWAYS }).notNull(),
  type: text("type").notNull(),
  /** ms since epoch, as the gateway dated the event. */
  created: bigint("created", { mode: "number" }).notNull(),
  processedAt: happenedAt("processed_at"),
});

/**
 * The built-in gateway's coupons and promotion codes (Stripe keeps its own). Platform-wide: a
 * code is typed by customers of any tenant.
 */
export const billingPromotionCodes = pgTable(
  "billing_promotion_codes",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    percentOff: integer("percent_off"),
    amountOff: integer("amount_off"),
    currency: text("currency"),
    duration: text("duration", { enum: ["once", "repeating", "forever"] }).notNull(),
    durationInMonths: integer("duration_in_months"),
    maxRedemptions: integer("max_redemptions"),
    timesRedeemed: integer("times_redeemed").notNull().default(0),
    expiresAt: at("expires_at"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("billing_promotion_codes_code_key").on(sql`upper(${t.code})`)],
);

export const CHECKOUT_STATUSES = ["open", "requires_action", "complete", "expired"] as const;

/** The built-in gateway's checkout sessions (its TEST MODE checkout page). */
export const billingCheckoutSessions = pgTable(
  "billing_checkout_sessions",
  {
    id: text("id").primaryKey(),
    ...ownedBy.entity(whitelabels, entities),
    customerId: text("customer_id")
      .notNull()
      .references(() => billingCustomers.id, { onDelete: "cascade" }),
    userId: refersTo("user_id", users),
    gateway: text("gateway", { enum: GATEWAYS }).notNull(),
    lookupKey: text("lookup_key").notNull(),
    currency: text("currency").notNull(),
    quantity: integer("quantity").notNull(),
    promotionCodeId: text("promotion_code_id"),
    upgradeAccount: boolean("upgrade_account").notNull().default(false),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("open"),
    subscriptionId: text("subscription_id"),
    /** Why the last payment attempt failed (a declined card), for the checkout page. */
    lastError: text("last_error"),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("billing_checkout_sessions_entity_idx").on(t.whitelabelId, t.entityId)],
);
