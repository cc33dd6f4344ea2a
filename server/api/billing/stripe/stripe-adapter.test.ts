import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlan, lookupKey } from "../../../../contract/plans.ts";
import { billingCheckoutSessions, billingInvoices, billingSubscriptions } from "../schema.ts";
import { commissions, referrals } from "../../referrals/schema.ts";
import { entities } from "../../organizations/schema.ts";
import { users } from "../../identity/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startStripeEmulator, type StripeEmulator } from "../../../test/stripe-emulator/index.ts";
import { operatorOf, stripeAdapterOn } from "../test/stripe-helpers.ts";
import type { CustomerRef } from "../gateway.ts";

const ACME = "acme.localhost:3000";
const TEAM = findPlan("shield-training-team", "shield")!;
const PERSONAL = findPlan("shield-training", "shield")!;
const choice = (plan = TEAM, interval: "month" | "year" = "month") => ({ plan, interval, lookupKey: lookupKey(plan.id, interval) });

describe.each(BACKENDS)("the Stripe adapter on the Stripe emulator, on %s", (backend) => {
  let t: TestApp;
  let emu: StripeEmulator;
  let stripe: ReturnType<typeof stripeAdapterOn>;
  let operator: Stripe;
  let acmeId: string;
  let referralCode: string;
  beforeAll(async () => {
    emu = await startStripeEmulator();
    t = await startTestApp(backend);
    stripe = stripeAdapterOn(t, emu);
    operator = operatorOf(emu);
    [{ id: acmeId }] = (await t.database.db
      .select({ id: whitelabels.id })
      .from(whitelabels)
      .where(eq(whitelabels.whitelabelSlug, "acme"))) as [{ id: string }];
    const lucas = await signIn(t, "learner@acme.test", ACME);
    referralCode = ((await (await t.req("/api/affiliate", { ...withCookie(lucas), host: ACME })).json()) as { code: string }).code;
  });
  afterAll(async () => {
    await t?.close();
    await emu?.close();
  });

  /** Someone who followed Lucas's referral link signs up (an individual account) and becomes a Stripe customer. */
  async function customer(email: string, name: string): Promise<CustomerRef & { userId: string }> {
    const cookie = `ref_code=${referralCode}`;
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name, email, captchaPayload: await solveCaptcha(t, ACME) }, { cookie }),
      host: ACME,
    });
    const { session } = (await res.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }, { cookie }),
      host: ACME,
    });
    expect(confirm.status).toBe(200);
    cookiesFrom(confirm);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    const ref = { tenantId: acmeId, entityId: u!.activeEntityId!, name, email };
    const id = await stripe.gateway.createCustomer(ref);
    await t.database.db.transaction((tx) => stripe.mirror.upsertCustomer(tx, { id, ...ref, gateway: "stripe" }));
    return { id, ...ref, userId: u!.id };
  }

  const subscriptionOf = async (entityId: string) =>
    (await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, entityId)))[0]!;
  const invoicesOf = (entityId: string) =>
    t.database.db.select().from(billingInvoices).where(eq(billingInvoices.entityId, entityId)).orderBy(billingInvoices.createdAt);
  const entityOf = async (entityId: string) => (await t.database.db.select().from(entities).where(eq(entities.id, entityId)))[0]!;
  const urls = {
    successUrl: "http://acme.localhost:3000/pt/subscription/active?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://acme.localhost:3000/pt/subscription/pricing?canceled=1",
  };
  const allAnswered = () => expect(emu.webhooks.deliveries.filter((d) => d.status !== 200)).toEqual([]);

  it("finds promotion codes by id or by code (any case), and none that is inactive, used up or unknown", async () => {
    const coupon = await operator.coupons.create({ percent_off: 25, duration: "repeating", duration_in_months: 3, name: "Launch" });
    const promo = await operator.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "LAUNCH25" });
    const expected = {
      id: promo.id,
      code: "LAUNCH25",
      name: "Launch",
      percentOff: 25,
      amountOff: null,
      currency: null,
      duration: "repeating",
      durationInMonths: 3,
    };
    expect(await stripe.gateway.findPromotionCode({ code: "launch25" })).toEqual(expected);
    expect(await stripe.gateway.findPromotionCode({ id: promo.id })).toEqual(expected);
    expect(await stripe.gateway.findPromotionCode({ id: "promo_unknown" })).toBeNull();
    expect(await stripe.gateway.findPromotionCode({ code: "NOPE" })).toBeNull();
    const off = await operator.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "OLD", active: false });
    expect(await stripe.gateway.findPromotionCode({ id: off.id })).toBeNull();
    const once = await operator.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "ONCE",
      max_redemptions: 1,
    });
    emu.state.get("promotion_code", once.id).times_redeemed = 1;
    expect(await stripe.gateway.findPromotionCode({ code: "ONCE" })).toBeNull();
  });

  it("sells a team plan: Checkout with the coupon, paid, the webhook makes it live, the company's features on, the invoice paid and the referrer's commission earned", async () => {
    const bia = await customer("bia.stripe@example.com", "Bia Conceição");
    const promotion = (await stripe.gateway.findPromotionCode({ code: "LAUNCH25" }))!;
    const session = await stripe.gateway.createCheckout({
      ...choice(),
      tenantId: acmeId,
      entityId: bia.entityId,
      userId: bia.userId,
      customer: bia,
      currency: "USD",
      quantity: 3,
      promotion,
      upgradeAccount: true,
      ...urls,
      locale: "pt",
    });
    expect(session.url).toBe(`${emu.apiBase}/c/pay/${session.id}`);
    const cs = emu.state.get("checkout.session", session.id);
    expect(cs).toMatchObject({
      mode: "subscription",
      customer: bia.id,
      currency: "usd",
      discounts: [{ promotion_code: promotion.id }],
      allow_promotion_codes: null,
      allowed_payment_method_types: ["card"],
      payment_method_types: ["card"],
      locale: "pt-BR",
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      amount_total: 3150,
    });
    const metadata = { entityId: bia.entityId, tenantId: acmeId, plan: TEAM.id, upgradeAccount: "true" };
    expect(cs.metadata).toEqual(metadata);
    expect(emu.state.sessionExtras.get(session.id)!.subscriptionData).toEqual({ metadata });
    expect((cs.line_items as { data: { price: { lookup_key: string }; quantity: number }[] }).data[0]).toMatchObject({
      price: { lookup_key: "shield-training-team-month" },
      quantity: 3,
    });
    const [row] = await t.database.db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, session.id));
    expect(row).toMatchObject({
      gateway: "stripe",
      status: "open",
      lookupKey: "shield-training-team-month",
      currency: "USD",
      quantity: 3,
      promotionCodeId: promotion.id,
      upgradeAccount: true,
    });

    await emu.completeCheckout(session.id);
    allAnswered();
    const sub = await subscriptionOf(bia.entityId);
    expect(sub).toMatchObject({
      gateway: "stripe",
      status: "active",
      planId: TEAM.id,
      quantity: 3,
      currency: "usd",
      unitAmount: 1400,
      trial: false,
      upgradeAccount: true,
      cancelAtPeriodEnd: false,
    });
    expect(sub.discount).toMatchObject({
      promotionCodeId: promotion.id,
      code: "LAUNCH25",
      percentOff: 25,
      duration: "repeating",
      durationInMonths: 3,
    });
    const entity = await entityOf(bia.entityId);
    expect(entity.type).toBe("company");
    expect(entity.features).toEqual(expect.arrayContaining(["team-management", "performance-reports", "import-csv"]));
    expect(entity.seatLimit).toBe(3);
    const [invoice] = await invoicesOf(bia.entityId);
    expect(invoice).toMatchObject({
      status: "paid",
      subtotal: 4200,
      discount: 1050,
      total: 3150,
      amountPaid: 3150,
      subscriptionId: sub.id,
      refundedAt: null,
    });
    // how it was paid, read from the payment's charge, for the receipt
    expect(invoice!.paymentMethod).toEqual({ type: "card", brand: "visa", last4: "4242" });
    expect(invoice!.lines).toEqual([
      expect.objectContaining({ planId: TEAM.id, quantity: 3, unitAmount: 1400, amount: 4200, proration: false }),
    ]);
    expect((await t.database.db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, session.id)))[0]).toMatchObject(
      { status: "complete", subscriptionId: sub.id },
    );
    const [referral] = await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, bia.userId));
    const earned = await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id));
    expect(earned).toEqual([expect.objectContaining({ status: "earned", amountCents: 630, currency: "usd", invoiceId: invoice!.id })]);

    // seats: prorated onto the next invoice, mirrored from Stripe's answer before any event
    await stripe.gateway.updateQuantity(sub, 5);
    expect(await subscriptionOf(bia.entityId)).toMatchObject({ quantity: 5 });
    expect((await entityOf(bia.entityId)).seatLimit).toBe(5);
    await emu.webhooks.settled();
    allAnswered();
    const pending = emu.state.all("invoiceitem", (ii) => ii.subscription === sub.id && ii.invoice === null);
    expect(pending.map((ii) => Math.sign(ii.amount as number))).toEqual([-1, 1]);

    // monthly to yearly: a new period, billed now with the unused month credited
    await stripe.gateway.changePrice(await subscriptionOf(bia.entityId), choice(TEAM, "year"));
    const yearly = await subscriptionOf(bia.entityId);
    expect(yearly).toMatchObject({ interval: "year", lookupKey: "shield-training-team-year", quantity: 5, unitAmount: 10800 });
    const bills = await invoicesOf(bia.entityId);
    expect(bills).toHaveLength(2);
    const year = bills.find((b) => b.id !== invoice!.id)!;
    expect(year).toMatchObject({ status: "paid", subscriptionId: sub.id });
    expect(year.lines.some((l) => l.proration && l.amount < 0)).toBe(true);
    expect(year.lines).toEqual(expect.arrayContaining([expect.objectContaining({ planId: TEAM.id, amount: 54000, proration: false })]));
    await emu.webhooks.settled();
    allAnswered();
    // a second paid invoice earns nothing more
    expect(await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id))).toHaveLength(1);

    // cancel at the period end: features stay until then, and go when it ends
    await stripe.gateway.setCancelAtPeriodEnd(yearly, true);
    expect(await subscriptionOf(bia.entityId)).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    await emu.advance(sub.id);
    allAnswered();
    expect(await subscriptionOf(bia.entityId)).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true });
    const after = await entityOf(bia.entityId);
    expect(after.features).not.toContain("team-management");
    expect(after.features).toEqual(expect.arrayContaining(["basic-training", "certificates"]));

    // a refund of the first invoice reverses the commission
    await emu.refundInvoice(invoice!.id);
    allAnswered();
    expect((await invoicesOf(bia.entityId)).find((i) => i.id === invoice!.id)).toMatchObject({
      amountRefunded: 3150,
      refundedAt: expect.any(Date),
    });
    expect((await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id)))[0]).toMatchObject({
      status: "reversed",
    });
  });

  it("resumes a subscription set to cancel, and prorates an upgrade within the interval onto the renewal", async () => {
    const caio = await customer("caio.stripe@example.com", "Caio Prado");
    const session = await stripe.gateway.createCheckout({
      ...choice(PERSONAL),
      tenantId: acmeId,
      entityId: caio.entityId,
      userId: caio.userId,
      customer: caio,
      currency: "USD",
      quantity: 1,
      promotion: null,
      upgradeAccount: false,
      ...urls,
      locale: "en",
    });
    expect(emu.state.get("checkout.session", session.id)).toMatchObject({ allow_promotion_codes: true, discounts: [], locale: "en" });
    await emu.completeCheckout(session.id);
    const sub = await subscriptionOf(caio.entityId);
    expect(sub).toMatchObject({ status: "active", planId: PERSONAL.id, quantity: 1, upgradeAccount: false });
    await stripe.gateway.setCancelAtPeriodEnd(sub, true);
    await stripe.gateway.setCancelAtPeriodEnd(sub, false);
    expect(await subscriptionOf(caio.entityId)).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null });
    await stripe.gateway.changePrice(await subscriptionOf(caio.entityId), { ...choice(TEAM), quantity: 2 });
    expect(await subscriptionOf(caio.entityId)).toMatchObject({ planId: TEAM.id, quantity: 2, interval: "month" });
    await emu.advance(sub.id);
    allAnswered();
    const renewal = (await invoicesOf(caio.entityId)).find((i) => i.lines.some((l) => l.proration))!;
    expect(
      renewal.lines
        .filter((l) => l.proration)
        .map((l) => l.planId)
        .sort(),
    ).toEqual([PERSONAL.id, TEAM.id].sort());
    expect(renewal.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ planId: TEAM.id, quantity: 2, amount: 2800, proration: false })]),
    );
    expect(await subscriptionOf(caio.entityId)).toMatchObject({ status: "active" });
    expect(
      (
        await t.database.db
          .select()
          .from(billingSubscriptions)
          .where(and(eq(billingSubscriptions.id, sub.id)))
      )[0]!.currentPeriodStart.getTime(),
    ).toBeGreaterThan(sub.currentPeriodStart.getTime());
  });

  it("starts a trial without a card that ends, not bills, when no card was added", async () => {
    const dora = await customer("dora.stripe@example.com", "Dora Lima");
    await stripe.gateway.startTrial({ ...choice(), customer: dora, quantity: 10, currency: "USD", days: 14, upgradeAccount: true });
    const sub = await subscriptionOf(dora.entityId);
    expect(sub).toMatchObject({ status: "trialing", trial: true, quantity: 10, trialEnd: expect.any(Date) });
    expect(sub.trialEnd!.getTime() - sub.currentPeriodStart.getTime()).toBe(14 * 86_400_000);
    const stored = emu.state.get("subscription", sub.id);
    expect(stored).toMatchObject({
      metadata: { type: "trial", plan: TEAM.id },
      trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
      payment_settings: { save_default_payment_method: "on_subscription" },
    });
    expect((await entityOf(dora.entityId)).features).toContain("team-management");
    await emu.advance(sub.id);
    allAnswered();
    expect(await subscriptionOf(dora.entityId)).toMatchObject({ status: "canceled", endedAt: expect.any(Date) });
    expect((await entityOf(dora.entityId)).features).not.toContain("team-management");
    expect(await invoicesOf(dora.entityId)).toEqual([expect.objectContaining({ total: 0, status: "paid" })]);
  });

  it("sells in BRL with boleto and Pix where Stripe offers them: a boleto goes live when it is paid", async () => {
    const eva = await customer("eva.stripe@example.com", "Eva Sá");
    const session = await stripe.gateway.createCheckout({
      ...choice(),
      tenantId: acmeId,
      entityId: eva.entityId,
      userId: eva.userId,
      customer: eva,
      currency: "BRL",
      quantity: 4,
      promotion: null,
      upgradeAccount: true,
      ...urls,
      locale: "pt",
    });
    const cs = emu.state.get("checkout.session", session.id);
    expect(cs).toMatchObject({
      currency: "brl",
      allowed_payment_method_types: ["card", "boleto", "pix"],
      payment_method_types: ["card", "boleto", "pix"],
      amount_total: 4 * 5900,
    });
    expect(cs.payment_method_options).toEqual({
      pix: { mandate_options: { amount_type: "maximum", amount: String(2 * 4 * 5900), currency: "brl", payment_schedule: "monthly" } },
    });
    await emu.completeCheckout(session.id, "boleto");
    allAnswered();
    expect(await subscriptionOf(eva.entityId)).toMatchObject({ status: "incomplete", currency: "brl", unitAmount: 5900 });
    expect((await entityOf(eva.entityId)).features).not.toContain("team-management");
    expect((await invoicesOf(eva.entityId))[0]).toMatchObject({ status: "open", total: 23600 });
    await emu.settleDelayed(session.id);
    allAnswered();
    expect(await subscriptionOf(eva.entityId)).toMatchObject({ status: "active" });
    expect((await entityOf(eva.entityId)).features).toContain("team-management");
    expect((await invoicesOf(eva.entityId))[0]).toMatchObject({
      status: "paid",
      amountPaid: 23600,
      currency: "brl",
      paymentMethod: { type: "boleto", brand: null, last4: null },
    });
  });

  it("marks a Checkout Session left unpaid expired when Stripe expires it, and nothing else", async () => {
    const gus = await customer("gus.stripe@example.com", "Gus Lopes");
    const session = await stripe.gateway.createCheckout({
      ...choice(PERSONAL),
      tenantId: acmeId,
      entityId: gus.entityId,
      userId: gus.userId,
      customer: gus,
      currency: "USD",
      quantity: 1,
      promotion: null,
      upgradeAccount: false,
      ...urls,
      locale: "en",
    });
    await emu.expireCheckout(session.id);
    allAnswered();
    expect((await t.database.db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, session.id)))[0]).toMatchObject(
      { status: "expired", subscriptionId: null },
    );
    expect(await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, gus.entityId))).toEqual([]);
  });

  it("opens the Billing Portal for the customer, coming back to the given page", async () => {
    const fabio = await customer("fabio.stripe@example.com", "Fábio Reis");
    const url = await stripe.gateway.portalUrl(fabio, "http://acme.localhost:3000/subscription");
    const id = url.split("/").pop()!;
    expect(emu.state.get("billing_portal.session", id)).toMatchObject({
      customer: fabio.id,
      return_url: "http://acme.localhost:3000/subscription",
    });
  });
});
