import { createHash } from "node:crypto";
import Stripe from "stripe";
import type { Currency } from "../../../../contract/plans.ts";
import type { Db } from "../../../db/client.ts";
import { billingCheckoutSessions } from "../schema.ts";
import type { Config } from "../../../platform/config.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import type { CheckoutInput, CustomerRef, PaymentGateway, PriceChoice, SubscriptionRow } from "../gateway.ts";
import type { Mirror } from "../mirror.ts";
import { promotionCodeOf, SUBSCRIPTION_EXPAND, unitAmountIn } from "./map.ts";
import type { StripeReader } from "./read.ts";
import { languageTag } from "../../../../contract/locale.ts";

export type StripeGatewayDeps = {
  stripe: Stripe;
  reader: StripeReader;
  db: Db;
  mirror: Mirror;
  config: Pick<Config, "STRIPE_BRL_PAYMENT_METHODS">;
};

const missing = (e: unknown) => e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404;
/** Stripe refused a change because the subscription has ended meanwhile (the mirror had not heard yet). */
const ended = (e: unknown) => e instanceof Stripe.errors.StripeInvalidRequestError && /canceled subscription/i.test(e.message);

/**
 * The Stripe adapter (docs/decisions/0028-billing.md): customers, Checkout Sessions in
 * subscription mode with the price of the plan's lookup key, promotion codes, seats and price
 * changes prorated, cancel or resume at the period end, trials without a card, the Billing
 * Portal. What each call changes is mirrored at once from the object Stripe answers; the
 * webhook mirrors it again from Stripe's events.
 */
