import { localizePath } from "../../../../contract/locale.ts";
import { unitAmountCents, type Currency } from "../../../../contract/plans.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { billingCheckoutSessions, LIVE_SUBSCRIPTION_STATUSES } from "../schema.ts";
import type { TenancyService } from "../../tenancy/index.ts";
import { addInterval, DAY_MS, discountApplies, periodLine, prorationLines } from "../amounts.ts";
import { conflict, notFound } from "../errors.ts";
import type { CheckoutInput, CustomerRef, PaymentGateway, PriceChoice, SubscriptionRow } from "../gateway.ts";
import type { Mirror } from "../mirror.ts";
import { findSubscription } from "../queries.ts";
import { createLocalCheckout } from "./pay.ts";
import { asPromotionCode, findPromotionCodeRow, usable } from "./promotion-codes.ts";
import { addToDraft, newId, nextVersion, payInvoice, subscriptionState } from "./records.ts";
import { createLocalRenewals } from "./renewals.ts";
import type { TenantScope } from "../../../platform/scope.ts";

export type LocalGatewayDeps = { db: Db; mirror: Mirror; product: string; tenancy: Pick<TenancyService, "byId"> };
export type TrialInput = Parameters<PaymentGateway["startTrial"]>[0];

/** How long the built-in checkout page stays payable (Stripe's default: 24 hours). */
export const CHECKOUT_TTL_MS = DAY_MS;

/**
 * The built-in test gateway (docs/decisions/0028-billing.md): the default when Stripe is not
 * configured. It keeps real records in billing's tables — customers (cus_…), checkout sessions
 * (cs_…) paid on our own TEST MODE page with the well-known test cards, subscriptions (sub_…),
 * numbered invoices (in_…) — and writes them through the mirror, as Stripe's events would.
 * Changes follow Stripe's defaults: seats and plans prorate onto the next invoice
 * (`create_prorations`), a new billing interval starts a new period and is invoiced at once.
 */
export function createLocalGateway(d: LocalGatewayDeps) {
  // read in the caller's transaction: the embedded database has one connection, which the transaction holds
  const prefix = async ({ tenantId }: TenantScope, tx: Tx) => (await d.tenancy.byId(tenantId, tx))?.whitelabelSlug ?? "inv";

  /** A trial without a card, written in the caller's transaction (a new company's, with its creation). */
  async function startTrialIn(tx: Tx, input: TrialInput & { upgradeAccount?: boolean }, now = new Date()) {
    const end = new Date(now.getTime() + input.days * DAY_MS);
    await d.mirror.syncSubscription(tx, {
      id: newId("sub"),
      whitelabelId: input.customer.tenantId,
      entityId: input.customer.entityId,
      customerId: input.customer.id,
      gateway: "local",
      itemId: newId("si"),
      planId: input.plan.id,
      lookupKey: input.lookupKey,
      interval: input.interval,
      currency: input.currency.toLowerCase(),
      unitAmount: unitAmountCents(input.plan, input.currency, input.interval) ?? 0,
      quantity: input.quantity,
      status: "trialing",
      trial: true,
      trialEnd: end,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      discount: null,
      upgradeAccount: !!input.upgradeAccount,
      version: nextVersion(),
    });
  }

  /** A change of seats or price, prorated (Stripe's create_prorations); never a trial's (409). */
  async function change(sub: SubscriptionRow, to: { quantity: number; price?: PriceChoice }, now = new Date()) {
    await d.db.transaction(async (tx) => {
      const row = await findSubscription(tx, { tenantId: sub.whitelabelId, entityId: sub.entityId }, sub.id, true);
      if (!row) throw notFound();
      if (!(LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(row.status))
        throw conflict("subscription_ended", "subscriptionEnded");
      const price = to.price;
      const unitAmount = price ? unitAmountCents(price.plan, row.currency.toUpperCase() as Currency, price.interval) : row.unitAmount;
      if (unitAmount === null) throw conflict("currency", "currency");
      const next = {
        planId: price?.plan.id ?? row.planId,
        lookupKey: price?.lookupKey ?? row.lookupKey,
        interval: price?.interval ?? row.interval,
        unitAmount,
        quantity: to.quantity,
      };
      const period = { start: row.currentPeriodStart, end: row.currentPeriodEnd };
      // a trial's seats and plan are not for sale without a payment (refuseDuringTrial says why)
      if (row.status === "trialing") throw conflict("trial_locked", "trialLocked", { seats: row.quantity });
      if (next.interval === row.interval) {
        await addToDraft(tx, d.mirror, row, prorationLines(row, next, period, now));
        await d.mirror.syncSubscription(tx, subscriptionState(row, next));
      } else {
        // a new interval restarts the period: the unused rest is credited on an invoice paid now
        const end = addInterval(now, next.interval);
        const credit = prorationLines(row, { ...row, quantity: 0 }, period, now);
        const discount = discountApplies(row.discount, row.createdAt, now) ? row.discount : null;
        await payInvoice(tx, d.mirror, row, {
          lines: [...credit, periodLine(next, now, end)],
          discount,
          periodStart: now,
          periodEnd: end,
          now,
          prefix: await prefix({ tenantId: row.whitelabelId }, tx),
        });
        await d.mirror.syncSubscription(tx, subscriptionState(row, { ...next, currentPeriodStart: now, currentPeriodEnd: end }));
      }
    });
  }

  const checkout = createLocalCheckout({ ...d, prefix });
  const renewals = createLocalRenewals({ ...d, prefix });

  const gateway = {
    name: "local",
    testMode: true,
    async createCustomer() {
      return newId("cus");
    },
    async findPromotionCode(q) {
      const row = await findPromotionCodeRow(d.db, q);
      return row && usable(row) ? asPromotionCode(row) : null;
    },
    async createCheckout(input: CheckoutInput) {
      const id = newId("cs");
      await d.db.insert(billingCheckoutSessions).values({
        id,
        whitelabelId: input.tenantId,
        entityId: input.entityId,
        customerId: input.customer.id,
        userId: input.userId,
        gateway: "local",
        lookupKey: input.lookupKey,
        currency: input.currency,
        quantity: input.quantity,
        promotionCodeId: input.promotion?.id ?? null,
        upgradeAccount: input.upgradeAccount,
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      });
      return { id, url: localizePath(`/subscription/checkout/${id}`, input.locale) };
    },
    updateQuantity: (sub, quantity) => change(sub, { quantity }),
    changePrice: (sub, to) => change(sub, { quantity: to.quantity ?? sub.quantity, price: to }),
    async setCancelAtPeriodEnd(sub, cancel) {
      await d.db.transaction(async (tx) => {
        const row = await findSubscription(tx, { tenantId: sub.whitelabelId, entityId: sub.entityId }, sub.id, true);
        if (!row) throw notFound();
        await d.mirror.syncSubscription(tx, subscriptionState(row, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null }));
      });
    },
    async startTrial(input) {
      await d.db.transaction((tx) => startTrialIn(tx, input));
    },
    // the test gateway has no portal of its own: /subscription is where cards and invoices are
    async portalUrl(_customer: CustomerRef, returnUrl: string) {
      return new URL(returnUrl, "http://localhost").pathname;
    },
  } satisfies PaymentGateway;

  return { ...gateway, name: "local" as const, startTrialIn, change, ...checkout, ...renewals };
}
export type LocalGateway = ReturnType<typeof createLocalGateway>;
