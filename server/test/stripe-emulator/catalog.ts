import { allPlans, BILLING_INTERVALS, CURRENCIES, lookupKey, unitAmountCents } from "../../../contract/plans.ts";
import { bool, int, invalid, list, metadataOf, obj, only, str, type Params } from "./form.ts";
import type { Obj, State } from "./state.ts";

/**
 * The account's catalogue as an operator would set it up in the Dashboard: one product per plan,
 * one price per plan and interval with the lookup key `{planId}-{interval}`, in USD with the BRL
 * amount in `currency_options` where the plan has one.
 */
export function seedCatalogue(s: State, product: string) {
  for (const plan of allPlans(product)) {
    if (!plan.prices || plan.prices === "custom") continue;
    const prod = s.put({
      id: s.newId("prod"),
      object: "product",
      name: plan.id,
      active: true,
      metadata: { plan: plan.id },
      created: s.clock,
      livemode: false,
    });
    for (const interval of BILLING_INTERVALS) {
      const options: Record<string, unknown> = {};
      for (const c of CURRENCIES) {
        const cents = unitAmountCents(plan, c, interval);
        if (cents !== null)
          options[c.toLowerCase()] = {
            unit_amount: cents,
            unit_amount_decimal: String(cents),
            tax_behavior: "unspecified",
            custom_unit_amount: null,
            tiers: null,
          };
      }
      const usd = unitAmountCents(plan, "USD", interval)!;
      s.put({
        id: s.newId("price"),
        object: "price",
        active: true,
        billing_scheme: "per_unit",
        currency: "usd",
        currency_options: options,
        unit_amount: usd,
        unit_amount_decimal: String(usd),
        lookup_key: lookupKey(plan.id, interval),
        product: prod.id,
        recurring: { interval, interval_count: 1, usage_type: "licensed", meter: null, trial_period_days: null },
        type: "recurring",
        nickname: null,
        metadata: {},
        tax_behavior: "unspecified",
        created: s.clock,
        livemode: false,
      });
    }
  }
}

/** A price's unit amount in a currency it is sold in (its own, or one of its currency_options), else null. */
export function unitAmountIn(price: Obj, currency: string): number | null {
  if (price.currency === currency) return price.unit_amount as number;
  const option = (price.currency_options as Record<string, { unit_amount: number }> | undefined)?.[currency];
  return option ? option.unit_amount : null;
}

export function listPrices(s: State, p: Params) {
  only(p, ["lookup_keys", "active", "expand", "limit", "starting_after", "product", "currency", "type"]);
  const keys = list(p, "lookup_keys")?.map(String);
  const active = bool(p, "active");
  const currency = str(p, "currency");
  const data = s.all(
    "price",
    (o) =>
      (!keys || keys.includes(String(o.lookup_key))) &&
      (active === undefined || o.active === active) &&
      (!currency || unitAmountIn(o, currency) !== null) &&
      (!p.product || o.product === p.product),
  );
  return s.list("/v1/prices", data, { limit: int(p, "limit"), startingAfter: str(p, "starting_after") });
}

export function createCustomer(s: State, p: Params) {
  only(p, ["name", "email", "metadata", "expand", "description", "preferred_locales"]);
  const email = str(p, "email");
  if (email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(email)) throw invalid("Invalid email address: " + email, "email", "email_invalid");
  const customer = s.put({
    id: s.newId("cus"),
    object: "customer",
    name: str(p, "name") ?? null,
    email: email ?? null,
    description: str(p, "description") ?? null,
    metadata: metadataOf(p),
    invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
    preferred_locales: list(p, "preferred_locales") ?? [],
    balance: 0,
    currency: null,
    delinquent: false,
    created: s.clock,
    livemode: false,
  });
  s.emit("customer.created", customer);
  return customer;
}

