import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../../db/client.ts";
import { billingCustomers, type PaymentMethod } from "../schema.ts";
import type { InvoiceState, SubscriptionState } from "../mirror.ts";
import { invoiceState, subscriptionState, SUBSCRIPTION_EXPAND, type Owner, type Refunds } from "./map.ts";

export type StripeReaderDeps = { stripe: Stripe; db: Db; product: string };

/** Refunds that returned, or are returning, money. */
const COUNTED_REFUNDS = new Set(["succeeded", "pending"]);

/**
 * Stripe's current state of an object, as the mirror keeps it. Each state's version is the time
 * the read was sent, so of two reads the later one wins even when its answer arrives first
 * (decision 0028). Objects of customers this site did not make are not ours: null.
 */
export function createStripeReader(d: StripeReaderDeps) {
  // price id → lookup key; a price's lookup key rarely moves, and an invoice line names the price it billed
  const lookupKeys = new Map<string, string | null>();
  // when a read is sent; two reads within a millisecond still come in order
  let lastVersion = 0;
  const readAt = () => (lastVersion = Math.max(Date.now(), lastVersion + 1));

  async function ownerOf(customerId: string): Promise<Owner | null> {
    const [row] = await d.db
      .select({ tenantId: billingCustomers.whitelabelId, entityId: billingCustomers.entityId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.id, customerId), eq(billingCustomers.gateway, "stripe")));
    return row ?? null;
  }

  async function lookupKeysOf(priceIds: string[]) {
    for (const id of new Set(priceIds)) {
      if (lookupKeys.has(id)) continue;
      if (lookupKeys.size > 1000) lookupKeys.clear();
      lookupKeys.set(id, (await d.stripe.prices.retrieve(id)).lookup_key);
    }
    return (id: string) => lookupKeys.get(id) ?? null;
  }

  /** A subscription object Stripe answered (read at `version`) as the mirror's state. */
  async function fromSubscription(sub: Stripe.Subscription, version: number): Promise<SubscriptionState | null> {
    const owner = await ownerOf(typeof sub.customer === "string" ? sub.customer : sub.customer.id);
    return owner && subscriptionState(sub, owner, d.product, version);
  }

  async function subscription(id: string): Promise<SubscriptionState | null> {
    const version = readAt();
    return fromSubscription(await d.stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }), version);
  }

  /** What was refunded of an invoice's payments (Stripe keeps refunds on the payment, not the invoice). */
  async function refundsOf(inv: Stripe.Invoice): Promise<Refunds> {
    const out: Refunds = { amount: 0, firstAt: null };
    if (!inv.amount_paid) return out;
    for (const p of inv.payments?.data ?? []) {
      const pi = p.payment.payment_intent;
      if (!pi) continue;
      for await (const r of d.stripe.refunds.list({ payment_intent: typeof pi === "string" ? pi : pi.id, limit: 100 })) {
        if (!COUNTED_REFUNDS.has(r.status ?? "")) continue;
        out.amount += r.amount;
        const at = new Date(r.created * 1000);
        if (!out.firstAt || at < out.firstAt) out.firstAt = at;
      }
    }
    return out;
  }

  /** How an invoice was paid: the method of its first payment's charge (a card's brand and last digits, boleto, pix). */
  async function paymentMethodOf(inv: Stripe.Invoice): Promise<PaymentMethod | null> {
    if (!inv.amount_paid) return null;
    for (const p of inv.payments?.data ?? []) {
      const pi = p.payment.payment_intent;
      if (!pi) continue;
      const intent = await d.stripe.paymentIntents.retrieve(typeof pi === "string" ? pi : pi.id, { expand: ["latest_charge"] });
      const details = typeof intent.latest_charge === "object" ? intent.latest_charge?.payment_method_details : null;
      if (details) return { type: details.type, brand: details.card?.brand ?? null, last4: details.card?.last4 ?? null };
    }
    return null;
  }

  async function invoice(id: string): Promise<InvoiceState | null> {
    const version = readAt();
    const inv = await d.stripe.invoices.retrieve(id, { expand: ["payments"] });
    const owner = inv.customer && (await ownerOf(typeof inv.customer === "string" ? inv.customer : inv.customer.id));
    if (!owner) return null;
    const lines = inv.lines.has_more
      ? await d.stripe.invoices.listLineItems(inv.id, { limit: 100 }).autoPagingToArray({ limit: 10_000 })
      : inv.lines.data;
    const prices = lines.flatMap((l) => {
      const p = l.pricing?.price_details?.price;
      return p ? [typeof p === "string" ? p : p.id] : [];
    });
    const [refunds, paidWith] = await Promise.all([refundsOf(inv), paymentMethodOf(inv)]);
    return { ...invoiceState(inv, lines, refunds, owner, await lookupKeysOf(prices), d.product, version), paymentMethod: paidWith };
  }

  /** A Checkout Session with the subscription and first invoice it made, once complete. */
  async function checkoutSession(id: string) {
    const session = await d.stripe.checkout.sessions.retrieve(id);
    const subId = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
    const invId = typeof session.invoice === "string" ? session.invoice : (session.invoice?.id ?? null);
    return { session, subscription: subId ? await subscription(subId) : null, invoice: invId ? await invoice(invId) : null };
  }

  /** The invoices a charge paid: its payment intent's invoice payments. */
  async function invoicesOfCharge(chargeId: string): Promise<string[]> {
    const charge = await d.stripe.charges.retrieve(chargeId);
    const pi = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (!pi) return [];
    const payments = await d.stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: pi }, limit: 10 });
    return payments.data.map((p) => (typeof p.invoice === "string" ? p.invoice : p.invoice.id));
  }

  return { readAt, ownerOf, subscription, fromSubscription, invoice, checkoutSession, invoicesOfCharge };
}
export type StripeReader = ReturnType<typeof createStripeReader>;
