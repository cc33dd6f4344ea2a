import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatsPreview } from "../../../contract/billing-preview.ts";
import type { BillingOverview, CheckoutStatus, Customer } from "../../../contract/billing.ts";
import { billingSubscriptions } from "./schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { billingJourney } from "./test/journey-helpers.ts";

type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const CARD = { cardNumber: "4242424242424242", expiry: "12/40", cvc: "123", name: "Paula Preview" };

describe.each(BACKENDS)("the price of a change of seats before it is made, and coupons checked in their currency, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const { call, ok, overview, signUp } = billingJourney(() => t);
  const refused = async (res: Promise<Response>, status: number) => {
    const r = await res;
    const body = (await r.json()) as Err;
    expect(r.status, JSON.stringify(body)).toBe(status);
    return body.error;
  };

  it("says what more seats cost per period, for the rest of this one and on the next invoice, and charges that when confirmed", async () => {
    const paula = await signUp("paula.preview@example.com", "Paula Preview");
    const customer = await ok<Customer>(
      call(paula.cookie, "POST", "/payment-gateway/customer/create", { name: "Paula Co", email: "paula.preview@example.com" }),
    );
    const buy = async (priceLookupKey: string, extra: Record<string, unknown> = {}) => {
      const session = await ok<{ id: string }>(
        call(paula.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, { priceLookupKey, ...extra }),
      );
      return (await ok<CheckoutStatus>(call(paula.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, CARD)))
        .subscriptionId!;
    };
    const team = await buy("skill5-team-month", { quantity: 2, upgradeAccount: true });
    const invited = await t.req("/api/entity/invitations", {
      ...withCookie(paula.cookie, jsonBody({ emails: ["ana.preview@example.com"], role: "member" })),
    });
    expect(invited.status).toBeLessThan(300);
    const preview = (body: unknown, locale = "en") => call(paula.cookie, "POST", "/payment-gateway/subscriptions/preview", body, locale);

    // two seats in use: one is refused, in the owner's language, before anything is saved
    const few = await refused(preview({ subscriptionId: team, quantity: 1 }, "pt"), 400);
    expect(few).toMatchObject({
      code: "seats_below_used",
      issues: [{ path: "quantity", message: expect.stringContaining("pelo menos 2, não 1") }],
    });
    expect((await refused(preview({ subscriptionId: team, quantity: 0 }), 400)).issues?.[0]?.path).toBe("quantity");

    const same = await ok<SeatsPreview>(preview({ subscriptionId: team, quantity: 2 }));
    expect(same).toMatchObject({
      current: { quantity: 2, amount: 2800 },
      next: { quantity: 2, amount: 2800 },
      prorated: 0,
      nextInvoice: { amount: 2800 },
    });

    const more = await ok<SeatsPreview>(preview({ subscriptionId: team, quantity: 5 }));
    expect(more).toMatchObject({
      currency: "usd",
      interval: "month",
      unitAmount: 1400,
      current: { quantity: 2, amount: 2800 },
      next: { quantity: 5, amount: 7000 },
    });
    expect(more.prorated).toBeGreaterThan(0);
    expect(more.prorated).toBeLessThanOrEqual(3 * 1400);
    expect(more.nextInvoice.amount).toBe(7000 + more.prorated);
    // asking is not changing
    expect((await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, team)))[0]!.quantity).toBe(2);

    await ok(
      call(paula.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId: team, updateType: "quantity", quantity: 5 }),
    );
    const line = (await overview(paula.cookie)).nextInvoice!.lines.find((l) => l.subscriptionId === team)!;
    expect(Math.abs(line.amount - more.nextInvoice.amount)).toBeLessThanOrEqual(1);

    // fewer seats again: a credit for the rest of the period
    const fewer = await ok<SeatsPreview>(preview({ subscriptionId: team, quantity: 3 }));
    expect(fewer.prorated).toBeLessThan(0);

    // a plan priced per company has no seats to preview
    const scanners = await buy("shield-scanners-month");
    expect(await refused(preview({ subscriptionId: scanners, quantity: 3 }), 400)).toMatchObject({ code: "not_per_seat" });
  });

  it("refuses a preview to a visitor (401), a learner (403), another entity (404) and a trial (409)", async () => {
    const acme = "acme.localhost:3000";
    const [tenant] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [acmeSub] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.whitelabelId, tenant!.id));
    const body = JSON.stringify({ subscriptionId: acmeSub!.id, quantity: 120 });
    const post = (cookie: string, host: string) =>
      t.req("/api/payment-gateway/subscriptions/preview", {
        method: "POST",
        host,
        headers: { cookie, "content-type": "application/json" },
        body,
      });
    expect((await post("", acme)).status).toBe(401);
    expect((await post(await signIn(t, "learner@acme.test", acme), acme)).status).toBe(403);
    expect((await post(await signIn(t, "manager@globex.test", "globex.localhost:3000"), "globex.localhost:3000")).status).toBe(404);
    expect((await post(await signIn(t, "manager@acme.test", acme), acme)).status).toBe(200);

    const tina = await signUp("tina.preview@example.com", "Tina Preview");
    const trial = await ok<{ id: string }>(
      call(tina.cookie, "POST", "/payment-gateway/trial", { plan: "skill5-team", upgradeAccount: true }),
    );
    expect(
      (await refused(call(tina.cookie, "POST", "/payment-gateway/subscriptions/preview", { subscriptionId: trial.id, quantity: 50 }), 409))
        .code,
    ).toBe("trial_locked");
  });

  it("refuses an amount-off coupon in another currency when it is checked, not only at checkout", async () => {
    const rui = await signUp("rui.coupon@example.com", "Rui Coupon");
    const validate = (body: unknown, locale = "en") => call(rui.cookie, "POST", "/payment-gateway/coupon/validate", body, locale);
    const usd = await refused(validate({ promotionCodeValue: "BRL50", currency: "USD" }), 400);
    expect(usd).toMatchObject({
      code: "coupon_currency",
      message: "This promotion code only applies to payments in BRL. Pay in BRL to use it, or remove the code.",
      issues: [{ path: "promotionCodeValue" }],
    });
    expect((await refused(validate({ promotionCodeValue: "brl50", currency: "USD" }, "pt"), 400)).message).toBe(
      "Este código promocional só vale para pagamentos em BRL. Pague em BRL para usá-lo ou remova o código.",
    );
    expect(await ok(validate({ promotionCodeValue: "BRL50", currency: "BRL" }))).toMatchObject({
      valid: true,
      coupon: { amountOff: 5000, currency: "brl" },
    });
    // a percentage is good in either currency
    expect(await ok(validate({ promotionCodeValue: "WELCOME20", currency: "USD" }))).toMatchObject({ coupon: { percentOff: 20 } });
    expect((await refused(validate({ promotionCodeValue: "WELCOME20", currency: "EUR" }), 400)).issues?.[0]?.path).toBe("currency");
    const view: BillingOverview = await overview(rui.cookie);
    expect(view.nextInvoice).toBeNull();
  });
});
