import { unitAmountIn } from "./catalog.ts";
import { bool, int, invalid, list, metadataOf, obj, only, str, type Params } from "./form.ts";
import { defaultMethodOf, issueInvoice, type LineIn } from "./invoices.ts";
import { periodEnd, type Obj, type State } from "./state.ts";

type Item = Obj & { price: Obj; quantity: number; current_period_start: number; current_period_end: number };
const itemOf = (sub: Obj) => (sub.items as { data: Item[] }).data[0]!;
const interval = (price: Obj) => (price.recurring as { interval: string }).interval;

export type NewSubscription = {
  customer: Obj;
  price: Obj;
  quantity: number;
  currency: string;
  metadata: Record<string, string>;
  trialDays: number | null;
  trialSettings: unknown;
  paymentSettings: unknown;
  discountId: string | null;
  paymentMethod: string | null;
};

/** Stripe's description of a subscription line: "2 × skill5-team (at $14.00 / month)". */
const describe = (s: State, price: Obj, quantity: number, currency: string) =>
  `${quantity} × ${String(s.get("product", price.product as string).name)} (at ${(unitAmountIn(price, currency)! / 100).toFixed(2)} ${currency.toUpperCase()} / ${interval(price)})`;

/** A subscription of one item, its first period started now (or its trial), and its first invoice. */
export function startSubscription(s: State, n: NewSubscription, firstPayment: "card" | "pending") {
  const unit = unitAmountIn(n.price, n.currency);
  if (unit === null) throw invalid(`The price specified (${n.price.id}) does not support the currency ${n.currency}.`, "currency");
  const start = s.clock;
  const trialEnd = n.trialDays ? start + n.trialDays * 86_400 : null;
  const end = trialEnd ?? periodEnd(start, interval(n.price));
  const id = s.newId("sub");
  const item: Item = {
    id: s.newId("si"),
    object: "subscription_item",
    price: n.price,
    quantity: n.quantity,
    subscription: id,
    current_period_start: start,
    current_period_end: end,
    discounts: [],
    metadata: {},
    created: start,
  };
  const sub = s.put({
    id,
    object: "subscription",
    customer: n.customer.id,
    currency: n.currency,
    status: trialEnd ? "trialing" : firstPayment === "card" ? "active" : "incomplete",
    items: { object: "list", data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
    metadata: n.metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    trial_start: trialEnd ? start : null,
    trial_end: trialEnd,
    trial_settings: n.trialSettings ?? { end_behavior: { missing_payment_method: "create_invoice" } },
    payment_settings: n.paymentSettings ?? { payment_method_types: null, save_default_payment_method: "off" },
    discounts: n.discountId ? [n.discountId] : [],
    default_payment_method: n.paymentMethod,
    latest_invoice: null,
    collection_method: "charge_automatically",
    billing_cycle_anchor: end,
    start_date: start,
    created: start,
    livemode: false,
  });
  if (n.discountId) s.get("discount", n.discountId).subscription = id;
  s.emit("customer.subscription.created", sub);
  const line: LineIn = trialEnd
    ? {
        amount: 0,
        quantity: n.quantity,
        price: n.price,
        description: `Trial period for ${String(s.get("product", n.price.product as string).name)}`,
        period: { start, end },
        proration: false,
        itemId: item.id,
      }
    : {
        amount: unit * n.quantity,
        quantity: n.quantity,
        price: n.price,
        description: describe(s, n.price, n.quantity, n.currency),
        period: { start, end },
        proration: false,
        itemId: item.id,
      };
  issueInvoice(s, sub, [line], "subscription_create", firstPayment === "card");
  return sub;
}

/** POST /v1/subscriptions: the emulator makes trials (no card needed) and subscriptions of customers with a saved card. */
export function createSubscription(s: State, p: Params) {
  only(p, [
    "customer",
    "items",
    "currency",
    "trial_period_days",
    "trial_settings",
    "payment_settings",
    "metadata",
    "expand",
    "payment_behavior",
    "discounts",
    "default_payment_method",
    "collection_method",
    "description",
  ]);
  const customer = s.get("customer", str(p, "customer") ?? "", "customer");
  const items = list(p, "items") ?? [];
  if (items.length !== 1) throw invalid("The emulator keeps subscriptions of exactly one item.", "items");
  const it = items[0] as Params;
  const price = s.get("price", str(it, "price") ?? "", "items[0][price]");
  if (price.type !== "recurring") throw invalid("The price specified is not recurring.", "items[0][price]");
  const trialDays = int(p, "trial_period_days") ?? null;
  const methodGiven = str(p, "default_payment_method") ?? null;
  if (!trialDays && !methodGiven && !(customer.invoice_settings as { default_payment_method: string | null }).default_payment_method) {
    throw invalid(
      "This customer has no attached payment source or default payment method. Please consider adding a default payment method.",
      undefined,
      "resource_missing",
    );
  }
  return startSubscription(
    s,
    {
      customer,
      price,
      quantity: int(it, "quantity") ?? 1,
      currency: (str(p, "currency") ?? (price.currency as string)).toLowerCase(),
      metadata: metadataOf(p),
      trialDays,
      trialSettings: obj(p, "trial_settings"),
      paymentSettings: obj(p, "payment_settings"),
      discountId: null,
      paymentMethod: methodGiven,
    },
    "card",
  );
}

const fractionLeft = (s: State, item: Item) =>
  Math.max(0, item.current_period_end - s.clock) / (item.current_period_end - item.current_period_start);

/**
 * POST /v1/subscriptions/{id}: seats and price changes with prorations (pending until the next
 * invoice; a change of interval restarts the period and invoices at once, as Stripe does),
 * cancel or resume at the period end, metadata. Raises customer.subscription.updated.
 */
export function updateSubscription(s: State, id: string, p: Params) {
  only(p, ["items", "proration_behavior", "cancel_at_period_end", "metadata", "expand", "payment_behavior", "description"]);
  const sub = s.get("subscription", id);
  if (sub.status === "canceled" || sub.status === "incomplete_expired") {
    if (Object.keys(p).some((k) => k !== "metadata" && k !== "expand"))
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
  }
  const behavior = str(p, "proration_behavior") ?? "create_prorations";
  if (!["create_prorations", "none", "always_invoice"].includes(behavior))
    throw invalid(`Invalid proration_behavior: ${behavior}`, "proration_behavior");
  const previous: Record<string, unknown> = {};
  if (p.metadata !== undefined) {
    previous.metadata = { ...(sub.metadata as object) };
    const next = { ...(sub.metadata as Record<string, string>), ...metadataOf(p) };
    sub.metadata = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== ""));
  }
  const cancel = bool(p, "cancel_at_period_end");
  if (cancel !== undefined && cancel !== sub.cancel_at_period_end) {
    previous.cancel_at_period_end = sub.cancel_at_period_end;
    sub.cancel_at_period_end = cancel;
    sub.cancel_at = cancel ? itemOf(sub).current_period_end : null;
    sub.canceled_at = cancel ? s.clock : null;
  }
  const items = list(p, "items");
  if (items) {
    if (items.length !== 1) throw invalid("The emulator keeps subscriptions of exactly one item.", "items");
    const change = items[0] as Params;
    const item = itemOf(sub);
    if (str(change, "id") !== item.id)
      throw invalid(`No such subscription item: '${String(change.id)}'`, "items[0][id]", "resource_missing");
    const price = change.price === undefined ? item.price : s.get("price", str(change, "price")!, "items[0][price]");
    const quantity = int(change, "quantity") ?? item.quantity;
    if (quantity < 1) throw invalid("Invalid positive integer", "items[0][quantity]");
    const currency = sub.currency as string;
    if (unitAmountIn(price, currency) === null)
      throw invalid(`The price specified (${price.id}) does not support the currency ${currency}.`, "items[0][price]");
    if (price.id !== item.price.id || quantity !== item.quantity) {
      previous.items = { data: [{ ...item, price: item.price.id }] };
      reprice(s, sub, item, price, quantity, behavior);
    }
  }
  if (Object.keys(previous).length) s.emit("customer.subscription.updated", sub, previous);
  return sub;
}

