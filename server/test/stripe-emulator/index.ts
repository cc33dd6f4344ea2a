import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createCoupon, createCustomer, createPromotionCode, listPrices, listPromotionCodes, seedCatalogue } from "./catalog.ts";
import { completeSession, createPortalSession, createSession, expireSession, settleDelayed } from "./checkout.ts";
import { expandTree, invalid, only, parseForm, present, StripeApiError, type Params } from "./form.ts";
import { createRefund, listInvoicePayments, listInvoices, listRefunds } from "./invoices.ts";
import { State, type Obj } from "./state.ts";
import { advancePeriod, createSubscription, updateSubscription } from "./subscriptions.ts";
import { WebhookSender, type Signing } from "./webhooks.ts";

type Handler = (s: State, p: Params, id: string) => unknown;
const retrieve =
  (object: string): Handler =>
  (s, p, id) => {
    only(p, ["expand"]);
    return s.get(object, id);
  };

/** The part of Stripe's REST API the billing adapter uses (and a test sets up, as an operator would in the Dashboard). */
const ROUTES: [string, RegExp, Handler][] = [
  ["GET", /^\/v1\/prices$/, listPrices],
  ["GET", /^\/v1\/prices\/([^/]+)$/, retrieve("price")],
  ["POST", /^\/v1\/customers$/, createCustomer],
  ["GET", /^\/v1\/customers\/([^/]+)$/, retrieve("customer")],
  ["POST", /^\/v1\/coupons$/, createCoupon],
  ["GET", /^\/v1\/coupons\/([^/]+)$/, retrieve("coupon")],
  ["POST", /^\/v1\/promotion_codes$/, createPromotionCode],
  ["GET", /^\/v1\/promotion_codes$/, listPromotionCodes],
  ["GET", /^\/v1\/promotion_codes\/([^/]+)$/, retrieve("promotion_code")],
  ["POST", /^\/v1\/checkout\/sessions$/, createSession],
  ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, retrieve("checkout.session")],
  ["POST", /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (s, p, id) => (only(p, ["expand"]), expireSession(s, id))],
  ["POST", /^\/v1\/subscriptions$/, createSubscription],
  ["GET", /^\/v1\/subscriptions\/([^/]+)$/, retrieve("subscription")],
  ["POST", /^\/v1\/subscriptions\/([^/]+)$/, (s, p, id) => updateSubscription(s, id, p)],
  ["GET", /^\/v1\/invoices$/, listInvoices],
  ["GET", /^\/v1\/invoices\/([^/]+)$/, retrieve("invoice")],
  ["GET", /^\/v1\/invoice_payments$/, listInvoicePayments],
  ["GET", /^\/v1\/charges\/([^/]+)$/, retrieve("charge")],
  ["GET", /^\/v1\/payment_intents\/([^/]+)$/, retrieve("payment_intent")],
  ["POST", /^\/v1\/refunds$/, createRefund],
  ["GET", /^\/v1\/refunds$/, listRefunds],
  ["POST", /^\/v1\/billing_portal\/sessions$/, createPortalSession],
  ["GET", /^\/v1\/events\/([^/]+)$/, retrieve("event")],
];

export type StripeEmulatorOptions = {
  /** The product brand slug whose plans make the catalogue (PRODUCT_SLUG). */
  product?: string;
  /** The payment method types the account has activated. */
  paymentMethods?: string[];
};

/**
 * A Stripe API emulator on loopback for the billing tests: form-encoded requests, `expand`, list
 * objects, Stripe's error shape, idempotency keys; the catalogue seeded from contract/plans.ts;
 * customers, Checkout Sessions, coupons and promotion codes, subscriptions with prorations,
 * invoices, payments, refunds and Billing Portal sessions. Test controls stand in for what a
 * customer or time does (pay at Checkout, reach a period's end), and every change raises the
 * events Stripe would, delivered signed to the webhook endpoint.
 */
