import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStatus, Customer, InvoiceList, Subscription } from "../../../contract/billing.ts";
import { findPlan } from "../../../contract/plans.ts";
import { billingInvoices, billingPromotionCodes, billingSubscriptions } from "./schema.ts";
import { entities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { subscriptionState } from "./local/records.ts";
import { cookiesFrom, lastCode, solveCaptcha } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { billingJourney } from "./test/journey-helpers.ts";

const ACME = "acme.localhost:3000";
type Err = { error: { code: string; message: string } };
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Tereza Trial" };

describe.each(BACKENDS)("a trial keeps its seats and plan until a paid plan takes over, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const { ok } = billingJourney(() => t);

  const call = (cookie: string, method: string, path: string, body?: unknown, locale = "en") =>
    t.req(`/api${path}`, {
      method,
      host: ACME,
      headers: { cookie, "content-type": "application/json", "x-locale": locale },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const refused = async (res: Promise<Response>, status: number) => {
    const r = await res;
    const body = (await r.json()) as Err;
    expect(r.status, JSON.stringify(body)).toBe(status);
    return body.error;
  };

  /** A new company on Acme's site, through the real sign-up: it starts on the 10-seat trial of the team plan. */
  async function newCompany(email: string, name: string) {
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "company", name, email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const cookie = cookiesFrom(
      await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email, otp: await lastCode(t, email) }), host: ACME }),
    );
    expect(
      (
        await t.req("/api/auth/profile", {
          ...jsonBody({ name, email, accountType: "company", entityName: `${name} Ltd` }, { cookie }),
          host: ACME,
        })
      ).status,
    ).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const entityId = user!.activeEntityId!;
    const [trial] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, entityId));
    expect(trial).toMatchObject({ status: "trialing", quantity: 10, planId: "shield-training-team" });
    return { cookie, entityId, trial: trial! };
  }
  const entity = async (id: string) => (await t.database.db.select().from(entities).where(eq(entities.id, id)))[0]!;
  const invoicesOf = (entityId: string) => t.database.db.select().from(billingInvoices).where(eq(billingInvoices.entityId, entityId));

  it("refuses to raise a trial's seats or change its plan or billing, through either call, with a translated 409; nothing is billed", async () => {
    const { cookie, entityId, trial } = await newCompany("tereza@tereza-trial.example", "Tereza Trial");
    const seats = await refused(
      call(cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId: trial.id, updateType: "quantity", quantity: 5000 }),
      409,
    );
    expect(seats).toMatchObject({
      code: "trial_locked",
      message: expect.stringMatching(/^A trial keeps its 10 seats and its plan\. To add seats or change plans, subscribe/),
    });
    const pt = await refused(
      call(
        cookie,
        "POST",
        "/payment-gateway/subscriptions/update",
        { subscriptionId: trial.id, updateType: "quantity", quantity: 11 },
        "pt",
      ),
      409,
    );
    expect(pt.message).toMatch(/^Durante a avaliação, as 10 licenças e o plano não mudam\./);
    // another plan or interval of the product, by either call
    for (const [path, body] of [
      ["/payment-gateway/subscriptions/update", { subscriptionId: trial.id, updateType: "item", item: "shield-training-team-year" }],
      ["/payment-gateway/subscriptions/upgrade", { subscriptionId: trial.id, newPlan: "shield-training" }],
      ["/payment-gateway/subscriptions/upgrade", { subscriptionId: trial.id, newPlan: "shield-training-team-year" }],
    ] as const) {
      expect((await refused(call(cookie, "POST", path, body), 409)).code).toBe("trial_locked");
    }
    // cancelling and resuming a trial stay open, and change nothing else
    expect(
      (
        await ok<Subscription>(
          call(cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId: trial.id, updateType: "cancel" }),
        )
      ).cancel_at_period_end,
    ).toBe(true);
    const resumed = await ok<Subscription>(
      call(cookie, "POST", "/payment-gateway/subscriptions/update", { subscriptionId: trial.id, updateType: "resume" }),
    );
    expect(resumed).toMatchObject({
      status: "trialing",
      cancel_at_period_end: false,
      items: { data: [{ quantity: 10, price: { lookup_key: "shield-training-team-month" } }] },
    });

    expect(await entity(entityId)).toMatchObject({ seatLimit: 10 });
    expect((await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, trial.id)))[0]).toMatchObject({
      quantity: 10,
      planId: "shield-training-team",
      interval: "month",
      status: "trialing",
    });
    expect(await invoicesOf(entityId)).toEqual([]);
    // the members' page counts the trial's seats
    const members = await ok<{ seats: { used: number; limit: number | null } }>(call(cookie, "GET", "/entity/members"));
    expect(members.seats).toEqual({ used: 1, limit: 10 });
  });

  it("ends the trial only through a paid checkout, with a 100 % coupon too: the seats bought are the seats counted, on a paid invoice", async () => {
    await t.database.db
      .insert(billingPromotionCodes)
      .values({ id: "promo_full100_trial", code: "FULL100", name: "Everything off, for good", percentOff: 100, duration: "forever" })
      .onConflictDoNothing();
    const { cookie, entityId, trial } = await newCompany("ulisses@ulisses-trial.example", "Ulisses Trial");
    const customer = await ok<Customer>(
      call(cookie, "POST", "/payment-gateway/customer/create", { name: "Ulisses Trial Ltd", email: "ulisses@ulisses-trial.example" }),
    );
    const session = await ok<{ id: string }>(
      call(cookie, "POST", `/payment-gateway/checkout/${customer.id}`, {
        priceLookupKey: "shield-training-team-month",
        quantity: 12,
        promotionCodeValue: "FULL100",
      }),
    );
    expect(await ok<CheckoutStatus>(call(cookie, "GET", `/payment-gateway/checkout-sessions/${session.id}`))).toMatchObject({
      status: "open",
      quantity: 12,
      subtotal: 12 * 1400,
      discount: 12 * 1400,
      total: 0,
    });
    // a session not paid yet changes nothing: the trial and its 10 seats stay
    expect(await entity(entityId)).toMatchObject({ seatLimit: 10 });

    const paid = await ok<CheckoutStatus>(call(cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, CARD));
    expect(paid.status).toBe("complete");
    const subs = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, entityId));
    expect(subs.find((s) => s.id === trial.id)).toMatchObject({ status: "canceled", trial: true });
    expect(subs.find((s) => s.id === paid.subscriptionId)).toMatchObject({ status: "active", trial: false, quantity: 12 });
    expect(await entity(entityId)).toMatchObject({ seatLimit: 12 });
    const invoices = await ok<InvoiceList>(call(cookie, "GET", "/payment-gateway/invoices"));
    expect(invoices.data).toEqual([expect.objectContaining({ status: "paid", subtotal: 12 * 1400, discount: 12 * 1400, total: 0 })]);

    // a paid plan changes seats as before: prorated onto the next invoice
    const grown = await ok<Subscription>(
      call(cookie, "POST", "/payment-gateway/subscriptions/update", {
        subscriptionId: paid.subscriptionId,
        updateType: "quantity",
        quantity: 15,
      }),
    );
    expect(grown.items.data[0]!.quantity).toBe(15);
    expect(await entity(entityId)).toMatchObject({ seatLimit: 15 });
    const [draft] = await t.database.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.subscriptionId, paid.subscriptionId!), eq(billingInvoices.status, "draft")));
    expect(draft!.lines.map((l) => l.quantity)).toEqual([12, 15]);
  });

  it("keeps a trial's plan and seats whatever a gateway reports while it is a trial, and the built-in gateway refuses the change itself", async () => {
    const { entityId, trial } = await newCompany("vera@vera-trial.example", "Vera Trial");
    const { local, mirror } = t.services.billing;
    const refusal = await local.updateQuantity(trial, 5000).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: "trial_locked" });
    expect(
      await local
        .changePrice(trial, { lookupKey: "skill5-creator-month", plan: findPlan("skill5-creator", "shield")!, interval: "month" })
        .catch((e: unknown) => e),
    ).toMatchObject({ code: "trial_locked" });

    // a state of the trial with more seats and another plan, as a gateway's event would bring it
    const raised = subscriptionState(trial, {
      quantity: 5000,
      planId: "skill5-creator",
      lookupKey: "skill5-creator-month",
      unitAmount: 1000,
    });
    await t.database.db.transaction((tx) => mirror.syncSubscription(tx, raised));
    const [kept] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, trial.id));
    expect(kept).toMatchObject({
      quantity: 10,
      planId: "shield-training-team",
      lookupKey: "shield-training-team-month",
      status: "trialing",
    });
    const after = await entity(entityId);
    expect(after.seatLimit).toBe(10);
    expect(after.features).not.toContain("create-courses");
    // its other news is kept: cancelled at the trial's end
    await t.database.db.transaction((tx) =>
      mirror.syncSubscription(tx, subscriptionState(kept!, { cancelAtPeriodEnd: true, quantity: 40 })),
    );
    expect((await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, trial.id)))[0]).toMatchObject({
      cancelAtPeriodEnd: true,
      quantity: 10,
    });
  });
});
