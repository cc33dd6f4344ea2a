import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, belongsTo, createdAt, id, ownedBy, refersTo, timestamps } from "../../db/columns.ts";
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
    id: id(),
    ...ownedBy.tenant(whitelabels),
    userId: refersTo("user_id", users),
    /** Random, in capitals (contract/referral-rules.ts); unique across the platform. */
    code: text("code").notNull(),
    createdAt: createdAt(),
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
    id: id(),
    ...ownedBy.tenant(whitelabels),
    affiliateId: belongsTo("affiliate_id", affiliates),
    referredUserId: refersTo("referred_user_id", users),
    referredEntityId: refersTo("referred_entity_id", entities),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("signed-up"),
    /** The campaign of the sign-up, as it was. */
    utm: jsonb("utm").$type<UtmValues>(),
    firstInvoiceId: text("first_invoice_id"),
    convertedAt: at("converted_at"),
    createdAt: createdAt(),
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
    id: id(),
    ...ownedBy.tenant(whitelabels),
    affiliateId: belongsTo("affiliate_id", affiliates),
    referralId: belongsTo("referral_id", referrals),
    customerEntityId: refersTo("customer_entity_id", entities),
    /** The billing invoice (the gateway's id): one commission per invoice. */
    invoiceId: text("invoice_id").notNull(),
    invoiceAmountCents: integer("invoice_amount_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: COMMISSION_CURRENCIES }).notNull(),
    /** The rate it was earned at, in basis points (2000 is 20 %). */
    rateBasisPoints: integer("rate_basis_points").notNull(),
    status: text("status", { enum: COMMISSION_STATUSES }).notNull().default("earned"),
    earnedAt: at("earned_at").notNull(),
    reversedAt: at("reversed_at"),
    ...timestamps(),
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
    ...ownedBy.tenant(whitelabels),
    invoiceId: text("invoice_id").notNull(),
    refundedAt: at("refunded_at").notNull(),
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
    ...ownedBy.tenant(whitelabels),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    term: text("term"),
    content: text("content"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_up_campaigns_tenant_idx").on(t.whitelabelId, t.createdAt)],
);