export async function startStripeEmulator(opts: StripeEmulatorOptions = {}) {
  const apiKey = "sk_test_emulator";
  const webhookSecret = "whsec_emulatorSigningSecret";
  const sender = new WebhookSender(webhookSecret);
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const resolve = (id: string) => state.objects.get(id);
  const state: State = new State(apiBase, opts.paymentMethods ?? ["card", "boleto", "pix"], (type, object, previous) => {
    const event = state.put({
      id: state.newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: state.clock,
      type,
      data: { object: present(object, {}, resolve), ...(previous ? { previous_attributes: present(previous, {}, resolve) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    sender.raise(event);
  });
  seedCatalogue(state, opts.product ?? "shield");
  const idempotent = new Map<string, { status: number; body: string }>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? "/", apiBase);
    const answer = (status: number, body: string) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": state.newId("req"),
        "stripe-version": String(req.headers["stripe-version"] ?? Stripe.API_VERSION),
      });
      res.end(body);
    };
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return answer(401, JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }));
    }
    const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const seen = typeof key === "string" ? idempotent.get(`${url.pathname} ${key}`) : undefined;
    if (seen) return answer(seen.status, seen.body);
    let status = 200;
    let body: string;
    try {
      const params = parseForm(req.method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString("utf8"));
      const route = ROUTES.find(([m, re]) => m === req.method && re.test(url.pathname));
      if (!route)
        throw new StripeApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        });
      const id = decodeURIComponent(route[1].exec(url.pathname)![1] ?? "");
      body = JSON.stringify(present(route[2](state, params, id), expandTree(params), resolve));
    } catch (e) {
      const err = e instanceof StripeApiError ? e : new StripeApiError(500, { type: "api_error", message: (e as Error).message });
      status = err.status;
      body = JSON.stringify({ error: err.body });
    }
    if (typeof key === "string") idempotent.set(`${url.pathname} ${key}`, { status, body });
    answer(status, body);
  }

  /** Runs a test control, then waits for its events to be delivered (unless they are held). */
  async function control<T>(run: () => T): Promise<T> {
    const out = run();
    await sender.settled();
    return out;
  }
  const view = (o: Obj) => present(o, {}, resolve) as Record<string, unknown>;

  return {
    apiBase,
    apiKey,
    webhookSecret,
    /** The account as the API sees it; controls below change it as people and time would. */
    state,
    /** An object as GET would answer it, without expansions. */
    object: (id: string) => {
      const o = state.objects.get(id);
      if (!o) throw invalid(`No such object: ${id}`);
      return view(o);
    },
    /** Where events go: a URL, and optionally the function that sends (the app's own request handler in tests). */
    setWebhookEndpoint: (url: string, send?: (url: string, init: RequestInit) => Promise<Response>) => sender.setEndpoint(url, send),
    /** The customer pays on the Checkout page: card at once; boleto or pix later, by settleDelayed. */
    completeCheckout: (sessionId: string, method = "card") => control(() => view(completeSession(state, sessionId, method))),
    settleDelayed: (sessionId: string) => control(() => view(settleDelayed(state, sessionId))),
    expireCheckout: (sessionId: string) => control(() => view(expireSession(state, sessionId))),
    /** The clock reaches the subscription's period end: it renews (billing), or ends when set to cancel. */
    advance: (subscriptionId: string) => control(() => view(advancePeriod(state, subscriptionId))),
    /** Refunds an invoice's payment in full, as from the Dashboard. */
    refundInvoice: (invoiceId: string) =>
      control(() => {
        const payment = state.all("invoice_payment", (p) => p.invoice === invoiceId)[0];
        if (!payment) throw invalid(`Invoice ${invoiceId} has no payment to refund.`);
        return view(createRefund(state, { payment_intent: (payment.payment as { payment_intent: string }).payment_intent }));
      }),
    webhooks: {
      hold: () => sender.hold(),
      release: (order?: "raised" | "reverse") => sender.release(order),
      deliver: (event: Obj, signing?: Signing) => sender.deliver(event, signing),
      settled: () => sender.settled(),
      held: sender.held,
      raised: sender.raised,
      deliveries: sender.deliveries,
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type StripeEmulator = Awaited<ReturnType<typeof startStripeEmulator>>;
