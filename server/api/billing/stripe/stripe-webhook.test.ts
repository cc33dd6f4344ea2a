import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlan, lookupKey } from "../../../../contract/plans.ts";
import { billingCheckoutSessions, billingCustomers, billingInvoices, billingSubscriptions } from "../schema.ts";
import { entities } from "../../organizations/schema.ts";
import { users } from "../../identity/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { lastCode, solveCaptcha } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startStripeEmulator, type StripeEmulator } from "../../../test/stripe-emulator/index.ts";
import type { Obj } from "../../../test/stripe-emulator/state.ts";
import { eventsRecorded, operatorOf, stripeAdapterOn } from "../test/stripe-helpers.ts";

const ACME = "acme.localhost:3000";
const TEAM = findPlan("shield-training-team", "shield")!;
type Answer = { received?: true; duplicate?: boolean; error?: { code: string; message: string } };

describe.each(BACKENDS)("Stripe's webhook, on %s", (backend) => {
  let t: TestApp;
  let emu: StripeEmulator;
  let stripe: ReturnType<typeof stripeAdapterOn>;
  let operator: Stripe;
  let acmeId: string;
  beforeAll(async () => {
    emu = await startStripeEmulator();
    t = await startTestApp(backend);
    stripe = stripeAdapterOn(t, emu);
    operator = operatorOf(emu);
    [{ id: acmeId }] = (await t.database.db
      .select({ id: whitelabels.id })
      .from(whitelabels)
      .where(eq(whitelabels.whitelabelSlug, "acme"))) as [{ id: string }];
  });
  afterAll(async () => {
    await t?.close();
    await emu?.close();
  });

  /** A new individual account, its Stripe customer, and a Checkout Session for 3 seats of the team plan. */
  async function checkout(email: string, name: string) {
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name, email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await res.json()) as { session: string };
    expect(
      (await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email, otp: await lastCode(t, email) }), host: ACME })).status,
    ).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    const ref = { tenantId: acmeId, entityId: u!.activeEntityId!, name, email };
    const id = await stripe.gateway.createCustomer(ref);
    await t.database.db.transaction((tx) => stripe.mirror.upsertCustomer(tx, { id, ...ref, gateway: "stripe" }));
    const cs = await stripe.gateway.createCheckout({
      plan: TEAM,
      interval: "month",
      lookupKey: lookupKey(TEAM.id, "month"),
      tenantId: acmeId,
      entityId: ref.entityId,
      userId: u!.id,
      customer: { id, ...ref },
      currency: "USD",
      quantity: 3,
      promotion: null,
      upgradeAccount: true,
      successUrl: "http://acme.localhost:3000/subscription/active?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://acme.localhost:3000/subscription/pricing?canceled=1",
      locale: "en",
    });
    return { entityId: ref.entityId, customerId: id, sessionId: cs.id };
  }

  const subscriptionsOf = (entityId: string) =>
    t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, entityId));
  const featuresOf = async (entityId: string) =>
    (await t.database.db.select().from(entities).where(eq(entities.id, entityId)))[0]!.features;
  const sessionRow = async (id: string) =>
    (await t.database.db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, id)))[0]!;
  const heldOf = (type: string) => emu.webhooks.held.find((e) => e.type === type)!;
  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as Answer });

  it("answers 400 to a delivery with a wrong, missing or stale signature, or an altered body, and changes nothing", async () => {
    emu.webhooks.hold();
    const { entityId, sessionId } = await checkout("gil.webhook@example.com", "Gil Araújo");
    await emu.completeCheckout(sessionId);
    const completed = heldOf("checkout.session.completed");
    const before = await eventsRecorded(t);
    for (const signing of ["wrong-secret", "none", "stale"] as const) {
      const d = await emu.webhooks.deliver(completed, signing);
      expect(d.status).toBe(400);
      expect(JSON.parse(d.body)).toEqual({
        error: {
          code: "bad_signature",
          message: "This request is not signed by the payment gateway, or was changed on the way; it was refused.",
        },
      });
    }
    // signed rightly, then changed on the way
    const payload = JSON.stringify(completed, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: emu.webhookSecret });
    const altered = payload.replace(`"status": "complete"`, `"status": "expired"`);
    expect(altered).not.toBe(payload);
    expect(
      (await answer(await stripe.post({ headers: { "content-type": "application/json", "stripe-signature": header }, body: altered })))
        .status,
    ).toBe(400);
    expect((await answer(await stripe.post({ headers: { "content-type": "application/json" }, body: "{}" }))).status).toBe(400);
    expect(await eventsRecorded(t)).toBe(before);
    expect(await subscriptionsOf(entityId)).toEqual([]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: "open", subscriptionId: null });
    expect(await featuresOf(entityId)).not.toContain("team-management");

    // the same bytes, rightly signed, go through: the customer's accented name included
    const delivered = await emu.webhooks.release();
    expect(delivered.map((d) => d.status)).toEqual(delivered.map(() => 200));
    expect(delivered.map((d) => d.type)).toContain("customer.created");
    expect(await subscriptionsOf(entityId)).toEqual([expect.objectContaining({ status: "active", quantity: 3 })]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: "complete" });
  });

  it("handles a delivery once: again, or twice at the same moment, it changes nothing", async () => {
    const { entityId, sessionId } = await checkout("hana.webhook@example.com", "Hana Sato");
    await emu.completeCheckout(sessionId);
    const [sub] = await subscriptionsOf(entityId);
    const paid = emu.webhooks.raised.filter((e) => e.type === "invoice.paid").at(-1)!;
    const recorded = await eventsRecorded(t);
    const again = await emu.webhooks.deliver(paid);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    expect(await eventsRecorded(t)).toBe(recorded);
    expect((await subscriptionsOf(entityId))[0]!.updatedAt).toEqual(sub!.updatedAt);

    // a new event delivered twice at once: one of the two applies it
    emu.webhooks.hold();
    await operator.subscriptions.update(sub!.id, { items: [{ id: sub!.itemId, quantity: 6 }] });
    const updated = heldOf("customer.subscription.updated");
    emu.webhooks.held.splice(0);
    const both = await Promise.all([emu.webhooks.deliver(updated), emu.webhooks.deliver(updated)]);
    expect(both.map((d) => d.status)).toEqual([200, 200]);
    expect(both.map((d) => (JSON.parse(d.body) as Answer).duplicate).sort()).toEqual([false, true]);
    expect(await eventsRecorded(t)).toBe(recorded + 1);
    expect((await subscriptionsOf(entityId))[0]).toMatchObject({ quantity: 6 });
    await emu.webhooks.release();
  });

  it("ends in Stripe's current state whatever order events come in: the older states they carry are never mirrored", async () => {
    emu.webhooks.hold();
    const { entityId, sessionId } = await checkout("ivo.webhook@example.com", "Ivo Nunes");
    await emu.completeCheckout(sessionId);
    const subId = emu.state.get("checkout.session", sessionId).subscription as string;
    const itemId = (emu.state.get("subscription", subId).items as { data: Obj[] }).data[0]!.id;
    // changed at Stripe, in the Billing Portal: only the events tell the site
    await operator.subscriptions.update(subId, { items: [{ id: itemId, quantity: 7 }], proration_behavior: "create_prorations" });
    await operator.subscriptions.update(subId, { cancel_at_period_end: true });
    await emu.advance(subId);
    expect(emu.webhooks.held.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        "customer.subscription.created",
        "customer.subscription.updated",
        "customer.subscription.deleted",
        "invoice.paid",
        "checkout.session.completed",
      ]),
    );
    const delivered = await emu.webhooks.release("reverse");
    expect(delivered[0]!.type).toBe("customer.subscription.deleted");
    expect(delivered.map((d) => d.status)).toEqual(delivered.map(() => 200));
    // the "created" event came after the end, carrying an active subscription of 3 seats
    const created = emu.webhooks.raised.find(
      (e) => e.type === "customer.subscription.created" && (e.data as { object: Obj }).object.id === subId,
    )!;
    expect((created.data as { object: Obj }).object).toMatchObject({ status: "active", items: { data: [{ quantity: 3 }] } });
    expect(delivered.findIndex((d) => d.eventId === created.id)).toBeGreaterThan(0);
    expect(await subscriptionsOf(entityId)).toEqual([
      expect.objectContaining({ status: "canceled", quantity: 7, cancelAtPeriodEnd: true }),
    ]);
    expect(await featuresOf(entityId)).not.toContain("team-management");
    expect(await sessionRow(sessionId)).toMatchObject({ status: "complete", subscriptionId: subId });
    expect((await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.entityId, entityId)))[0]).toMatchObject({
      status: "paid",
      total: 4200,
    });
  });

  it("keeps the later of two reads of one subscription, even when the earlier one is written last", async () => {
    const { entityId, sessionId } = await checkout("jade.webhook@example.com", "Jade Melo");
    await emu.completeCheckout(sessionId);
    const [sub] = await subscriptionsOf(entityId);
    const earlier = (await stripe.reader.subscription(sub!.id))!;
    await operator.subscriptions.update(sub!.id, { items: [{ id: sub!.itemId, quantity: 9 }] });
    const later = (await stripe.reader.subscription(sub!.id))!;
    expect(later.version).toBeGreaterThan(earlier.version);
    await emu.webhooks.settled();
    expect(await t.database.db.transaction((tx) => stripe.mirror.syncSubscription(tx, later))).toBe(true);
    expect(await t.database.db.transaction((tx) => stripe.mirror.syncSubscription(tx, earlier))).toBe(false);
    expect((await subscriptionsOf(entityId))[0]).toMatchObject({ quantity: 9 });
  });

  it("records, and leaves alone, what belongs to no customer of this site", async () => {
    const stranger = await operator.customers.create({ name: "Made in the Dashboard", email: "someone@example.com" });
    const price = (await operator.prices.list({ lookup_keys: [lookupKey(TEAM.id, "month")] })).data[0]!;
    const sub = await operator.subscriptions.create({
      customer: stranger.id,
      items: [{ price: price.id, quantity: 2 }],
      trial_period_days: 7,
    });
    await emu.webhooks.settled();
    const mine = emu.webhooks.deliveries.filter((d) =>
      emu.webhooks.raised.find((e) => e.id === d.eventId && JSON.stringify(e).includes(stranger.id)),
    );
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.map((d) => d.status)).toEqual(mine.map(() => 200));
    expect(await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, sub.id))).toEqual([]);
    expect(await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.id, stranger.id))).toEqual([]);
    // a preview of the next invoice has no id to read: recorded, nothing else
    const recorded = await eventsRecorded(t);
    const upcoming = {
      id: "evt_upcoming1",
      object: "event",
      type: "invoice.upcoming",
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: "invoice", customer: stranger.id, total: 2800 } },
    };
    expect((await emu.webhooks.deliver(upcoming)).status).toBe(200);
    expect(await eventsRecorded(t)).toBe(recorded + 1);
  });
});
