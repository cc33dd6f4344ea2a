import { randomBytes } from "node:crypto";
import { missing } from "./form.ts";

/** An API object as the emulator keeps it: Stripe's JSON shape, references to other objects by id. */
export type Obj = Record<string, unknown> & { id: string; object: string };
/** What the emulator raises as a webhook: its type, the object, and the fields that changed. */
export type Emit = (type: string, object: Obj, previous?: Record<string, unknown>) => void;

const KIND: Record<string, string> = {
  customer: "customer",
  price: "price",
  product: "product",
  coupon: "coupon",
  promotion_code: "promotion code",
  subscription: "subscription",
  subscription_item: "subscription item",
  invoice: "invoice",
  invoiceitem: "invoice item",
  payment_intent: "payment_intent",
  charge: "charge",
  refund: "refund",
  invoice_payment: "invoice payment",
  "checkout.session": "checkout.session",
  "billing_portal.session": "billing portal session",
  discount: "discount",
  event: "event",
};

/**
 * The emulated account: every object by id, the account's clock (seconds; test controls move it
 * forward to a period's end, like Stripe's test clocks), and the hook that raises events.
 */
export class State {
  readonly objects = new Map<string, Obj>();
  /** How far test controls have moved the account's clock past the real one, in seconds. */
  private ahead = 0;
  /** The account's time (seconds): the real time, plus what test controls moved it forward. */
  get clock() {
    return Math.floor(Date.now() / 1000) + this.ahead;
  }
  set clock(seconds: number) {
    this.ahead = Math.max(this.ahead, seconds - Math.floor(Date.now() / 1000));
  }
  private invoiceNumber = 0;
  /** Checkout's hidden inputs (subscription_data) by session id: Stripe keeps them but never shows them. */
  readonly sessionExtras = new Map<string, { subscriptionData: Record<string, unknown>; method?: string }>();

  constructor(
    readonly baseUrl: string,
    /** The payment method types the account has activated (Dashboard settings). */
    readonly activatedMethods: readonly string[],
    public emit: Emit,
  ) {}

  newId(prefix: string) {
    return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
  }

  nextInvoiceNumber() {
    this.invoiceNumber += 1;
    return `EMU-${String(this.invoiceNumber).padStart(4, "0")}`;
  }

  put(o: Obj): Obj {
    this.objects.set(o.id, o);
    return o;
  }

  /** The object of that id and kind, or Stripe's 404. */
  get(object: string, id: string, param = "id"): Obj {
    const o = this.objects.get(id);
    if (!o || o.object !== object) throw missing(KIND[object] ?? object, id, param);
    return o;
  }

  all(object: string, where: (o: Obj) => boolean = () => true): Obj[] {
    return [...this.objects.values()].filter((o) => o.object === object && where(o));
  }

  list(url: string, data: Obj[], params: { limit?: number; startingAfter?: string } = {}) {
    const from = params.startingAfter ? data.findIndex((o) => o.id === params.startingAfter) + 1 : 0;
    const limit = params.limit ?? 10;
    const page = data.slice(from, from + limit);
    return { object: "list", data: page, has_more: from + limit < data.length, url };
  }
}

/** The end of a billing period that starts at `start` (seconds), by calendar month or year, as Stripe counts them. */
export function periodEnd(start: number, interval: string, count = 1) {
  const d = new Date(start * 1000);
  if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + count);
  else d.setUTCMonth(d.getUTCMonth() + count);
  return Math.floor(d.getTime() / 1000);
}
