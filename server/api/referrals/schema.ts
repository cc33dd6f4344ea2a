import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { COMMISSION_CURRENCIES, COMMISSION_STATUSES, REFERRAL_STATUSES } from "../../../contract/referral-rules.ts";
import { users, type UtmValues } from "../identity/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * A person's place in the referral programme (§3 Affiliate): one per person, made on first
 * use. The record outlives an erased account (user_id null) so its commissions stay accounted
 * for; such a code no longer refers anyone.
 */
export const affiliates = pgTable(
  "affiliates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Random, in capitals (contract/referral-rules.ts); unique across the platform. */
    code: text("code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("affiliates_code_key").on(t.code),
    uniqueIndex("affiliates_user_key")
      .on(t.whitelabelId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * A sign-up that came through an affiliate's link. Its customer is the entity the referred
 * person pays for (their own at an individual sign-up, else bound at its first paid invoice);
 * that invoice, earning or not, is the only one that can earn.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    referredUserId: uuid("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    referredEntityId: uuid("referred_entity_id").references(() => entities.id, { onDelete: "set null" }),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("signed-up"),
    /** The campaign of the sign-up, as it was. */
    utm: jsonb("utm").$type<UtmValues>(),
    firstInvoiceId: text("first_invoice_id"),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("referrals_affiliate_idx").on(t.whitelabelId, t.affiliateId, t.createdAt),
    uniqueIndex("referrals_referred_user_key")
      .on(t.whitelabelId, t.referredUserId)
      .where(sql`${t.referredUserId} is not null`),
    index("referrals_referred_entity_idx").on(t.whitelabelId, t.referredEntityId),
  ],
);

/** What an affiliate earned on a referred customer's first paid invoice; a refund reverses it. */
export const commissions = pgTable(
  "commissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    customerEntityId: uuid("customer_entity_id").references(() => entities.id, { onDelete: "set null" }),
    /** The billing invoice (the gateway's id): one commission per invoice. */
    invoiceId: text("invoice_id").notNull(),
    invoiceAmountCents: integer("invoice_amount_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: COMMISSION_CURRENCIES }).notNull(),
    /** The rate it was earned at, in basis points (2000 is 20 %). */
    rateBasisPoints: integer("rate_basis_points").notNull(),
    status: text("status", { enum: COMMISSION_STATUSES }).notNull().default("earned"),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("commissions_invoice_key").on(t.whitelabelId, t.invoiceId),
    uniqueIndex("commissions_referral_key").on(t.referralId),
    index("commissions_affiliate_idx").on(t.whitelabelId, t.affiliateId, t.earnedAt),
  ],
);

/**
 * Refunded invoices, as billing reports them: a refund that arrives before its payment
 * (webhooks out of order) still reverses the commission that payment makes.
 */
export const refundedInvoices = pgTable(
  "refunded_invoices",
  {
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    invoiceId: text("invoice_id").notNull(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.whitelabelId, t.invoiceId] })],
);

/** The campaign (UTM parameters, guard 8) a person signed up with; it goes with their account. */
export const signUpCampaigns = pgTable(
  "sign_up_campaigns",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    term: text("term"),
    content: text("content"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_up_campaigns_tenant_idx").on(t.whitelabelId, t.createdAt)],
);