function reprice(s: State, sub: Obj, item: Item, price: Obj, quantity: number, behavior: string) {
  const currency = sub.currency as string;
  const oldAmount = unitAmountIn(item.price, currency)! * item.quantity;
  const newAmount = unitAmountIn(price, currency)! * quantity;
  const left = fractionLeft(s, item);
  const trialing = sub.status === "trialing";
  const credit: LineIn = {
    amount: -Math.round(oldAmount * left),
    quantity: item.quantity,
    price: item.price,
    description: `Unused time on ${describe(s, item.price, item.quantity, currency)}`,
    period: { start: s.clock, end: item.current_period_end },
    proration: true,
    itemId: item.id,
  };
  if (interval(price) !== interval(item.price) && !trialing) {
    // a new interval restarts the billing period and bills it now, unused time credited
    const start = s.clock;
    const end = periodEnd(start, interval(price));
    Object.assign(item, { price, quantity, current_period_start: start, current_period_end: end });
    sub.billing_cycle_anchor = end;
    const full: LineIn = {
      amount: newAmount,
      quantity,
      price,
      description: describe(s, price, quantity, currency),
      period: { start, end },
      proration: false,
      itemId: item.id,
    };
    issueInvoice(s, sub, behavior === "none" ? [full] : [credit, full], "subscription_update", true);
    return;
  }
  if (behavior !== "none" && !trialing && left > 0) {
    const charge = {
      amount: Math.round(newAmount * left),
      quantity,
      price,
      description: `Remaining time on ${describe(s, price, quantity, currency)}`,
      period: credit.period,
    };
    for (const l of [credit, charge]) {
      s.put({
        id: s.newId("ii"),
        object: "invoiceitem",
        amount: l.amount,
        currency,
        customer: sub.customer,
        subscription: sub.id,
        subscription_item: item.id,
        description: l.description,
        period: l.period,
        proration: true,
        price: l.price.id,
        quantity: l.quantity,
        invoice: null,
        date: s.clock,
        livemode: false,
      });
    }
  }
  Object.assign(item, { price, quantity });
  if (behavior === "always_invoice" && !trialing) issueInvoice(s, sub, [], "subscription_update", true);
}

