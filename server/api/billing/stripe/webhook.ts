import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import Stripe from "stripe";
import type { Db, Tx } from "../../../db/client.ts";
import { billingCheckoutSessions } from "../schema.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { HttpError, sendError } from "../../../platform/http.ts";
import { errors, json } from "../../../platform/openapi.ts";
import type { InvoiceState, Mirror, SubscriptionState } from "../mirror.ts";
import type { StripeReader } from "./read.ts";

export type StripeWebhookDeps = { stripe: Stripe; reader: StripeReader; db: Db; mirror: Mirror; secret: string };
/** What an event changes, read from Stripe before the transaction that writes it. */
type Effect = (tx: Tx) => Promise<void>;

const idOf = (o: unknown) => (o as { id: string }).id;
const gone = (e: unknown) => e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404;

/**
 * Stripe's events (decision 0028). The signature is checked on the exact bytes Stripe sent; the
 * object an event names is then read again from Stripe, so whatever order events arrive in, the
 * mirror gets Stripe's state as it is now (and a missed event is made up by the next one for the
 * same object). Each event is recorded in the transaction that writes its effect: a delivery
 * seen before changes nothing.
 */
export function createStripeWebhook(d: StripeWebhookDeps) {
  const { reader, mirror } = d;
  const syncSubscription =
    (s: SubscriptionState | null): Effect =>
    async (tx) =>
      void (s && (await mirror.syncSubscription(tx, s)));
  const syncInvoice =
    (i: InvoiceState | null): Effect =>
    async (tx) =>
      void (i && (await mirror.syncInvoice(tx, i)));

  async function effectOf(event: Stripe.Event): Promise<Effect | null> {
    const type = event.type as string;
    const object = event.data.object;
    if (type.startsWith("customer.subscription.")) return syncSubscription(await reader.subscription(idOf(object)));
    // an upcoming invoice is a preview without an id: nothing to read or keep
    if (type === "invoice.upcoming") return null;
    if (type.startsWith("invoice.")) return syncInvoice(await reader.invoice(idOf(object)));
    if (type.startsWith("checkout.session.")) {
      const { session, subscription, invoice } = await reader.checkoutSession(idOf(object));
      const status = session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : null;
      return async (tx) => {
        // the session's record follows Stripe's, never back from complete or expired
        if (status) {
          await tx
            .update(billingCheckoutSessions)
            .set({ status, subscriptionId: subscription?.id ?? null })
            .where(
              and(
                eq(billingCheckoutSessions.id, session.id),
                eq(billingCheckoutSessions.gateway, "stripe"),
                ne(billingCheckoutSessions.status, "complete"),
              ),
            );
        }
        await syncSubscription(subscription)(tx);
        await syncInvoice(invoice)(tx);
      };
    }
    // a refund is kept on the payment: the invoices it paid are read again, refunds included
    if (type === "charge.refunded" || type === "refund.updated" || type === "refund.failed") {
      const charge = type === "charge.refunded" ? idOf(object) : (object as Stripe.Refund).charge;
      const ids = charge ? await reader.invoicesOfCharge(typeof charge === "string" ? charge : charge.id) : [];
      const invoices = await Promise.all(ids.map((id) => reader.invoice(id)));
      return async (tx) => {
        for (const i of invoices) await syncInvoice(i)(tx);
      };
    }
    return null;
  }

  /** Applies a verified event once; false when it was handled before. */
  async function handle(event: Stripe.Event): Promise<boolean> {
    let effect: Effect | null;
    try {
      effect = await effectOf(event);
    } catch (e) {
      // the object was deleted at Stripe: nothing of it to mirror
      if (!gone(e)) throw e;
      effect = null;
    }
    return d.db.transaction(async (tx) => {
      if (!(await mirror.firstSeen(tx, { id: event.id, gateway: "stripe", type: event.type, created: event.created * 1000 }))) return false;
      if (effect) await effect(tx);
      return true;
    });
  }

  const route = createRoute({
    method: "post",
    path: "/payment-gateway/webhook",
    tags: ["Payment gateway"],
    summary:
      "Stripe's events, signed with the endpoint's secret (Stripe-Signature): subscriptions, invoices, checkout sessions and refunds are read again from Stripe and mirrored; a repeated event changes nothing",
    responses: { 200: json(z.object({ received: z.literal(true), duplicate: z.boolean() }), "Handled, or seen before"), ...errors(400) },
  });

  // No session and no Origin: the origin check lets a server-to-server POST through, and the
  // signature, not a cookie, says who sent it.
  const routes = new OpenAPIHono<AppEnv>().openapi(route, async (c) => {
    const signature = c.req.header("stripe-signature");
    // Hono's cached text of the body: the same bytes for any UTF-8 payload, which Stripe's always is
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error("no signature");
      event = d.stripe.webhooks.constructEvent(payload, signature, d.secret);
    } catch {
      return sendError(c, new HttpError(400, "bad_signature", "errors:badSignature")) as never;
    }
    const handled = await handle(event);
    return c.json({ received: true as const, duplicate: !handled }, 200);
  });

  return { routes, handle };
}
