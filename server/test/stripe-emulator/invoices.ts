import { int, invalid, only, str, type Params } from "./form.ts";
import type { Obj, State } from "./state.ts";

/** A line to bill: a period of a subscription item, or a pending proration. */
export type LineIn = {
  amount: number;
  quantity: number;
  price: Obj;
  description: string;
  period: { start: number; end: number };
  proration: boolean;
  itemId: string;
  invoiceItemId?: string;
};

type Coupon = { percent_off: number | null; amount_off: number | null; currency: string | null; duration: string };

/** What the subscription's live discount takes off a subtotal (percent, or a fixed amount in the same currency). */
function discountOn(s: State, sub: Obj, subtotal: number): { amount: number; discountId: string | null } {
  const id = (sub.discounts as string[])[0];
  if (!id || subtotal <= 0) return { amount: 0, discountId: null };
  const d = s.get("discount", id);
  if (typeof d.end === "number" && d.end <= s.clock) {
    // an ended discount leaves the subscription
    sub.discounts = (sub.discounts as string[]).filter((x) => x !== id);
    return { amount: 0, discountId: null };
  }
  const coupon = s.get("coupon", (d.source as { coupon: string }).coupon) as Obj & Coupon;
  if (coupon.percent_off !== null) return { amount: Math.round((subtotal * coupon.percent_off) / 100), discountId: id };
  if (coupon.amount_off !== null && coupon.currency === sub.currency)
    return { amount: Math.min(coupon.amount_off, subtotal), discountId: id };
  return { amount: 0, discountId: null };
}

/**
 * Issues (finalizes) an invoice of a subscription for `lines` plus its pending prorations, with
 * its discount; pays it at once by the customer's saved card when `pay` and the customer has one.
 * Raises invoice.created and invoice.finalized, and the payment's events.
 */
export function issueInvoice(s: State, sub: Obj, lines: LineIn[], reason: string, pay: boolean): Obj {
  const pending = s.all("invoiceitem", (ii) => ii.subscription === sub.id && ii.invoice === null);
  const all: LineIn[] = [
    ...lines,
    ...pending.map((ii) => ({
      amount: ii.amount as number,
      quantity: ii.quantity as number,
      price: s.get("price", ii.price as string),
      description: ii.description as string,
      period: ii.period as { start: number; end: number },
      proration: true,
      itemId: ii.subscription_item as string,
      invoiceItemId: ii.id,
    })),
  ];
  const subtotal = all.reduce((n, l) => n + l.amount, 0);
  const discount = discountOn(s, sub, subtotal);
  const total = subtotal - discount.amount;
  const id = s.newId("in");
  const inv = s.put({
    id,
    object: "invoice",
    customer: sub.customer,
    currency: sub.currency,
    status: "open",
    number: s.nextInvoiceNumber(),
    billing_reason: reason,
    collection_method: "charge_automatically",
    subtotal,
    subtotal_excluding_tax: subtotal,
    total,
    total_excluding_tax: total,
    total_discount_amounts: discount.discountId ? [{ amount: discount.amount, discount: discount.discountId }] : [],
    discounts: discount.discountId ? [discount.discountId] : [],
    amount_due: Math.max(0, total),
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: all.map((l) => ({
        id: s.newId("il"),
        object: "line_item",
        amount: l.amount,
        subtotal: l.amount,
        currency: sub.currency,
        description: l.description,
        quantity: l.quantity,
        period: l.period,
        invoice: id,
        subscription: sub.id,
        discountable: true,
        discounts: [],
        discount_amounts: [],
        metadata: {},
        pricing: {
          type: "price_details",
          price_details: { price: l.price.id, product: l.price.product },
          unit_amount_decimal: l.quantity ? String(l.amount / l.quantity) : "0",
        },
        parent: l.invoiceItemId
          ? {
              type: "invoice_item_details",
              invoice_item_details: { invoice_item: l.invoiceItemId, proration: true, proration_details: null, subscription: sub.id },
              subscription_item_details: null,
            }
          : {
              type: "subscription_item_details",
              subscription_item_details: {
                subscription: sub.id,
                subscription_item: l.itemId,
                proration: l.proration,
                proration_details: null,
                invoice_item: null,
              },
              invoice_item_details: null,
            },
      })),
    },
    period_start: Math.min(...all.map((l) => l.period.start)),
    period_end: Math.max(...all.map((l) => l.period.end)),
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: sub.id, metadata: { ...(sub.metadata as object) } },
      quote_details: null,
    },
    status_transitions: { finalized_at: s.clock, paid_at: null, voided_at: null, marked_uncollectible_at: null },
    hosted_invoice_url: `${s.baseUrl}/i/${id}`,
    invoice_pdf: `${s.baseUrl}/i/${id}/pdf`,
    payments: { object: "list", data: [] as Obj[], has_more: false, url: "/v1/invoice_payments" },
    metadata: {},
    created: s.clock,
    livemode: false,
  });
  for (const ii of pending) ii.invoice = id;
  sub.latest_invoice = id;
  // a coupon for once is spent on its first invoice
  if (
    discount.discountId &&
    s.get("coupon", (s.get("discount", discount.discountId).source as { coupon: string }).coupon).duration === "once"
  ) {
    sub.discounts = (sub.discounts as string[]).filter((d) => d !== discount.discountId);
  }
  s.emit("invoice.created", inv);
  s.emit("invoice.finalized", inv);
  if (inv.amount_due === 0) {
    inv.status = "paid";
    (inv.status_transitions as Record<string, unknown>).paid_at = s.clock;
    s.emit("invoice.paid", inv);
  } else if (pay && defaultMethodOf(s, sub)) payInvoice(s, inv, "card");
  return inv;
}

