import { redeemable, unitAmountIn } from "./catalog.ts";
import { bool, int, invalid, list, metadataOf, obj, only, str, type Params } from "./form.ts";
import { payInvoice } from "./invoices.ts";
import type { Obj, State } from "./state.ts";
import { startSubscription } from "./subscriptions.ts";

/** Methods that settle later, after Checkout returns (a voucher paid at a bank, a Pix paid in the bank's app). */
const DELAYED = new Set(["boleto", "pix"]);
const BRL_ONLY = new Set(["boleto", "pix"]);

type Coupon = { percent_off: number | null; amount_off: number | null; currency: string | null };

/** POST /v1/checkout/sessions, subscription mode, with Stripe's checks on what it is given. */
export function createSession(s: State, p: Params) {
  // payment_method_types is gone at this API version: allowed_payment_method_types filters what is eligible
  only(p, [
    "mode",
    "customer",
    "line_items",
    "currency",
    "discounts",
    "allow_promotion_codes",
    "allowed_payment_method_types",
    "payment_method_options",
    "metadata",
    "subscription_data",
    "success_url",
    "cancel_url",
    "locale",
    "client_reference_id",
    "expand",
    "expires_at",
  ]);
  const mode = str(p, "mode");
  if (!mode) throw invalid("Missing required param: mode.", "mode");
  if (mode !== "subscription") throw invalid(`The emulator offers Checkout in subscription mode only, not ${mode}.`, "mode");
  const successUrl = str(p, "success_url");
  if (!successUrl) throw invalid("Missing required param: success_url.", "success_url");
  const customer = s.get("customer", str(p, "customer") ?? "", "customer");
  const lines = list(p, "line_items") ?? [];
  if (!lines.length) throw invalid("Missing required param: line_items.", "line_items");
  if (lines.length !== 1) throw invalid("The emulator keeps subscriptions of exactly one item.", "line_items");
  const line = lines[0] as Params;
  const price = s.get("price", str(line, "price") ?? "", "line_items[0][price]");
  if (price.type !== "recurring" || !price.active)
    throw invalid("The price must be an active recurring price in subscription mode.", "line_items[0][price]");
  const quantity = int(line, "quantity");
  if (!quantity || quantity < 1) throw invalid("Quantity is required and must be positive.", "line_items[0][quantity]");
  const currency = (str(p, "currency") ?? (price.currency as string)).toLowerCase();
  const unit = unitAmountIn(price, currency);
  if (unit === null)
    throw invalid(`The price ${price.id} has no amount in ${currency}: add it to the price's currency_options.`, "currency");

  const discounts = list(p, "discounts");
  const allowCodes = bool(p, "allow_promotion_codes");
  if (discounts?.length && allowCodes !== undefined)
    throw invalid("You may only specify one of these parameters: allow_promotion_codes, discounts.", "discounts");
  let promo: Obj | null = null;
  if (discounts?.length) {
    if (discounts.length > 1) throw invalid("You may only specify one discount.", "discounts");
    const code = str(discounts[0] as Params, "promotion_code");
    if (!code) throw invalid("The emulator takes discounts[0][promotion_code].", "discounts[0]");
    promo = s.get("promotion_code", code, "discounts[0][promotion_code]");
    if (!redeemable(s, promo))
      throw invalid("This promotion code cannot be redeemed.", "discounts[0][promotion_code]", "promotion_code_invalid");
  }
  const coupon = promo ? (s.get("coupon", (promo.promotion as { coupon: string }).coupon) as Obj & Coupon) : null;
  if (coupon?.amount_off !== undefined && coupon?.amount_off !== null && coupon.currency !== currency)
    throw invalid(`The coupon's currency (${coupon.currency}) does not match the session's (${currency}).`, "discounts[0][promotion_code]");

  const allowed = list(p, "allowed_payment_method_types")?.map(String) ?? null;
  // offered: what the account has activated, takes this currency, and the filter lets through
  const methods = s.activatedMethods.filter((m) => (!BRL_ONLY.has(m) || currency === "brl") && (!allowed || allowed.includes(m)));
  if (!methods.length)
    throw invalid(
      "None of the allowed_payment_method_types can be offered for this Checkout Session: activate one in the Dashboard.",
      "allowed_payment_method_types",
    );
  const options = obj(p, "payment_method_options");
  const mandate = (options?.pix as Params | undefined)?.mandate_options as Params | undefined;
  if (mandate) {
    const schedule = str(mandate, "payment_schedule");
    if (schedule && !["weekly", "monthly", "quarterly", "halfyearly", "yearly"].includes(schedule))
      throw invalid(`Invalid payment_schedule: ${schedule}`, "payment_method_options[pix][mandate_options][payment_schedule]");
  }
  const data = obj(p, "subscription_data") ?? {};
  only(data, ["metadata", "trial_period_days", "trial_settings", "description"]);

  const subtotal = unit * quantity;
  const off = !coupon
    ? 0
    : coupon.percent_off !== null
      ? Math.round((subtotal * coupon.percent_off) / 100)
      : Math.min(coupon.amount_off ?? 0, subtotal);
  const id = s.newId("cs_test");
  s.sessionExtras.set(id, { subscriptionData: data });
  return s.put({
    id,
    object: "checkout.session",
    mode,
    status: "open",
    payment_status: "unpaid",
    customer: customer.id,
    subscription: null,
    invoice: null,
    url: `${s.baseUrl}/c/pay/${id}`,
    success_url: successUrl,
    cancel_url: str(p, "cancel_url") ?? null,
    metadata: metadataOf(p),
    currency,
    amount_subtotal: subtotal,
    amount_total: subtotal - off,
    total_details: { amount_discount: off, amount_shipping: 0, amount_tax: 0 },
    discounts: promo ? [{ promotion_code: promo.id, coupon: null }] : [],
    allow_promotion_codes: allowCodes ?? null,
    allowed_payment_method_types: allowed,
    payment_method_types: methods,
    payment_method_options: options ?? {},
    locale: str(p, "locale") ?? null,
    client_reference_id: str(p, "client_reference_id") ?? null,
    line_items: {
      object: "list",
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
      data: [
        {
          id: s.newId("li"),
          object: "item",
          price,
          quantity,
          currency,
          amount_subtotal: subtotal,
          amount_total: subtotal - off,
          description: price.lookup_key,
        },
      ],
    },
    expires_at: int(p, "expires_at") ?? s.clock + 24 * 3600,
    created: s.clock,
    livemode: false,
  });
}

