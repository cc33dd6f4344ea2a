import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAddress } from "../../api/billing/stripe/client.ts";
import { startStripeEmulator, type StripeEmulator } from "./index.ts";

/** The emulator speaks Stripe's protocol as the official SDK expects it. */
describe("the Stripe emulator, through the official SDK", () => {
  let emu: StripeEmulator;
  let stripe: Stripe;
  beforeAll(async () => {
    emu = await startStripeEmulator();
    stripe = new Stripe(emu.apiKey, { ...apiAddress(emu.apiBase), maxNetworkRetries: 0 });
  });
  afterAll(() => emu.close());

  it("refuses another key, as Stripe does", async () => {
    const other = new Stripe("sk_test_someoneelse", { ...apiAddress(emu.apiBase), maxNetworkRetries: 0 });
    await expect(other.customers.create({ name: "x" })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("answers Stripe's errors: a missing object (404, resource_missing), an unknown parameter, a too deep expand", async () => {
    await expect(stripe.subscriptions.retrieve("sub_nope")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such subscription: 'sub_nope'",
    });
    await expect(stripe.customers.create({ name: "x", nickname: "y" } as Stripe.CustomerCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      param: "nickname",
      message: "Received unknown parameter: nickname",
    });
    await expect(stripe.invoices.list({ expand: ["data.lines.data.pricing.price_details.price"] })).rejects.toMatchObject({
      statusCode: 400,
      param: "expand",
    });
  });

  it("keeps the catalogue of the plans by lookup key, with BRL in currency_options only when expanded", async () => {
    const plain = await stripe.prices.list({ lookup_keys: ["shield-training-team-month"] });
    expect(plain.data).toEqual([
      expect.objectContaining({
        lookup_key: "shield-training-team-month",
        currency: "usd",
        unit_amount: 1400,
        recurring: expect.objectContaining({ interval: "month" }),
      }),
    ]);
    expect(plain.data[0]).not.toHaveProperty("currency_options");
    const [price] = (await stripe.prices.list({ lookup_keys: ["shield-training-team-year"], expand: ["data.currency_options"] })).data;
    expect(price!.currency_options).toMatchObject({ usd: { unit_amount: 10800 }, brl: { unit_amount: 58800 } });
    // a plan §9 prices in dollars only has no BRL option
    const [library] = (await stripe.prices.list({ lookup_keys: ["skill5-library-month"], expand: ["data.currency_options"] })).data;
    expect(Object.keys(library!.currency_options!)).toEqual(["usd"]);
  });

  it("pages lists, and answers a repeated idempotency key with the first answer", async () => {
    const all = await stripe.prices.list({ limit: 3 }).autoPagingToArray({ limit: 100 });
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(10);
    const a = await stripe.customers.create({ name: "Once" }, { idempotencyKey: "same-key" });
    const b = await stripe.customers.create({ name: "Once" }, { idempotencyKey: "same-key" });
    expect(b.id).toBe(a.id);
  });

  it("refuses a Checkout Session with a discount and allow_promotion_codes both, or methods none of which it can offer", async () => {
    const customer = await stripe.customers.create({ name: "Ana" });
    const [price] = (await stripe.prices.list({ lookup_keys: ["shield-training-month"] })).data;
    const coupon = await stripe.coupons.create({ amount_off: 500, currency: "usd", duration: "once" });
    const promo = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "FIVE" });
    const base = {
      mode: "subscription" as const,
      customer: customer.id,
      line_items: [{ price: price!.id, quantity: 1 }],
      success_url: "http://localhost/ok",
    };
    await expect(
      stripe.checkout.sessions.create({ ...base, discounts: [{ promotion_code: promo.id }], allow_promotion_codes: true }),
    ).rejects.toMatchObject({ param: "discounts" });
    await expect(stripe.checkout.sessions.create({ ...base, allowed_payment_method_types: ["boleto"] })).rejects.toMatchObject({
      param: "allowed_payment_method_types",
    });
    const session = await stripe.checkout.sessions.create({ ...base, discounts: [{ promotion_code: promo.id }] });
    expect(session).toMatchObject({ amount_subtotal: 2500, amount_total: 2000, payment_method_types: ["card"], status: "open" });
  });
});
