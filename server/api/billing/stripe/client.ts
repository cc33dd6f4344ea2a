import Stripe from "stripe";
import type { Config } from "../../../platform/config.ts";

export type StripeConfig = Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">;

/** Where the SDK sends its requests: api.stripe.com, or STRIPE_API_BASE (the tests' emulator) as host, port and protocol. */
export function apiAddress(base: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/**
 * The official SDK, at the API version it pins (the shapes this adapter reads). Its retries
 * send an idempotency key, so a POST retried after a lost answer is done once.
 */
export function stripeClient(config: StripeConfig) {
  if (!config.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...apiAddress(config.STRIPE_API_BASE),
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: "skill5-platform" },
  });
}
