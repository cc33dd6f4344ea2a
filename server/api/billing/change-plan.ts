import { findPlan, type Currency } from "../../../contract/plans.ts";
import { LIVE_SUBSCRIPTION_STATUSES } from "./schema.ts";
import { gatewayOf, type BillingDeps, type Caller } from "./deps.ts";
import { conflict, invalid, notFound } from "./errors.ts";
import type { PriceChoice, SubscriptionRow } from "./gateway.ts";
import { priceIn, requireCompanyOrUpgrade } from "./price-choice.ts";
import { findSubscription } from "./queries.ts";

/** A subscription of the caller's entity that can still change: 404 for anyone else's, 409 once it has ended. */
export async function changeableSubscription(d: BillingDeps, caller: Caller, id: string): Promise<SubscriptionRow> {
  const sub = await findSubscription(d.db, caller.scope, id);
  if (!sub) throw notFound();
  if (!(LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status)) throw conflict("subscription_ended", "subscriptionEnded");
  return sub;
}

/**
 * A trial keeps the plan and seats it started with (docs/billing-plans.md): seats or a plan
 * bought without paying would outlive nothing but the trial's own end, so more of either comes
 * through a paid checkout, which ends the trial. Cancelling and resuming stay open.
 */
export function refuseDuringTrial(sub: SubscriptionRow) {
  if (sub.status === "trialing") throw conflict("trial_locked", "trialLocked", { seats: sub.quantity });
}

/**
 * Moves a subscription to another price of its product (another plan, or the other interval),
 * prorated by the gateway. The plan must have a price in the subscription's currency; a
 * per-seat plan needs a company account and starts with the seats the company uses.
 */
export async function changePlan(d: BillingDeps, caller: Caller, sub: SubscriptionRow, to: PriceChoice, field: string) {
  const from = findPlan(sub.planId, d.product);
  if (from && from.product !== to.plan.product) throw invalid("other_product", "otherProduct", {}, field);
  priceIn(to.plan, sub.currency.toUpperCase() as Currency, to.interval, field);
  const entity = await d.orgs.getEntity(caller.scope);
  if (!entity) throw notFound();
  requireCompanyOrUpgrade(to.plan, entity.type, false, field);
  if (to.lookupKey === sub.lookupKey) return;
  let quantity = sub.quantity;
  if (!to.plan.perSeat) quantity = 1;
  else if (!from?.perSeat) quantity = Math.max(1, (await d.orgs.seats(caller.scope)).used);
  await gatewayOf(d, sub.gateway).changePrice(sub, { ...to, quantity });
}
