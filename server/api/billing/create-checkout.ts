import type { z } from "zod";
import type { checkoutSchema } from "../../../contract/billing.ts";
import { localizePath } from "../../../contract/locale.ts";
import { findPlan } from "../../../contract/plans.ts";
import { gatewayOf, type BillingDeps, type Caller } from "./deps.ts";
import { conflict, invalid, notFound } from "./errors.ts";
import { customerRef } from "./gateway.ts";
import { choosePrice, priceIn, requireCompanyOrUpgrade } from "./price-choice.ts";
import { findCustomer, subscriptionsOf } from "./queries.ts";
import { requireCouponCurrency, usablePromotion } from "./validate-coupon.ts";

export type CheckoutBody = z.output<typeof checkoutSchema>;

/** Where the gateway sends the browser back: the wait-and-see page, or the pricing page on cancel. */
export function returnUrls(caller: Caller) {
  const base = caller.origin.replace(/\/$/, "");
  return {
    successUrl: `${base}${localizePath("/subscription/active", caller.locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}${localizePath("/subscription/pricing", caller.locale)}?canceled=1`,
  };
}

/**
 * POST /checkout/{customerId}: a checkout session for a priced plan of this tenant, in a
 * currency it has a price in, for as many seats as the company uses at least (per-seat plans),
 * with a usable promotion code. A team plan for an individual account needs upgradeAccount;
 * an entity already paying for a plan of that product changes it instead (upgrade).
 */
export const createCheckout =
  (d: BillingDeps) =>
  async (caller: Caller, customerId: string, input: CheckoutBody): Promise<{ id: string; url: string }> => {
    const customer = await findCustomer(d.db, caller.scope, customerId);
    if (!customer) throw notFound();
    const gateway = gatewayOf(d, customer.gateway);
    const choice = choosePrice(d, caller, input.priceLookupKey, "priceLookupKey");
    priceIn(choice.plan, input.currency, choice.interval);
    const entity = await d.orgs.getEntity(caller.scope);
    if (!entity) throw notFound();
    requireCompanyOrUpgrade(choice.plan, entity.type, input.upgradeAccount);

    let quantity = 1;
    if (choice.plan.perSeat) {
      const seats = await d.orgs.seats(caller.scope);
      quantity = input.quantity ?? Math.max(1, seats.used);
      if (quantity < seats.used) throw invalid("seats_below_used", "seatsBelowUsed", { quantity, used: seats.used }, "quantity");
    } else if (input.quantity !== undefined && input.quantity !== 1) {
      throw invalid("not_per_seat", "notPerSeat", {}, "quantity");
    }

    const live = await subscriptionsOf(d.db, caller.scope, { liveOnly: true });
    if (live.some((s) => !s.trial && findPlan(s.planId, d.product)?.product === choice.plan.product))
      throw conflict("already_subscribed", "alreadySubscribed");

    const promotion = await usablePromotion(d, input);
    requireCouponCurrency(promotion, input.currency, input.promotionCodeId ? "promotionCodeId" : "promotionCodeValue");
    return gateway.createCheckout({
      ...choice,
      tenantId: caller.scope.tenantId,
      entityId: caller.scope.entityId,
      userId: caller.userId,
      customer: customerRef(customer),
      currency: input.currency,
      quantity,
      promotion,
      upgradeAccount: input.upgradeAccount,
      ...returnUrls(caller),
      locale: caller.locale,
    });
  };