export function createCoupon(s: State, p: Params) {
  only(p, [
    "id",
    "name",
    "percent_off",
    "amount_off",
    "currency",
    "duration",
    "duration_in_months",
    "max_redemptions",
    "metadata",
    "expand",
  ]);
  const percent = str(p, "percent_off");
  const amountOff = int(p, "amount_off");
  if ((percent === undefined) === (amountOff === undefined))
    throw invalid("You must pass exactly one of percent_off or amount_off.", "percent_off");
  if (amountOff !== undefined && !str(p, "currency")) throw invalid("You must pass currency when passing amount_off.", "currency");
  const duration = str(p, "duration") ?? "once";
  if (!["once", "repeating", "forever"].includes(duration)) throw invalid(`Invalid duration: ${duration}`, "duration");
  const months = int(p, "duration_in_months");
  if (duration === "repeating" && !months)
    throw invalid("You must pass duration_in_months when duration is repeating.", "duration_in_months");
  const id = str(p, "id") ?? s.newId("coupon").slice(7, 15);
  if (s.objects.has(id)) throw invalid("Coupon already exists.", "id", "resource_already_exists");
  return s.put({
    id,
    object: "coupon",
    name: str(p, "name") ?? null,
    percent_off: percent === undefined ? null : Number(percent),
    amount_off: amountOff ?? null,
    currency: str(p, "currency")?.toLowerCase() ?? null,
    duration,
    duration_in_months: duration === "repeating" ? months! : null,
    max_redemptions: int(p, "max_redemptions") ?? null,
    times_redeemed: 0,
    valid: true,
    metadata: metadataOf(p),
    created: s.clock,
    livemode: false,
  });
}

export function createPromotionCode(s: State, p: Params) {
  only(p, ["promotion", "code", "active", "expires_at", "max_redemptions", "metadata", "restrictions", "customer", "expand"]);
  const promotion = obj(p, "promotion");
  if (!promotion || promotion.type !== "coupon" || typeof promotion.coupon !== "string")
    throw invalid("Missing required param: promotion[coupon].", "promotion");
  const coupon = s.get("coupon", promotion.coupon, "promotion[coupon]");
  const code = str(p, "code") ?? s.newId("x").slice(2, 10).toUpperCase();
  if (s.all("promotion_code", (o) => o.active === true && String(o.code).toUpperCase() === code.toUpperCase()).length) {
    throw invalid("An active promotion code with `code: " + code + "` already exists.", "code");
  }
  return s.put({
    id: s.newId("promo"),
    object: "promotion_code",
    active: bool(p, "active") ?? true,
    code,
    promotion: { type: "coupon", coupon: coupon.id },
    customer: str(p, "customer") ?? null,
    customer_account: null,
    expires_at: int(p, "expires_at") ?? null,
    max_redemptions: int(p, "max_redemptions") ?? null,
    times_redeemed: 0,
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    metadata: metadataOf(p),
    created: s.clock,
    livemode: false,
  });
}

/** Promotion codes by code, as Stripe matches them: case-insensitively. */
export function listPromotionCodes(s: State, p: Params) {
  only(p, ["code", "active", "coupon", "customer", "expand", "limit", "starting_after"]);
  const code = str(p, "code");
  const active = bool(p, "active");
  const data = s.all(
    "promotion_code",
    (o) =>
      (!code || String(o.code).toUpperCase() === code.toUpperCase()) &&
      (active === undefined || o.active === active) &&
      (!p.coupon || (o.promotion as { coupon: string }).coupon === p.coupon),
  );
  return s.list("/v1/promotion_codes", data, { limit: int(p, "limit"), startingAfter: str(p, "starting_after") });
}

/** Whether a promotion code can still be redeemed now (active, not expired, not used up, its coupon valid). */
export function redeemable(s: State, promo: Obj) {
  const coupon = s.get("coupon", (promo.promotion as { coupon: string }).coupon);
  const expired = typeof promo.expires_at === "number" && promo.expires_at <= s.clock;
  const usedUp = typeof promo.max_redemptions === "number" && (promo.times_redeemed as number) >= promo.max_redemptions;
  return promo.active === true && !expired && !usedUp && coupon.valid === true;
}
