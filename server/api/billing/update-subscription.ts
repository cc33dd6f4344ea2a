import type { z } from "zod";
import type { Subscription, subscriptionUpdateSchema } from "../../../contract/billing.ts";
import { findPlan } from "../../../contract/plans.ts";
import { changeableSubscription, changePlan, refuseDuringTrial } from "./change-plan.ts";
import { gatewayOf, type BillingDeps, type Caller } from "./deps.ts";
import { invalid } from "./errors.ts";
import { subscriptionView } from "./present.ts";
import { findSubscription } from "./queries.ts";
import { choosePrice } from "./price-choice.ts";

export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;

/**
 * POST /subscriptions/update (§7): seats (never fewer than the company uses), another price of
 * the plan's product (item: a lookup key, e.g. monthly to yearly), cancel at the period end,
 * or resume. Both seats and prices prorate. An ended subscription cannot change (409), nor can a
 * trial's seats or price (409: a paid checkout ends the trial instead).
 */
export const updateSubscription =
  (d: BillingDeps) =>
  async (caller: Caller, input: SubscriptionUpdate): Promise<Subscription> => {
    const sub = await changeableSubscription(d, caller, input.subscriptionId);
    const gateway = gatewayOf(d, sub.gateway);
    switch (input.updateType) {
      case "quantity": {
        refuseDuringTrial(sub);
        if (!findPlan(sub.planId, d.product)?.perSeat) throw invalid("not_per_seat", "notPerSeat", {}, "quantity");
        const quantity = input.quantity!;
        const { used } = await d.orgs.seats(caller.scope);
        if (quantity < used) throw invalid("seats_below_used", "seatsBelowUsed", { quantity, used }, "quantity");
        if (quantity !== sub.quantity) await gateway.updateQuantity(sub, quantity);
        break;
      }
      case "item":
        refuseDuringTrial(sub);
        await changePlan(d, caller, sub, choosePrice(d, caller, input.item!, "item"), "item");
        break;
      case "cancel":
      case "resume": {
        const cancel = input.updateType === "cancel";
        if (sub.cancelAtPeriodEnd !== cancel) await gateway.setCancelAtPeriodEnd(sub, cancel);
        break;
      }
    }
    return subscriptionView((await findSubscription(d.db, caller.scope, sub.id))!, d.product);
  };
