import type { BillingInterval, Currency, Plan } from "../../../contract/plans.ts";
import type { billingCustomers, billingSubscriptions } from "./schema.ts";

export type GatewayName = "stripe" | "local";
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** A coupon reached by its promotion code (§5: validated by promotion code id or value). */
export type PromotionCode = {
  id: string;
  code: string;
  name: string;
  percentOff: number | null;
  /** Cents, in `currency`. */
  amountOff: number | null;
  currency: string | null;
  duration: "once" | "repeating" | "forever";
  durationInMonths: number | null;
};

export type CustomerRef = { id: string; tenantId: string; entityId: string; name: string; email: string };

/** A stored customer as the gateways know it. */
export const customerRef = (row: typeof billingCustomers.$inferSelect): CustomerRef => ({
  id: row.id,
  tenantId: row.whitelabelId,
  entityId: row.entityId,
  name: row.name,
  email: row.email,
});

/** A priced plan the customer picked: its lookup key, plan and interval. */
export type PriceChoice = { lookupKey: string; plan: Plan; interval: BillingInterval };

export type CheckoutInput = PriceChoice & {
  tenantId: string;
  entityId: string;
  userId: string;
  customer: CustomerRef;
  currency: Currency;
  quantity: number;
  promotion: PromotionCode | null;
  upgradeAccount: boolean;
  /** Absolute; `{CHECKOUT_SESSION_ID}` is replaced by the session's id (Stripe's placeholder). */
  successUrl: string;
  cancelUrl: string;
  locale: "en" | "pt";
};

/**
 * What billing asks of a payment gateway (docs/decisions/0028-billing.md). Two adapters: Stripe
 * (server/api/billing/stripe/) and the built-in test gateway (server/api/billing/local/). Each
 * writes what changed into billing's mirror tables through `Mirror` — at once after its own calls,
 * and again from its events — so the product reads one shape whichever gateway runs.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** No real money moves: pages say TEST MODE. */
  readonly testMode: boolean;
  /** Creates the gateway's customer for an entity; returns its id (the caller mirrors it). */
  createCustomer(input: { tenantId: string; entityId: string; name: string; email: string }): Promise<string>;
  findPromotionCode(q: { id?: string | null; code?: string | null }): Promise<PromotionCode | null>;
  /** A checkout session the browser is sent to; it is recorded in billing_checkout_sessions too. */
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** Seats, prorated. */
  updateQuantity(sub: SubscriptionRow, quantity: number): Promise<void>;
  /**
   * Another plan or interval, prorated (upgrade, or monthly to yearly). `quantity`: the seats
   * after the change, when it changes with it (a per-account plan to a per-seat one); else kept.
   */
  changePrice(sub: SubscriptionRow, to: PriceChoice & { quantity?: number }): Promise<void>;
  setCancelAtPeriodEnd(sub: SubscriptionRow, cancel: boolean): Promise<void>;
  /** A trial without a card (§3 metadata.type = "trial"); it ends, not bills, when no card is added. */
  startTrial(
    input: PriceChoice & { customer: CustomerRef; quantity: number; currency: Currency; days: number; upgradeAccount?: boolean },
  ): Promise<void>;
  /** Where the customer manages cards and invoices (Stripe's Billing Portal; our own /subscription for the test gateway). */
  portalUrl(customer: CustomerRef, returnUrl: string): Promise<string>;
}
