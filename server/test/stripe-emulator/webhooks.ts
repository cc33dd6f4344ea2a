import Stripe from "stripe";
import type { Obj } from "./state.ts";

export type Delivery = { eventId: string; type: string; status: number; body: string };
/** How a delivery is signed: rightly, with another endpoint's secret, with a stale timestamp, or not at all. */
export type Signing = "valid" | "wrong-secret" | "stale" | "none";
type Send = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Stripe's webhook deliveries to one endpoint: each event POSTed as Stripe sends it (pretty
 * JSON, `Stripe-Signature` of the exact bytes), one at a time in the order raised. Tests may hold
 * events back and let them go in another order, twice, or badly signed.
 */
export class WebhookSender {
  private endpoint: { url: string; send: Send } | null = null;
  private holding = false;
  private queue: Promise<unknown> = Promise.resolve();
  /** Events held back (hold()), in the order raised. */
  readonly held: Obj[] = [];
  /** Every event raised, in order. */
  readonly raised: Obj[] = [];
  readonly deliveries: Delivery[] = [];

  constructor(private readonly secret: string) {}

  /** Where events go. `send` defaults to fetch; a test may hand the app's own request function. */
  setEndpoint(url: string, send: Send = fetch) {
    this.endpoint = { url, send };
  }

  raise(event: Obj) {
    this.raised.push(event);
    if (!this.endpoint) return;
    if (this.holding) this.held.push(event);
    else this.queue = this.queue.then(() => this.deliver(event)).catch(() => undefined);
  }

  /** Until every delivery raised so far has been answered. */
  async settled() {
    let seen: Promise<unknown>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }

  hold() {
    this.holding = true;
  }

  /** Stops holding and delivers what was held, in the order raised or the reverse. */
  async release(order: "raised" | "reverse" = "raised") {
    this.holding = false;
    const events = this.held.splice(0);
    const out: Delivery[] = [];
    for (const e of order === "reverse" ? events.reverse() : events) out.push(await this.deliver(e));
    return out;
  }

  async deliver(event: Obj, signing: Signing = "valid"): Promise<Delivery> {
    if (!this.endpoint) throw new Error("the emulator has no webhook endpoint");
    // Stripe sends events pretty-printed; the signature covers these exact bytes
    const payload = JSON.stringify(event, null, 2);
    const headers: Record<string, string> = {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "cache-control": "no-cache",
    };
    if (signing !== "none") {
      const secret = signing === "wrong-secret" ? `${this.secret}x` : this.secret;
      const timestamp = Math.floor(Date.now() / 1000) - (signing === "stale" ? 3600 : 0);
      headers["stripe-signature"] = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    }
    const res = await this.endpoint.send(this.endpoint.url, { method: "POST", headers, body: payload });
    const delivery = { eventId: event.id, type: String(event.type), status: res.status, body: await res.text() };
    this.deliveries.push(delivery);
    return delivery;
  }
}