/**
 * Test control: the customer pays on the Checkout page with `method`. A card pays the first
 * invoice at once; boleto and Pix leave it open (the subscription incomplete) until
 * `settleDelayed`. Raises what Stripe raises, checkout.session.completed last.
 */
export function completeSession(s: State, id: string, method: string) {
  const session = s.get("checkout.session", id);
  if (session.status !== "open") throw invalid(`Checkout session ${id} is ${String(session.status)}.`);
  if (!(session.payment_method_types as string[]).includes(method)) throw invalid(`Checkout session ${id} does not offer ${method}.`);
  const customer = s.get("customer", session.customer as string);
  const item = (session.line_items as { data: { price: Obj; quantity: number }[] }).data[0]!;
  const data = s.sessionExtras.get(id)!.subscriptionData as Params;
  const promoId = (session.discounts as { promotion_code: string | null }[])[0]?.promotion_code ?? null;
  let discountId: string | null = null;
  if (promoId) {
    const promo = s.get("promotion_code", promoId);
    const coupon = s.get("coupon", (promo.promotion as { coupon: string }).coupon);
    promo.times_redeemed = (promo.times_redeemed as number) + 1;
    coupon.times_redeemed = (coupon.times_redeemed as number) + 1;
    const months = coupon.duration_in_months as number | null;
    const end =
      coupon.duration === "repeating" && months
        ? new Date(s.clock * 1000).setUTCMonth(new Date(s.clock * 1000).getUTCMonth() + months) / 1000
        : null;
    discountId = s.put({
      id: s.newId("di"),
      object: "discount",
      source: { type: "coupon", coupon: coupon.id },
      promotion_code: promo.id,
      customer: customer.id,
      subscription: null,
      checkout_session: id,
      invoice: null,
      invoice_item: null,
      subscription_item: null,
      start: s.clock,
      end,
    }).id;
  }
  const paymentMethod = s.newId("pm");
  if (method === "card") (customer.invoice_settings as Record<string, unknown>).default_payment_method = paymentMethod;
  const sub = startSubscription(
    s,
    {
      customer,
      price: item.price,
      quantity: item.quantity,
      currency: session.currency as string,
      metadata: metadataOf(data),
      trialDays: int(data, "trial_period_days") ?? null,
      trialSettings: obj(data, "trial_settings"),
      paymentSettings: null,
      discountId,
      paymentMethod: method === "card" ? paymentMethod : null,
    },
    DELAYED.has(method) ? "pending" : "card",
  );
  const invoice = s.get("invoice", sub.latest_invoice as string);
  Object.assign(session, {
    status: "complete",
    subscription: sub.id,
    invoice: invoice.id,
    payment_status: invoice.status === "paid" ? "paid" : "unpaid",
  });
  s.sessionExtras.get(id)!.method = method;
  s.emit("checkout.session.completed", session);
  return session;
}

/** Test control: the boleto or Pix of a completed session is paid; the subscription goes live. */
export function settleDelayed(s: State, id: string) {
  const session = s.get("checkout.session", id);
  const method = s.sessionExtras.get(id)?.method;
  if (session.status !== "complete" || session.payment_status !== "unpaid" || !method)
    throw invalid(`Checkout session ${id} has no payment waiting.`);
  const sub = s.get("subscription", session.subscription as string);
  payInvoice(s, s.get("invoice", session.invoice as string), method);
  // a Pix Automático mandate pays the renewals; a boleto is issued anew for each
  if (method === "pix") sub.default_payment_method = s.newId("pm");
  sub.status = "active";
  s.emit("customer.subscription.updated", sub, { status: "incomplete" });
  session.payment_status = "paid";
  s.emit("checkout.session.async_payment_succeeded", session);
  return session;
}

export function expireSession(s: State, id: string) {
  const session = s.get("checkout.session", id);
  if (session.status !== "open")
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
    );
  session.status = "expired";
  s.emit("checkout.session.expired", session);
  return session;
}

export function createPortalSession(s: State, p: Params) {
  only(p, ["customer", "return_url", "locale", "configuration", "flow_data", "expand"]);
  const customer = s.get("customer", str(p, "customer") ?? "", "customer");
  const id = s.newId("bps");
  return s.put({
    id,
    object: "billing_portal.session",
    customer: customer.id,
    return_url: str(p, "return_url") ?? null,
    locale: str(p, "locale") ?? null,
    url: `${s.baseUrl}/p/session/${id}`,
    created: s.clock,
    livemode: false,
  });
}
