import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStatus, Coupon, Customer, InvoiceList, Subscription } from "../../../contract/billing.ts";
import { FREE_PLAN_FEATURES, TRIAL_DAYS } from "../../../contract/plans.ts";
import { billingCheckoutSessions, billingInvoices, billingPromotionCodes, billingSubscriptions } from "./schema.ts";
import { commissions, referrals } from "../referrals/schema.ts";
import { groups } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { cookiesFrom, lastCode, mailsTo, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { billingJourney } from "./test/journey-helpers.ts";

type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An amount less a percentage discount, rounded to the cent as invoices round it. */
const less = (cents: number, percent: number) => cents - Math.round((cents * percent) / 100);

describe.each(BACKENDS)("buying, changing and ending a plan on the built-in test gateway, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const { call, ok, overview, entityOf, signUp } = billingJourney(() => t);

  it("sells a team plan to a referred individual: coupon, checkout, a declined card that changes nothing, payment, features, seats, one commission", async () => {
    // Ivan refers Rita; Rita signs up through his link
    const ivan = await signUp("ivan.referrer@example.com", "Ivan Referrer");
    const { code } = await ok<{ code: string }>(call(ivan.cookie, "GET", "/affiliate"));
    const rita = await signUp("rita@example.com", "Rita Reis", `ref_code=${code}`);
    const before = await entityOf(rita.userId);
    expect(before).toMatchObject({ type: "individual", features: [...FREE_PLAN_FEATURES] });

    const customer = await ok<Customer>(
      call(rita.cookie, "POST", "/payment-gateway/customer/create", { name: "Rita Reis", email: "rita@example.com" }),
    );
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    // asking again is the same customer
    expect(
      (
        await ok<Customer>(
          call(rita.cookie, "POST", "/payment-gateway/customer/create", { name: "Rita Reis Ltd", email: "rita@example.com" }),
        )
      ).id,
    ).toBe(customer.id);
    expect((await ok<Customer>(call(rita.cookie, "GET", `/payment-gateway/customer/${customer.id}`))).name).toBe("Rita Reis Ltd");

    const coupon = await ok<Coupon>(call(rita.cookie, "POST", "/payment-gateway/coupon/validate", { promotionCodeValue: "welcome20" }));
    expect(coupon).toMatchObject({ valid: true, promotionCode: { code: "WELCOME20" }, coupon: { percentOff: 20, duration: "once" } });

    // a team plan for an individual account needs its owner's consent to become a company
    const refused = await call(rita.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, {
      priceLookupKey: "skill5-team-month",
      quantity: 3,
    });
    expect(refused.status).toBe(400);
    const refusal = (await refused.json()) as Err;
    expect(refusal.error.code).toBe("upgrade_required");
    expect(refusal.error.issues?.[0]).toMatchObject({ path: "upgradeAccount", message: expect.stringContaining("company account") });

    const session = await ok<{ id: string; url: string }>(
      call(
        rita.cookie,
        "POST",
        `/payment-gateway/checkout/${customer.id}`,
        { priceLookupKey: "skill5-team-month", quantity: 3, upgradeAccount: true, promotionCodeValue: "WELCOME20" },
        "pt",
      ),
    );
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toBe(`/pt/subscription/checkout/${session.id}`);
    const open = await ok<CheckoutStatus>(call(rita.cookie, "GET", `/payment-gateway/checkout-sessions/${session.id}`));
    expect(open).toMatchObject({
      gateway: "local",
      status: "open",
      plan: "skill5-team",
      key: "team",
      interval: "month",
      currency: "USD",
      quantity: 3,
      unitAmount: 1400,
      subtotal: 4200,
      discount: 840,
      total: 3360,
      promotionCode: "WELCOME20",
      upgradeAccount: true,
      lastError: null,
      subscriptionId: null,
    });

    // the declined card: 402 with a translated message; nothing but the session's last error changes
    const redeemedBefore = (await t.database.db.select().from(billingPromotionCodes).where(eq(billingPromotionCodes.code, "WELCOME20")))[0]!
      .timesRedeemed;
    const card = { cardNumber: "4000 0000 0000 0002", expiry: "12/40", cvc: "123", name: "Rita Reis" };
    const declined = await call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, card, "pt");
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as Err).error).toMatchObject({
      code: "card_declined",
      message: "Seu cartão foi recusado. Nada foi cobrado: tente outro cartão.",
    });
    expect(await ok<CheckoutStatus>(call(rita.cookie, "GET", `/payment-gateway/checkout-sessions/${session.id}`))).toMatchObject({
      status: "open",
      lastError: "Your card was declined. Nothing was charged: try another card.",
    });
    const entityId = before.id;
    expect(await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, entityId))).toEqual([]);
    expect(await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.entityId, entityId))).toEqual([]);
    expect(
      (await t.database.db.select().from(billingPromotionCodes).where(eq(billingPromotionCodes.code, "WELCOME20")))[0]!.timesRedeemed,
    ).toBe(redeemedBefore);
    expect(await entityOf(rita.userId)).toMatchObject({ type: "individual", features: before.features, seatLimit: null });
    // a number that is no test card is refused with a hint; an expired card is a 400 on its field
    const other = await call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, {
      ...card,
      cardNumber: "5555 5555 5555 4444",
    });
    expect(other.status).toBe(402);
    expect(((await other.json()) as Err).error.message).toContain("4242 4242 4242 4242");
    const expired = await call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, {
      ...card,
      cardNumber: "4242424242424242",
      expiry: "01/20",
    });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as Err).error.issues?.[0]?.path).toBe("expiry");

    // 4242 pays, in one go
    const paid = await ok<CheckoutStatus>(
      call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, { ...card, cardNumber: "4242 4242 4242 4242" }),
    );
    expect(paid).toMatchObject({ status: "complete", lastError: null, subscriptionId: expect.stringMatching(/^sub_/) });
    expect(paid.features).toEqual(expect.arrayContaining(["team-management", "performance-reports", "import-csv"]));
    const again = await call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, {
      ...card,
      cardNumber: "4242 4242 4242 4242",
    });
    expect(again.status).toBe(409);

    const after = await entityOf(rita.userId);
    expect(after).toMatchObject({ type: "company", seatLimit: 3 });
    expect(after.features).toEqual(expect.arrayContaining(["training", "team-management", "department-assignment", "custom-programs"]));
    const view = await overview(rita.cookie);
    expect(view).toMatchObject({
      entityType: "company",
      customerId: customer.id,
      gateway: "local",
      testMode: true,
      seats: { used: 1, bought: 3 },
      canManage: true,
    });
    const team = view.subscriptions.find((s) => s.id === paid.subscriptionId)!;
    expect(team).toMatchObject({
      object: "subscription",
      status: "active",
      customer: customer.id,
      metadata: { plan: "skill5-team", entityId },
      cancel_at_period_end: false,
      discount: null,
    });
    expect(team.items.data[0]).toMatchObject({
      id: expect.stringMatching(/^si_/),
      quantity: 3,
      price: { lookup_key: "skill5-team-month", unit_amount: 1400, currency: "usd", recurring: { interval: "month" } },
    });
    expect(team.metadata.type).toBeUndefined();
    // the coupon was for the first invoice: the next one charges the full price
    expect(view.nextInvoice).toMatchObject({ amount: 4200, currency: "usd", subscriptionId: team.id });

    const invoices = await ok<InvoiceList>(call(rita.cookie, "GET", "/payment-gateway/invoices"));
    expect(invoices.total).toBe(1);
    expect(invoices.data[0]).toMatchObject({
      number: expect.stringMatching(/^SKILL5-\d{6}$/),
      status: "paid",
      currency: "usd",
      subtotal: 4200,
      discount: 840,
      total: 3360,
      amountPaid: 3360,
      receiptUrl: `/api/payment-gateway/invoices/${invoices.data[0]!.id}/receipt`,
    });
    expect(invoices.data[0]!.lines[0]).toMatchObject({
      planId: "skill5-team",
      quantity: 3,
      unitAmount: 1400,
      amount: 4200,
      proration: false,
      description: expect.stringContaining("3 × Team"),
    });
    const receipt = await call(rita.cookie, "GET", invoices.data[0]!.receiptUrl.replace("/api", ""));
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(
      (await t.database.db.select().from(billingPromotionCodes).where(eq(billingPromotionCodes.code, "WELCOME20")))[0]!.timesRedeemed,
    ).toBe(redeemedBefore + 1);

    // Ivan earns 20 % of what Rita paid, once
    const [referral] = await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, rita.userId));
    expect(referral).toMatchObject({ status: "converted", firstInvoiceId: invoices.data[0]!.id, referredEntityId: entityId });
    const earned = await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id));
    expect(earned).toEqual([expect.objectContaining({ invoiceAmountCents: 3360, amountCents: 672, currency: "usd", status: "earned" })]);

    // 3-D Secure on a second product: refused, it is declined and open again; approved, it pays
    const scanners = await ok<{ id: string }>(
      call(rita.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, { priceLookupKey: "shield-scanners-month", currency: "BRL" }),
    );
    const secure = { ...card, cardNumber: "4000002500003155" };
    expect(
      await ok<CheckoutStatus>(call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${scanners.id}/pay`, secure)),
    ).toMatchObject({ status: "requires_action", currency: "BRL", total: 14900 });
    const paidTwice = await call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${scanners.id}/pay`, secure);
    expect(paidTwice.status).toBe(409);
    const refusedStep = await call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${scanners.id}/confirm`, { approve: false });
    expect(refusedStep.status).toBe(402);
    expect((await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, entityId))).length).toBe(1);
    expect(
      await ok<CheckoutStatus>(call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${scanners.id}/pay`, secure)),
    ).toMatchObject({ status: "requires_action" });
    const confirmed = await ok<CheckoutStatus>(
      call(rita.cookie, "POST", `/payment-gateway/checkout-sessions/${scanners.id}/confirm`, { approve: true }),
    );
    expect(confirmed).toMatchObject({ status: "complete", features: ["scanners"] });
    expect((await entityOf(rita.userId)).features).toEqual(expect.arrayContaining(["scanners", "team-management"]));
    // a second paid invoice earns nothing more
    expect(await t.database.db.select().from(commissions).where(eq(commissions.referralId, referral!.id))).toHaveLength(1);
    const brl = (await ok<InvoiceList>(call(rita.cookie, "GET", "/payment-gateway/invoices"))).data[0]!;
    expect(brl).toMatchObject({ currency: "brl", total: 14900 });
    // invoices are numbered in one sequence per site
    expect(Number(brl.number!.slice(-6))).toBe(Number(invoices.data[0]!.number!.slice(-6)) + 1);
  });

  it("changes seats with prorations on the next invoice, refuses fewer seats than used, cancels and resumes, and ends the plan at the period end (features go, data stays)", async () => {
    const olga = await signUp("olga@example.com", "Olga Owner");
    const customer = await ok<Customer>(
      call(olga.cookie, "POST", "/payment-gateway/customer/create", { name: "Olga Co", email: "olga@example.com" }),
    );
    const s = await ok<{ id: string }>(
      call(olga.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, {
        priceLookupKey: "skill5-team-month",
        quantity: 2,
        upgradeAccount: true,
        promotionCodeValue: "TEAM3",
      }),
    );
    const { subscriptionId } = await ok<CheckoutStatus>(
      call(olga.cookie, "POST", `/payment-gateway/checkout-sessions/${s.id}/pay`, {
        cardNumber: "4242424242424242",
        expiry: "12/40",
        cvc: "123",
        name: "Olga",
      }),
    );
    // a repeating coupon keeps lowering the next invoices: 2 × 14 less 30 %
    expect((await overview(olga.cookie)).nextInvoice).toMatchObject({ amount: 1960, subscriptionId });

    const group = await t.req("/api/entity/groups", { ...withCookie(olga.cookie, jsonBody({ name: "Night shift" })) });
    expect(group.status).toBe(201);
    // two people invited: three seats used of two bought is refused; three seats is fine
    const invited = await t.req("/api/entity/invitations", {
      ...withCookie(olga.cookie, jsonBody({ emails: ["a@example.com"], role: "member" })),
    });
    expect(invited.status).toBeLessThan(300);
    const fewer = await call(olga.cookie, "POST", "/payment-gateway/subscriptions/update", {
      subscriptionId,
      quantity: 1,
      updateType: "quantity",
    });
    expect(fewer.status).toBe(400);
    expect(((await fewer.json()) as Err).error).toMatchObject({
      code: "seats_below_used",
      message: expect.stringContaining("Seats in use (members and open invitations): 2"),
    });

    const sub = await ok<Subscription>(
      call(olga.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId, quantity: 5, updateType: "quantity" }),
    );
    expect(sub.items.data[0]!.quantity).toBe(5);
    const [draft] = await t.database.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.subscriptionId, subscriptionId!), eq(billingInvoices.status, "draft")));
    expect(draft!.lines.map((l) => [l.quantity, l.proration, Math.sign(l.amount)])).toEqual([
      [2, true, -1],
      [5, true, 1],
    ]);
    const prorated = draft!.lines.reduce((n, l) => n + l.amount, 0);
    expect(prorated).toBeGreaterThan(0);
    expect(prorated).toBeLessThanOrEqual(3 * 1400);
    const next = (await overview(olga.cookie)).nextInvoice!;
    expect(next.amount).toBe(less(5 * 1400 + prorated, 30));
    expect((await entityOf(olga.userId)).seatLimit).toBe(5);
    // the invoices list shows invoices, not the draft of the next one
    expect((await ok<InvoiceList>(call(olga.cookie, "GET", "/payment-gateway/invoices"))).total).toBe(1);

    const canceled = await ok<Subscription>(
      call(olga.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId, updateType: "cancel" }),
    );
    expect(canceled.cancel_at_period_end).toBe(true);
    expect((await overview(olga.cookie)).nextInvoice).toBeNull();
    expect(
      (await ok<Subscription>(call(olga.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId, updateType: "resume" })))
        .cancel_at_period_end,
    ).toBe(false);
    await ok<Subscription>(call(olga.cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId, updateType: "cancel" }));

    // an hour before the period's end nothing happens; after it, the plan ends
    const end = canceled.current_period_end * 1000;
    await t.services.billing.hourly(new Date(end - HOUR));
    expect((await entityOf(olga.userId)).features).toContain("team-management");
    const swept = await t.services.billing.hourly(new Date(end + HOUR));
    expect(swept.ended).toBeGreaterThanOrEqual(1);
    const ended = (await overview(olga.cookie)).subscriptions.find((x) => x.id === subscriptionId)!;
    expect(ended).toMatchObject({ status: "canceled", ended_at: canceled.current_period_end });
    const entity = await entityOf(olga.userId);
    expect(entity.features).toEqual([...FREE_PLAN_FEATURES]);
    expect(entity.seatLimit).toBeNull();
    // the data the plan made stays
    expect(await t.database.db.select().from(groups).where(eq(groups.entityId, entity.id))).toHaveLength(1);
    // the seats added during the period are collected at its end on a final invoice, as Stripe collects pending prorations: cancelling never makes them free
    expect((await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.id, draft!.id)))[0]).toMatchObject({
      status: "paid",
      total: less(prorated, 30),
      number: expect.any(String),
    });
    const change = await call(olga.cookie, "POST", "/payment-gateway/subscriptions/update", {
      subscriptionId,
      quantity: 4,
      updateType: "quantity",
    });
    expect(change.status).toBe(409);
    expect(((await change.json()) as Err).error.code).toBe("subscription_ended");
  });

  it("renews a plan at its period's end with a new paid invoice, and moves monthly to yearly with an invoice at once", async () => {
    const gabi = await signUp("gabi@example.com", "Gabi Globe");
    const customer = await ok<Customer>(
      call(gabi.cookie, "POST", "/payment-gateway/customer/create", { name: "Gabi", email: "gabi@example.com" }),
    );
    const s = await ok<{ id: string }>(
      call(gabi.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, {
        priceLookupKey: "skill5-personal-month",
        promotionCodeValue: "FOREVER10",
      }),
    );
    const { subscriptionId } = await ok<CheckoutStatus>(
      call(gabi.cookie, "POST", `/payment-gateway/checkout-sessions/${s.id}/pay`, {
        cardNumber: "4242424242424242",
        expiry: "12/40",
        cvc: "123",
        name: "Gabi",
      }),
    );
    const [sub] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId!));
    const end = sub!.currentPeriodEnd;
    expect((await t.services.billing.hourly(new Date(end.getTime() + HOUR))).renewed).toBeGreaterThanOrEqual(1);
    // twice at the same hour renews once
    await t.services.billing.hourly(new Date(end.getTime() + HOUR));
    const invoices = await ok<InvoiceList>(call(gabi.cookie, "GET", "/payment-gateway/invoices"));
    expect(invoices.total).toBe(2);
    expect(invoices.data.map((i) => [i.status, i.total])).toEqual([
      ["paid", 2250],
      ["paid", 2250],
    ]);
    expect(invoices.data[0]!.periodStart).toBe(end.toISOString());
    const [renewed] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId!));
    expect(renewed).toMatchObject({ status: "active", currentPeriodStart: end });
    expect(renewed!.currentPeriodEnd.getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);

    const yearly = await ok<Subscription>(
      call(gabi.cookie, "POST", "/payment-gateway/subscriptions/upgrade", { subscriptionId, newPlan: "skill5-personal-year" }),
    );
    expect(yearly.items.data[0]!.price).toMatchObject({
      lookup_key: "skill5-personal-year",
      unit_amount: 22800,
      recurring: { interval: "year" },
    });
    const after = await ok<InvoiceList>(call(gabi.cookie, "GET", "/payment-gateway/invoices"));
    expect(after.total).toBe(3);
    const now = after.data[0]!;
    // the unused rest of the month is credited, the year charged, the coupon applied
    expect(now.lines.map((l) => [l.proration, Math.sign(l.amount)])).toEqual([
      [true, -1],
      [false, 1],
    ]);
    expect(now.total).toBe(less(22800 + now.lines[0]!.amount, 10));
    // another product's plan is not a move of this one; an unknown plan is refused
    for (const newPlan of ["shield-scanners", "skill5-nonsense"]) {
      const res = await call(gabi.cookie, "POST", "/payment-gateway/subscriptions/upgrade", { subscriptionId, newPlan });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Err).error.issues?.[0]?.path).toBe("newPlan");
    }
  });

  it("starts a trial without a card, reminds the managers 3 and 1 days before its end in their language, and falls back to the free plan", async () => {
    const tina = await signUp("tina@example.com", "Tina Trial");
    await t.database.db.update(users).set({ languageCode: "pt-BR" }).where(eq(users.id, tina.userId));
    const needsUpgrade = await call(tina.cookie, "POST", "/payment-gateway/trial", { plan: "skill5-team" });
    expect(needsUpgrade.status).toBe(400);
    expect(((await needsUpgrade.json()) as Err).error.code).toBe("upgrade_required");
    const notTeam = await call(tina.cookie, "POST", "/payment-gateway/trial", { plan: "skill5-personal" });
    expect(notTeam.status).toBe(400);

    const trial = await ok<Subscription>(
      call(tina.cookie, "POST", "/payment-gateway/trial", { plan: "skill5-team", upgradeAccount: true }),
    );
    expect(trial).toMatchObject({ status: "trialing", metadata: { type: "trial", plan: "skill5-team" } });
    expect(trial.items.data[0]!.quantity).toBe(10);
    const end = trial.trial_end! * 1000;
    expect(end - trial.created * 1000).toBeGreaterThan((TRIAL_DAYS - 1) * DAY);
    expect(await entityOf(tina.userId)).toMatchObject({ type: "company", seatLimit: 10 });
    expect((await entityOf(tina.userId)).features).toContain("team-management");
    expect((await overview(tina.cookie)).nextInvoice).toBeNull();
    const twice = await call(tina.cookie, "POST", "/payment-gateway/trial", { plan: "skill5-team" });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as Err).error.code).toBe("trial_used");

    const mails = () => mailsTo(t, "tina@example.com", "trial-ending");
    await t.services.billing.hourly(new Date(end - 4 * DAY));
    expect(await mails()).toHaveLength(0);
    await t.services.billing.hourly(new Date(end - 3 * DAY + HOUR));
    await t.services.billing.hourly(new Date(end - 3 * DAY + 2 * HOUR));
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.subject).toBe("Sua avaliação do plano Equipe termina em 3 dias");
    await t.services.billing.hourly(new Date(end - DAY + HOUR));
    await t.services.billing.hourly(new Date(end - DAY + 2 * HOUR));
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.subject)).toContain("Sua avaliação do plano Equipe termina em 1 dia");
    expect(sent[0]!.text).toContain("/pt/subscription/pricing");

    await t.services.billing.hourly(new Date(end + HOUR));
    const [ended] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, trial.id));
    expect(ended!.status).toBe("canceled");
    expect(ended!.endedAt).toEqual(ended!.trialEnd);
    expect(await entityOf(tina.userId)).toMatchObject({ features: [...FREE_PLAN_FEATURES], seatLimit: null });
    const third = await call(tina.cookie, "POST", "/payment-gateway/trial", { plan: "skill5-team" });
    expect(third.status).toBe(409);
  });

  it("gives a new company a 14-day trial of its site's team plan with 10 seats, and refuses a trial to an entity that pays", async () => {
    const email = "founder@newco.example";
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "company", name: "Nora Founder", email, captchaPayload: await solveCaptcha(t, "acme.localhost:3000") }),
      host: "acme.localhost:3000",
    });
    const { session } = (await res.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }),
      host: "acme.localhost:3000",
    });
    const cookie = cookiesFrom(confirm);
    const profile = await t.req("/api/auth/profile", {
      ...jsonBody({ name: "Nora Founder", email, accountType: "company", entityName: "NewCo" }, { cookie }),
      host: "acme.localhost:3000",
    });
    expect(profile.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const entity = await entityOf(user!.id);
    expect(entity).toMatchObject({ type: "company", name: "NewCo", seatLimit: 10 });
    expect(entity.features).toEqual(expect.arrayContaining(["team-management", "performance-reports", "import-csv"]));
    const [sub] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, entity.id));
    expect(sub).toMatchObject({ planId: "shield-training-team", status: "trialing", trial: true, quantity: 10, gateway: "local" });
    expect(sub!.trialEnd!.getTime() - sub!.createdAt.getTime()).toBeGreaterThan(TRIAL_DAYS * DAY - HOUR);
    const again = await t.req("/api/payment-gateway/trial", {
      ...withCookie(cookie, jsonBody({ plan: "shield-training-team" })),
      host: "acme.localhost:3000",
    });
    expect(again.status).toBe(409);
    // the founder turns plan and billing notices off: the reminder is not sent to her
    const prefs = await t.req("/api/user/email-preferences", {
      ...withCookie(cookie, jsonBody({ emailPreferences: { billingNotices: false } })),
      host: "acme.localhost:3000",
    });
    expect(prefs.status).toBe(200);
    await t.services.billing.hourly(new Date(sub!.trialEnd!.getTime() - 3 * DAY + HOUR));
    expect((await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, sub!.id)))[0]!.trialNotices).toEqual([
      3,
    ]);
    expect(await mailsTo(t, email, "trial-ending")).toEqual([]);

    // Globex pays for its team plan: no trial of it
    const globex = await signIn(t, "manager@globex.test", "globex.localhost:3000");
    const paying = await t.req("/api/payment-gateway/trial", {
      ...withCookie(globex, jsonBody({ plan: "shield-training-team" })),
      host: "globex.localhost:3000",
    });
    expect(paying.status).toBe(409);
    expect(((await paying.json()) as Err).error.code).toBe("has_plan");
    expect(await t.database.db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.entityId, entity.id))).toEqual([]);
  });
});
