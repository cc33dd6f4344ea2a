import { plansSoldBy, type Plan } from "../../../contract/plans.ts";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { conflict } from "./errors.ts";
import type { GatewayName, PaymentGateway } from "./gateway.ts";
import type { LocalGateway } from "./local/gateway.ts";
import type { Mirror } from "./mirror.ts";

/** Who sells, as receipts print it (BILLING_SELLER_*): the company that takes the payments. */
export type Seller = { name: string; address: string; taxId: string };

/** What billing's functions work with. */
export interface BillingDeps {
  db: Db;
  orgs: Organizations;
  mirror: Mirror;
  tenancy: TenancyService;
  mailer: Mailer;
  jobs: Jobs;
  storage: Storage;
  /** The product brand's slug: the {product} of plan ids. */
  product: string;
  /** Where new customers, checkouts and trials go: Stripe when configured, else the built-in gateway. */
  gateway: PaymentGateway;
  /** The built-in gateway: its checkout page, and the subscriptions it keeps (the demo's) whichever gateway is configured. */
  local: LocalGateway;
  seller: Seller;
}

/** The gateway that keeps a subscription or customer; a Stripe one while Stripe is not configured cannot be changed. */
export function gatewayOf(d: BillingDeps, name: GatewayName): PaymentGateway {
  if (name === "local") return d.local;
  if (d.gateway.name === name) return d.gateway;
  throw conflict("gateway_unavailable", "gatewayUnavailable");
}

/** The plans a tenant sells (docs/billing-plans.md). */
export const tenantPlans = (d: Pick<BillingDeps, "product">, tenant: { isSkill5Layout: boolean }): Plan[] => plansSoldBy(tenant, d.product);

/** Who asks, for billing: their active entity (whose billing it is), their tenant and language. */
export type Caller = {
  scope: { tenantId: string; entityId: string };
  userId: string;
  email: string;
  name: string;
  locale: "en" | "pt";
  tenant: { isSkill5Layout: boolean; whitelabelSlug: string };
  /** scheme://host of the request: the base of the URLs handed to the gateway. */
  origin: string;
};
