import type { BillingInterval } from "../../../../contract/plans.ts";
import type { Tx } from "../../../db/client.ts";
import { billingPromotionCodes, billingSubscriptions } from "../schema.ts";
import { scoped } from "../../../platform/scope.ts";
import { addInterval, periodLine } from "../amounts.ts";
import type { Mirror } from "../mirror.ts";
import { DEMO_PROMOTION_CODES } from "./promotion-codes.ts";
import { newId, nextVersion, payInvoice } from "./records.ts";

export type DemoSubscription = {
  tenantId: string;
  tenantSlug: string;
  entityId: string;
  customer: { name: string; email: string };
  planId: string;
  lookupKey: string;
  interval: BillingInterval;
  currency: "usd" | "brl";
  /** Cents per unit: the catalogue's price, or the quote of a plan sold by sales (Enterprise). */
  unitAmount: number;
  quantity: number;
};

/**
 * A demo entity's subscription on the built-in gateway, bought the way a customer buys one:
 * a customer, a live subscription whose features the mirror derives, and its paid first
 * invoice. Once: an entity that has any subscription is left as it is.
 */
export async function seedDemoSubscription(tx: Tx, mirror: Mirror, s: DemoSubscription, now = new Date()) {
  const scope = { tenantId: s.tenantId, entityId: s.entityId };
  const [any] = await tx
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(scoped.entity(billingSubscriptions, scope))
    .limit(1);
  if (any) return;
  const customerId = newId("cus");
  await mirror.upsertCustomer(tx, {
    id: customerId,
    tenantId: s.tenantId,
    entityId: s.entityId,
    gateway: "local",
    name: s.customer.name,
    email: s.customer.email,
  });
  const sub = { id: newId("sub"), whitelabelId: s.tenantId, entityId: s.entityId, customerId, currency: s.currency };
  const end = addInterval(now, s.interval);
  // bought with the test gateway's card that pays
  await payInvoice(tx, mirror, sub, {
    lines: [periodLine(s, now, end)],
    discount: null,
    periodStart: now,
    periodEnd: end,
    now,
    prefix: s.tenantSlug,
    paymentMethod: { type: "card", brand: "visa", last4: "4242" },
  });
  await mirror.syncSubscription(tx, {
    ...sub,
    gateway: "local",
    itemId: newId("si"),
    planId: s.planId,
    lookupKey: s.lookupKey,
    interval: s.interval,
    unitAmount: s.unitAmount,
    quantity: s.quantity,
    status: "active",
    trial: false,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    discount: null,
    upgradeAccount: false,
    version: nextVersion(),
  });
}

/** The demo's promotion codes (README), added when missing. */
export async function seedPromotionCodes(tx: Tx) {
  await tx.insert(billingPromotionCodes).values(DEMO_PROMOTION_CODES).onConflictDoNothing();
}
