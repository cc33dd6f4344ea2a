import type { Db } from "../../../db/client.ts";
import type { Config } from "../../../platform/config.ts";
import type { Mirror } from "../mirror.ts";
import { stripeClient } from "./client.ts";
import { createStripeGateway } from "./gateway.ts";
import { createStripeReader } from "./read.ts";
import { createStripeWebhook } from "./webhook.ts";

export type StripeAdapterDeps = {
  db: Db;
  config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE" | "STRIPE_BRL_PAYMENT_METHODS">;
  mirror: Mirror;
  /** The product brand's slug: the {product} of plan ids and lookup keys. */
  product: string;
};

/**
 * Billing through Stripe (docs/decisions/0028-billing.md), when STRIPE_SECRET_KEY is set: the
 * gateway billing's calls go to, and the webhook route its events come in by
 * (POST /api/payment-gateway/webhook). Both write through the mirror.
 */
export function createStripeAdapter(d: StripeAdapterDeps) {
  if (!d.config.STRIPE_WEBHOOK_SECRET) throw new Error("Stripe is configured without STRIPE_WEBHOOK_SECRET");
  const stripe = stripeClient(d.config);
  const reader = createStripeReader({ stripe, db: d.db, product: d.product });
  const gateway = createStripeGateway({ stripe, reader, db: d.db, mirror: d.mirror, config: d.config });
  const webhook = createStripeWebhook({ stripe, reader, db: d.db, mirror: d.mirror, secret: d.config.STRIPE_WEBHOOK_SECRET });
  return { gateway, webhook, reader };
}
export type StripeAdapter = ReturnType<typeof createStripeAdapter>;
export { createStripeGateway } from "./gateway.ts";
