import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStatus, Coupon, Customer, InvoiceList, Subscription } from "../../../../contract/billing.ts";
import { FREE_PLAN_FEATURES } from "../../../../contract/plans.ts";
import { billingSubscriptions } from "../schema.ts";
import { commissions, referrals } from "../../referrals/schema.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { billingJourney } from "../test/journey-helpers.ts";
import { startStripeEmulator, type StripeEmulator } from "../../../test/stripe-emulator/index.ts";
import { eventsRecorded, operatorOf, stripeEnv } from "../test/stripe-helpers.ts";

type Err = { error: { code: string; message: string } };

describe.each(BACKENDS)("buying, changing and ending a plan through the API with Stripe (on its emulator), on %s", (backend) => {
  let t: TestApp;
  let emu: StripeEmulator;
  beforeAll(async () => {
    emu = await startStripeEmulator();
    t = await startTestApp(backend, stripeEnv(emu));
    // Stripe calls the site's public address; here, the app's own request handler
    emu.setWebhookEndpoint("http://localhost:3000/api/payment-gateway/webhook", async (url, init) => t.app.request(url, init));
    const operator = operatorOf(emu);
    const coupon = await operator.coupons.create({ percent_off: 20, duration: "once", name: "Welcome" });
    await operator.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "WELCOME20" });
  });
  afterAll(async () => {
    await t?.close();
    await emu?.close();
  });

  const { call, ok, overview, entityOf, signUp } = billingJourney(() => t);
  const allAnswered = () => expect(emu.webhooks.deliveries.filter((d) => d.status !== 200)).toEqual([]);

  it("sells a team plan to a referred individual at Stripe Checkout, then changes seats, moves to yearly, cancels, ends at the period end and refunds", async () => {
    const ivan = await signUp("ivan.stripe@example.com", "Ivan Referrer");
    const { code } = await ok<{ code: string }>(call(ivan.cookie, "GET", "/affiliate"));
    const rita = await signUp("rita.stripe@example.com", "Rita Conceição", `ref_code=${code}`);
    const before = await entityOf(rita.userId);

    const customer = await ok<Customer>(
      call(rita.cookie, "POST", "/payment-gateway/customer/create", { name: "Rita Conceição", email: "rita.stripe@example.com" }),
    );
    expect(customer.id).toMatch(/^cus_/);
    expect(emu.state.get("customer", customer.id)).toMatchObject({ name: "Rita Conceição", metadata: { entityId: before.id } });
    expect(
      (
        await ok<Customer>(
          call(rita.cookie, "POST", "/payment-gateway/customer/create", { name: "Rita Conceição", email: "rita.stripe@example.com" }),
        )
      ).id,
    ).toBe(customer.id);
    expect(
      await ok<Coupon>(call(rita.cookie, "POST", "/payment-gateway/coupon/validate", { promotionCodeValue: "welcome20" })),
    ).toMatchObject({ valid: true, promotionCode: { code: "WELCOME20" }, coupon: { percentOff: 20, duration: "once" } });

    const session = await ok<{ id: string; url: string }>(
      call(
        rita.cookie,
        "POST",
        `/payment-gateway/checkout/${customer.id}`,
        { priceLookupKey: "skill5-team-month", quantity: 3, upgradeAccount: true, promotionCodeValue: "WELCOME20" },
        "pt",
      ),
    );
    expect(session.url).toBe(`${emu.apiBase}/c/pay/${session.id}`);
    expect(emu.state.get("checkout.session", session.id)).toMatchObject({
      success_url: "http://localhost:3000/pt/subscription/active?session_id={CHECKOUT_SESSION_ID}",
      locale: "pt-BR",
      amount_total: 3360,
    });
    expect(await ok<CheckoutStatus>(call(rita.cookie, "GET", `/payment-gateway/checkout-sessions/${session.id}`))).toMatchObject({
      gateway: "stripe",
      status: "open",
      total: 3360,
      promotionCode: "WELCOME20",
    });
    // paying belongs to Stripe's page: our TEST MODE page knows no such session
    expect(
      (
        await call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, {
          cardNumber: "4242424242424242",
          expiry: "12/40",
          cvc: "123",
          name: "Rita",
        })
      ).status,
    ).toBe(404);

    // Rita pays at Stripe; the webhook brings the plan in
    await emu.completeCheckout(session.id);
    allAnswered();
    const paid = await ok<CheckoutStatus>(call(rita.cookie, "GET", `/payment-gateway/checkout-sessions/${session.id}`));
    expect(paid).toMatchObject({ status: "complete", subscriptionId: expect.stringMatching(/^sub_/) });
    expect(paid.features).toEqual(expect.arrayContaining(["team-management", "performance-reports", "import-csv"]));
    const subscriptionId = paid.subscriptionId!;
    expect(await entityOf(rita.userId)).toMatchObject({ type: "company", seatLimit: 3 });
    const view = await overview(rita.cookie);
    expect(view).toMatchObject({ gateway: "stripe", testMode: false, customerId: customer.id, seats: { bought: 3 } });
    const team = view.subscriptions.find((s) => s.id === subscriptionId)!;
    expect(team).toMatchObject({
      status: "active",
      customer: customer.id,
      metadata: { plan: "skill5-team", entityId: before.id },
      cancel_at_period_end: false,
    });
    expect(team.items.data[0]).toMatchObject({
      quantity: 3,
      price: { lookup_key: "skill5-team-month", unit_amount: 1400, currency: "usd" },
    });
    const invoices = await ok<InvoiceList>(call(rita.cookie, "GET", "/payment-gateway/invoices"));
    expect(invoices.data).toEqual([
      expect.objectContaining({
        status: "paid",
        subtotal: 4200,
        discount: 840,
        total: 3360,
        amountPaid: 3360,
        hostedUrl: expect.stringContaining(emu.apiBase),
      }),
    ]);
    const receipt = await call(rita.cookie, "GET", invoices.data[0]!.receiptUrl.replace("/api", ""));
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    const [referral] = await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, rita.userId));
    expect(await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id))).toEqual([
      expect.objectContaining({ amountCents: 672, status: "earned" }),
    ]);

    // seats: Stripe prorates them onto the next invoice
    const five = await ok<Subscription>(
      call(rita.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId, quantity: 5, updateType: "quantity" }),
    );
    expect(five.items.data[0]!.quantity).toBe(5);
    expect(emu.state.all("invoiceitem", (ii) => ii.subscription === subscriptionId).map((ii) => ii.quantity)).toEqual([3, 5]);
    expect((await entityOf(rita.userId)).seatLimit).toBe(5);

    // monthly to yearly: billed at once, the unused month credited
    const yearly = await ok<Subscription>(
      call(rita.cookie, "POST", "/payment-gateway/subscriptions/upgrade", { subscriptionId, newPlan: "skill5-team-year" }),
    );
    expect(yearly.items.data[0]).toMatchObject({ quantity: 5, price: { lookup_key: "skill5-team-year", recurring: { interval: "year" } } });
    await emu.webhooks.settled();
    allAnswered();
    const bills = (await ok<InvoiceList>(call(rita.cookie, "GET", "/payment-gateway/invoices"))).data;
    expect(bills).toHaveLength(2);
    const year = bills.find((b) => b.id !== invoices.data[0]!.id)!;
    expect(year.lines.some((l) => l.proration && l.amount < 0)).toBe(true);
    expect(year.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ planId: "skill5-team", quantity: 5, amount: 5 * 10800, proration: false })]),
    );
    expect(await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id))).toHaveLength(1);

    // cancelled at the period end: the features stay until Stripe ends it
    const canceled = await ok<Subscription>(
      call(rita.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId, updateType: "cancel" }),
    );
    expect(canceled.cancel_at_period_end).toBe(true);
    expect(emu.state.get("subscription", subscriptionId).cancel_at_period_end).toBe(true);
    expect((await entityOf(rita.userId)).features).toContain("team-management");
    await emu.advance(subscriptionId);
    allAnswered();
    expect((await overview(rita.cookie)).subscriptions.find((s) => s.id === subscriptionId)).toMatchObject({
      status: "canceled",
      ended_at: canceled.current_period_end,
    });
    expect((await entityOf(rita.userId)).features).toEqual([...FREE_PLAN_FEATURES]);

    // a refund of the first invoice reverses Ivan's commission
    await emu.refundInvoice(invoices.data[0]!.id);
    allAnswered();
    expect(
      (await ok<InvoiceList>(call(rita.cookie, "GET", "/payment-gateway/invoices"))).data.find((i) => i.id === invoices.data[0]!.id),
    ).toMatchObject({ refunded: true, amountRefunded: 3360 });
    expect((await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id)))[0]).toMatchObject({
      status: "reversed",
    });
  });

  it("takes Stripe's events at POST /api/payment-gateway/webhook only rightly signed, and each once", async () => {
    const sam = await signUp("sam.stripe@example.com", "Sam Souza");
    const customer = await ok<Customer>(
      call(sam.cookie, "POST", "/payment-gateway/customer/create", { name: "Sam Souza", email: "sam.stripe@example.com" }),
    );
    const session = await ok<{ id: string }>(
      call(sam.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, { priceLookupKey: "skill5-personal-month" }),
    );
    emu.webhooks.hold();
    await emu.completeCheckout(session.id);
    const completed = emu.webhooks.held.find((e) => e.type === "checkout.session.completed")!;
    const recorded = await eventsRecorded(t);
    const post = (body: string, headers: Record<string, string>) =>
      t.req("/api/payment-gateway/webhook", {
        method: "POST",
        body,
        headers: { "content-type": "application/json; charset=utf-8", ...headers },
      });
    const payload = JSON.stringify(completed, null, 2);
    const bad = await post(payload, {
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someoneElsesSecret" }),
      "x-locale": "pt",
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Err).error).toEqual({
      code: "bad_signature",
      message: "Esta solicitação não foi assinada pelo gateway de pagamento ou foi alterada no caminho; ela foi recusada.",
    });
    expect((await post(payload, {})).status).toBe(400);
    expect(await eventsRecorded(t)).toBe(recorded);
    expect(await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.customerId, customer.id))).toEqual([]);

    const delivered = await emu.webhooks.release();
    expect(delivered.map((d) => d.status)).toEqual(delivered.map(() => 200));
    expect(await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.customerId, customer.id))).toEqual([
      expect.objectContaining({ status: "active", planId: "skill5-personal" }),
    ]);
    const again = await emu.webhooks.deliver(completed);
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    expect(await eventsRecorded(t)).toBe(recorded + delivered.length);
    // documented as a public operation: Stripe signs, it holds no session
    const spec = (await (await t.req("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: object }>>;
    };
    expect(spec.paths["/payment-gateway/webhook"]!.post).toMatchObject({ responses: { 200: expect.anything(), 400: expect.anything() } });
    expect(spec.paths["/payment-gateway/webhook"]!.post!.security).toBeUndefined();
  });
});