/** The saved payment method that pays a subscription's invoices: the subscription's, else the customer's default. */
export function defaultMethodOf(s: State, sub: Obj): string | null {
  const customer = s.get("customer", sub.customer as string);
  return (
    (sub.default_payment_method as string | null) ??
    (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method
  );
}

/** The invoice is paid in full by `method`: a payment intent, its charge and the invoice payment; invoice.paid and invoice.payment_succeeded. */
export function payInvoice(s: State, inv: Obj, method: string) {
  if (inv.status !== "open") throw invalid("Invoice is already paid", "invoice", "invoice_not_open");
  const amount = inv.amount_due as number;
  const pi = s.newId("pi");
  const charge = s.put({
    id: s.newId("ch"),
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    refunded: false,
    captured: true,
    paid: true,
    status: "succeeded",
    currency: inv.currency,
    customer: inv.customer,
    payment_intent: pi,
    // the test card that pays, as Stripe describes a card charge
    payment_method_details:
      method === "card"
        ? { type: "card", card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034, funding: "credit" } }
        : { type: method },
    created: s.clock,
    livemode: false,
  });
  s.put({
    id: pi,
    object: "payment_intent",
    amount,
    amount_received: amount,
    currency: inv.currency,
    customer: inv.customer,
    status: "succeeded",
    latest_charge: charge.id,
    payment_method_types: [method],
    created: s.clock,
    livemode: false,
  });
  const payment = s.put({
    id: s.newId("inpay"),
    object: "invoice_payment",
    amount_paid: amount,
    amount_requested: amount,
    currency: inv.currency,
    invoice: inv.id,
    is_default: true,
    payment: { type: "payment_intent", payment_intent: pi },
    status: "paid",
    status_transitions: { paid_at: s.clock, canceled_at: null },
    created: s.clock,
    livemode: false,
  });
  (inv.payments as { data: Obj[] }).data.push(payment);
  Object.assign(inv, { status: "paid", amount_paid: amount, amount_remaining: 0 });
  (inv.status_transitions as Record<string, unknown>).paid_at = s.clock;
  s.emit("charge.succeeded", charge);
  s.emit("invoice.paid", inv);
  s.emit("invoice.payment_succeeded", inv);
}

export function listInvoices(s: State, p: Params) {
  only(p, ["customer", "subscription", "status", "expand", "limit", "starting_after"]);
  const data = s
    .all(
      "invoice",
      (i) =>
        (!p.customer || i.customer === p.customer) &&
        (!p.subscription ||
          (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === p.subscription) &&
        (!p.status || i.status === p.status),
    )
    .reverse();
  return s.list("/v1/invoices", data, { limit: int(p, "limit"), startingAfter: str(p, "starting_after") });
}

export function listInvoicePayments(s: State, p: Params) {
  only(p, ["invoice", "payment", "status", "expand", "limit", "starting_after"]);
  const byPayment = p.payment as { type?: string; payment_intent?: string } | undefined;
  if (byPayment && byPayment.type !== "payment_intent")
    throw invalid("payment[type] must be payment_intent or payment_record", "payment[type]");
  const data = s.all(
    "invoice_payment",
    (ip) =>
      (!p.invoice || ip.invoice === p.invoice) &&
      (!byPayment || (ip.payment as { payment_intent: string }).payment_intent === byPayment.payment_intent),
  );
  return s.list("/v1/invoice_payments", data, { limit: int(p, "limit"), startingAfter: str(p, "starting_after") });
}

/** A refund of a charge (all that is left of it unless `amount`), as the Dashboard or the API makes it; raises charge.refunded. */
export function createRefund(s: State, p: Params) {
  only(p, ["charge", "payment_intent", "amount", "reason", "metadata", "expand"]);
  const chargeId =
    str(p, "charge") ??
    (p.payment_intent ? (s.get("payment_intent", String(p.payment_intent), "payment_intent").latest_charge as string) : undefined);
  if (!chargeId) throw invalid("One of the following params should be provided for this request: payment_intent or charge.", "charge");
  const charge = s.get("charge", chargeId, "charge");
  if ((charge.payment_method_details as { type: string }).type === "boleto")
    throw invalid("Boleto payments cannot be refunded.", "charge", "charge_not_refundable");
  const left = (charge.amount as number) - (charge.amount_refunded as number);
  const amount = int(p, "amount") ?? left;
  if (amount <= 0 || amount > left)
    throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, "amount");
  const refund = s.put({
    id: s.newId("re"),
    object: "refund",
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: charge.currency,
    reason: str(p, "reason") ?? null,
    status: "succeeded",
    metadata: {},
    created: s.clock,
  });
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  s.emit("charge.refunded", charge, previous);
  s.emit("refund.created", refund);
  return refund;
}

export function listRefunds(s: State, p: Params) {
  only(p, ["charge", "payment_intent", "expand", "limit", "starting_after"]);
  const data = s
    .all("refund", (r) => (!p.charge || r.charge === p.charge) && (!p.payment_intent || r.payment_intent === p.payment_intent))
    .reverse();
  return s.list("/v1/refunds", data, { limit: int(p, "limit"), startingAfter: str(p, "starting_after") });
}
