import type { Subscription } from "../../../contract/billing.ts";
import { changeableSubscription, changePlan, refuseDuringTrial } from "./change-plan.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { subscriptionView } from "./present.ts";
import { choosePlanOrPrice } from "./price-choice.ts";
import { findSubscription } from "./queries.ts";

/** POST /subscriptions/upgrade {subscriptionId, newPlan} (§7): another plan of the product (a plan id keeps the interval, a lookup key names it), prorated; not during a trial (409). */
export const upgradeSubscription =
  (d: BillingDeps) =>
  async (caller: Caller, input: { subscriptionId: string; newPlan: string }): Promise<Subscription> => {
    const sub = await changeableSubscription(d, caller, input.subscriptionId);
    refuseDuringTrial(sub);
    await changePlan(d, caller, sub, choosePlanOrPrice(d, caller, input.newPlan, sub.interval, "newPlan"), "newPlan");
    return subscriptionView((await findSubscription(d.db, caller.scope, sub.id))!, d.product);
  };