/**
 * Test control: the account's clock reaches the end of the subscription's period. A subscription
 * set to cancel then ends; a trial without a payment method ends as its trial_settings say; any
 * other renews and bills the new period with the pending prorations.
 */
export function advancePeriod(s: State, id: string) {
  const sub = s.get("subscription", id);
  const item = itemOf(sub);
  if (["canceled", "incomplete_expired", "incomplete"].includes(String(sub.status)))
    throw invalid(`Subscription ${id} is ${String(sub.status)}: nothing to advance.`);
  const at = item.current_period_end;
  s.clock = Math.max(s.clock, at);
  const previous = { status: sub.status };
  const noMethod = !defaultMethodOf(s, sub);
  const missing = (sub.trial_settings as { end_behavior?: { missing_payment_method?: string } } | null)?.end_behavior
    ?.missing_payment_method;
  if (sub.cancel_at_period_end || (sub.status === "trialing" && noMethod && missing === "cancel")) {
    Object.assign(sub, { status: "canceled", ended_at: at, canceled_at: sub.canceled_at ?? at });
    if (!sub.cancel_at_period_end) sub.cancellation_details = { comment: null, feedback: null, reason: "trial_end_without_payment_method" };
    s.emit("customer.subscription.deleted", sub, previous);
    return sub;
  }
  const currency = sub.currency as string;
  const end = periodEnd(at, interval(item.price));
  Object.assign(item, { current_period_start: at, current_period_end: end });
  sub.billing_cycle_anchor = end;
  if (sub.status === "trialing") sub.status = "active";
  const renewal: LineIn = {
    amount: unitAmountIn(item.price, currency)! * item.quantity,
    quantity: item.quantity,
    price: item.price,
    description: describe(s, item.price, item.quantity, currency),
    period: { start: at, end },
    proration: false,
    itemId: item.id,
  };
  s.emit("customer.subscription.updated", sub, previous);
  const inv = issueInvoice(s, sub, [renewal], "subscription_cycle", true);
  if (inv.status !== "paid") {
    sub.status = "past_due";
    s.emit("customer.subscription.updated", sub, { status: "active" });
  }
  return sub;
}