export function createStripeGateway(d: StripeGatewayDeps): PaymentGateway {
  const { stripe, reader } = d;

  /** The active price of a lookup key, with its other currencies. */
  async function priceOf(lookupKey: string, currency: string) {
    const [price] = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, expand: ["data.currency_options"], limit: 1 }))
      .data;
    if (!price) throw new Error(`Stripe has no active price with the lookup key ${lookupKey}: create it (README, Configure it)`);
    const unit = unitAmountIn(price, currency);
    if (unit === null)
      throw new Error(`Stripe's price ${price.id} (${lookupKey}) has no amount in ${currency}: add it to the price's currency options`);
    return { price, unit };
  }

  const metadataOf = (c: { tenantId: string; entityId: string }, plan: string, upgradeAccount: boolean) => ({
    entityId: c.entityId,
    tenantId: c.tenantId,
    plan,
    upgradeAccount: String(upgradeAccount),
  });

  async function mirrorSubscription(sub: Stripe.Subscription, version: number) {
    const state = await reader.fromSubscription(sub, version);
    if (state) await d.db.transaction((tx) => d.mirror.syncSubscription(tx, state));
  }

  async function mirrorInvoice(id: string | Stripe.Invoice | null) {
    const state = id && (await reader.invoice(typeof id === "string" ? id : id.id));
    if (state) await d.db.transaction((tx) => d.mirror.syncInvoice(tx, state));
  }

  /** A change to a subscription, mirrored from Stripe's answer; `billed`: the change may have been invoiced at once. */
  async function update(sub: SubscriptionRow, params: Stripe.SubscriptionUpdateParams, billed = false) {
    const version = reader.readAt();
    let updated: Stripe.Subscription;
    try {
      updated = await stripe.subscriptions.update(sub.id, { ...params, expand: SUBSCRIPTION_EXPAND });
    } catch (e) {
      if (ended(e)) throw new DomainError("conflict", "subscription_ended", "billing:errors.subscriptionEnded");
      throw e;
    }
    await mirrorSubscription(updated, version);
    if (billed) await mirrorInvoice(updated.latest_invoice);
  }

  return {
    name: "stripe",
    testMode: false,

    async createCustomer(input) {
      // one customer per entity even when asked twice at once (Stripe keeps idempotency keys a day)
      const key = createHash("sha256")
        .update(`${input.tenantId}|${input.entityId}|${input.name}|${input.email}`)
        .digest("hex")
        .slice(0, 32);
      const customer = await stripe.customers.create(
        { name: input.name, email: input.email, metadata: { tenantId: input.tenantId, entityId: input.entityId } },
        { idempotencyKey: `customer-${key}` },
      );
      return customer.id;
    },

    async findPromotionCode(q) {
      let promo: Stripe.PromotionCode | undefined;
      if (q.id) {
        try {
          promo = await stripe.promotionCodes.retrieve(q.id, { expand: ["promotion.coupon"] });
        } catch (e) {
          if (missing(e)) return null;
          throw e;
        }
      } else if (q.code) {
        promo = (await stripe.promotionCodes.list({ code: q.code, active: true, limit: 1, expand: ["data.promotion.coupon"] })).data[0];
      }
      const coupon = promo?.promotion.coupon;
      if (!promo || !promo.active || !coupon || typeof coupon === "string" || !coupon.valid) return null;
      if (promo.expires_at && promo.expires_at * 1000 <= Date.now()) return null;
      if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions) return null;
      return promotionCodeOf(promo);
    },

    async createCheckout(input: CheckoutInput) {
      const currency = input.currency.toLowerCase();
      const { price, unit } = await priceOf(input.lookupKey, currency);
      const quantity = input.plan.perSeat ? input.quantity : 1;
      const methods = currency === "brl" ? d.config.STRIPE_BRL_PAYMENT_METHODS : ["card"];
      const metadata = metadataOf(input, input.plan.id, input.upgradeAccount);
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "subscription",
        customer: input.customer.id,
        client_reference_id: input.entityId,
        line_items: [{ price: price.id, quantity }],
        currency,
        // a code checked on our pricing page is applied; otherwise Checkout takes one itself
        ...(input.promotion ? { discounts: [{ promotion_code: input.promotion.id }] } : { allow_promotion_codes: true }),
        // a filter on what Stripe finds eligible (activated, offered in subscription mode, for the account's country)
        allowed_payment_method_types: methods,
        // Pix Automático: the mandate the customer approves covers the renewals, with room for seats added
        ...(methods.includes("pix")
          ? {
              payment_method_options: {
                pix: {
                  mandate_options: {
                    amount_type: "maximum" as const,
                    amount: 2 * unit * quantity,
                    currency: "brl",
                    payment_schedule: input.interval === "year" ? ("yearly" as const) : ("monthly" as const),
                  },
                },
              },
            }
          : {}),
        metadata,
        subscription_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: languageTag(input.locale),
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(params);
      } catch (e) {
        // the code was usable when checked, but not by the time Checkout was asked
        if (input.promotion && e instanceof Stripe.errors.StripeInvalidRequestError && e.param?.startsWith("discounts")) {
          throw new DomainError("invalid", "invalid_coupon", "billing:errors.couponInvalid", {}, "promotionCodeId");
        }
        throw e;
      }
      await d.db.insert(billingCheckoutSessions).values({
        id: session.id,
        whitelabelId: input.tenantId,
        entityId: input.entityId,
        customerId: input.customer.id,
        userId: input.userId,
        gateway: "stripe",
        lookupKey: input.lookupKey,
        currency: input.currency,
        quantity,
        promotionCodeId: input.promotion?.id ?? null,
        upgradeAccount: input.upgradeAccount,
        expiresAt: new Date(session.expires_at * 1000),
      });
      return { id: session.id, url: session.url! };
    },

    updateQuantity: (sub, quantity) => update(sub, { items: [{ id: sub.itemId, quantity }], proration_behavior: "create_prorations" }),

    async changePrice(sub: SubscriptionRow, to: PriceChoice & { quantity?: number }) {
      const { price } = await priceOf(to.lookupKey, sub.currency);
      const quantity = to.quantity ?? (to.plan.perSeat ? sub.quantity : 1);
      // a new interval restarts the period and is invoiced at once
      await update(
        sub,
        { items: [{ id: sub.itemId, price: price.id, quantity }], proration_behavior: "create_prorations", metadata: { plan: to.plan.id } },
        true,
      );
    },

    setCancelAtPeriodEnd: (sub, cancel) => update(sub, { cancel_at_period_end: cancel }),

    async startTrial(
      input: PriceChoice & { customer: CustomerRef; quantity: number; currency: Currency; days: number; upgradeAccount?: boolean },
    ) {
      const currency = input.currency.toLowerCase();
      const { price } = await priceOf(input.lookupKey, currency);
      const version = reader.readAt();
      const sub = await stripe.subscriptions.create(
        {
          customer: input.customer.id,
          items: [{ price: price.id, quantity: input.plan.perSeat ? input.quantity : 1 }],
          currency,
          trial_period_days: input.days,
          // no card asked: at the trial's end without one, the subscription ends instead of billing
          trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: { ...metadataOf(input.customer, input.plan.id, !!input.upgradeAccount), type: "trial" },
          expand: SUBSCRIPTION_EXPAND,
        },
        { idempotencyKey: `trial-${input.customer.entityId}-${input.lookupKey}` },
      );
      await mirrorSubscription(sub, version);
      await mirrorInvoice(sub.latest_invoice);
    },

    async portalUrl(customer: CustomerRef, returnUrl: string) {
      return (await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: returnUrl })).url;
    },
  };
}
