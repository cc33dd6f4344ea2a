import type { Coupon } from "../../../contract/billing.ts";
import type { BillingDeps } from "./deps.ts";
import { invalid } from "./errors.ts";
import type { PromotionCode } from "./gateway.ts";

/** A promotion code by id or value (§5) that can be redeemed now; otherwise 400 on the code field. */
export async function usablePromotion(
  d: BillingDeps,
  q: { promotionCodeId?: string | null; promotionCodeValue?: string | null },
): Promise<PromotionCode | null> {
  if (!q.promotionCodeId && !q.promotionCodeValue) return null;
  const promo = await d.gateway.findPromotionCode({ id: q.promotionCodeId || null, code: q.promotionCodeId ? null : q.promotionCodeValue });
  if (!promo) throw invalid("invalid_coupon", "couponInvalid", {}, q.promotionCodeId ? "promotionCodeId" : "promotionCodeValue");
  return promo;
}

/** An amount-off code only takes money off in its own currency: anywhere else it is refused, not silently worth nothing. */
export function requireCouponCurrency(promo: PromotionCode | null, currency: string, field: string) {
  if (promo?.amountOff && promo.currency?.toUpperCase() !== currency.toUpperCase()) {
    throw invalid("coupon_currency", "couponCurrency", { currency: (promo.currency ?? "").toUpperCase() }, field);
  }
}

/** POST /coupon/validate: the coupon a promotion code gives, when it can be used (in the currency given, if any). */
export const validateCoupon =
  (d: BillingDeps) =>
  async (input: { promotionCodeId?: string; promotionCodeValue?: string; currency?: string }): Promise<Coupon> => {
    const p = (await usablePromotion(d, input))!;
    if (input.currency) requireCouponCurrency(p, input.currency, input.promotionCodeId ? "promotionCodeId" : "promotionCodeValue");
    return {
      valid: true,
      promotionCode: { id: p.id, code: p.code },
      coupon: {
        name: p.name,
        percentOff: p.percentOff,
        amountOff: p.amountOff,
        currency: p.currency,
        duration: p.duration,
        durationInMonths: p.durationInMonths,
      },
    };
  };
