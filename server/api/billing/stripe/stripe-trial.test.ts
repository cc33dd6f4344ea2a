import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlan, lookupKey } from "../../../../contract/plans.ts";
import { billingSubscriptions } from "../schema.ts";
import { entities } from "../../organizations/schema.ts";
import { users } from "../../identity/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { lastCode, solveCaptcha } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startStripeEmulator, type StripeEmulator } from "../../../test/stripe-emulator/index.ts";
import { operatorOf, stripeAdapterOn } from "../test/stripe-helpers.ts";

const ACME = "acme.localhost:3000";
const TEAM = findPlan("shield-training-team", "shield")!;

describe.each(BACKENDS)("a Stripe trial keeps its seats and plan whatever Stripe is told during it, on %s", (backend) => {
  let t: TestApp;
  let emu: StripeEmulator;
  let stripe: ReturnType<typeof stripeAdapterOn>;
  let operator: Stripe;
  beforeAll(async () => {
    emu = await startStripeEmulator();
    t = await startTestApp(backend);
    stripe = stripeAdapterOn(t, emu);
    operator = operatorOf(emu);
  });
  afterAll(async () => {
    await t?.close();
    await emu?.close();
  });

  it("mirrors a trial raised to 5000 seats and moved to another plan (the Billing Portal, the Dashboard) with its 10 seats and plan, until it is paid", async () => {
    const [{ id: tenantId }] = (await t.database.db
      .select({ id: whitelabels.id })
      .from(whitelabels)
      .where(eq(whitelabels.whitelabelSlug, "acme"))) as [{ id: string }];
    const email = "wanda.trial@example.com";
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name: "Wanda Trial", email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await res.json()) as { session: string };
    expect(
      (await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email, otp: await lastCode(t, email) }), host: ACME })).status,
    ).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    const ref = { tenantId, entityId: u!.activeEntityId!, name: "Wanda Trial", email };
    const customerId = await stripe.gateway.createCustomer(ref);
    await t.database.db.transaction((tx) => stripe.mirror.upsertCustomer(tx, { id: customerId, ...ref, gateway: "stripe" }));
    await stripe.gateway.startTrial({
      plan: TEAM,
      interval: "month",
      lookupKey: lookupKey(TEAM.id, "month"),
      customer: { id: customerId, ...ref },
      quantity: 10,
      currency: "USD",
      days: 14,
      upgradeAccount: true,
    });
    const entity = async () => (await t.database.db.select().from(entities).where(eq(entities.id, ref.entityId)))[0]!;
    const [trial] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.entityId, ref.entityId));
    expect(trial).toMatchObject({ status: "trialing", quantity: 10 });
    expect(await entity()).toMatchObject({ seatLimit: 10 });

    // at Stripe, the trial gets 5000 seats, then the price of the yearly plan: the events are delivered and mirrored
    const yearly = (await operator.prices.list({ lookup_keys: [lookupKey(TEAM.id, "year")] })).data[0]!;
    await operator.subscriptions.update(trial!.id, { items: [{ id: trial!.itemId, quantity: 5000 }] });
    await operator.subscriptions.update(trial!.id, { items: [{ id: trial!.itemId, price: yearly.id }] });
    await emu.webhooks.settled();
    expect(emu.webhooks.deliveries.filter((d) => d.status !== 200)).toEqual([]);
    expect(emu.object(trial!.id)).toMatchObject({ status: "trialing" });
    const [kept] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, trial!.id));
    expect(kept).toMatchObject({ status: "trialing", quantity: 10, interval: "month", lookupKey: lookupKey(TEAM.id, "month") });
    expect(await entity()).toMatchObject({ seatLimit: 10 });

    // the trial ends without a card: Stripe cancels it, the features go
    await emu.advance(trial!.id);
    const [ended] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, trial!.id));
    expect(ended!.status).toBe("canceled");
    expect(await entity()).toMatchObject({ seatLimit: null });
  });
});
