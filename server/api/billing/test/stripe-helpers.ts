import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { createMirror } from "../mirror.ts";
import { apiAddress } from "../stripe/client.ts";
import { createStripeAdapter } from "../stripe/index.ts";
import { createOrganizations } from "../../organizations/service.ts";
import { billingEvents } from "../schema.ts";
import { loadConfig } from "../../../platform/config.ts";
import type { AppEnv } from "../../../platform/env.ts";
import type { TestApp } from "../../../test/harness.ts";
import type { StripeEmulator } from "../../../test/stripe-emulator/index.ts";

/** The settings that point the app's Stripe adapter at the emulator. */
export const stripeEnv = (emu: StripeEmulator) => ({
  STRIPE_SECRET_KEY: emu.apiKey,
  STRIPE_WEBHOOK_SECRET: emu.webhookSecret,
  STRIPE_API_BASE: emu.apiBase,
});

/** The Stripe SDK as an operator uses it (the Dashboard's work: coupons, promotion codes, refunds), on the emulator. */
export const operatorOf = (emu: StripeEmulator) => new Stripe(emu.apiKey, { ...apiAddress(emu.apiBase), maxNetworkRetries: 0 });

/**
 * The Stripe adapter over a test app's database, with its own mirror, and its webhook route
 * mounted alone (locale: en) where the emulator delivers events.
 */
export function stripeAdapterOn(t: TestApp, emu: StripeEmulator, product = "shield") {
  const db = t.database.db;
  const mirror = createMirror({ db, orgs: createOrganizations(db), ledger: t.services.referrals.ledger, product });
  const adapter = createStripeAdapter({ db, config: loadConfig(stripeEnv(emu) as NodeJS.ProcessEnv), mirror, product });
  const app = new OpenAPIHono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("locale", "en");
    await next();
  });
  app.route("/api", adapter.webhook.routes);
  const url = "http://localhost:3000/api/payment-gateway/webhook";
  emu.setWebhookEndpoint(url, async (u, init) => app.request(u, init));
  return { ...adapter, mirror, url, post: (init: RequestInit) => Promise.resolve(app.request(url, { method: "POST", ...init })) };
}

/** How many gateway events the app has recorded. */
export const eventsRecorded = async (t: TestApp) =>
  (await t.database.db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.gateway, "stripe"))).length;
