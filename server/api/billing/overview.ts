import type { BillingOverview } from "../../../contract/billing.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { soonestInvoice } from "./next-invoice.ts";
import { subscriptionView } from "./present.ts";
import { customerOfEntity, subscriptionsOf } from "./queries.ts";

/** GET /overview: what /subscription shows — the entity's plans, features, seats, next invoice, and whether the caller may change them. */
export const billingOverview =
  (d: BillingDeps) =>
  async (caller: Caller, opts: { canManage: boolean }): Promise<BillingOverview> => {
    const entity = await d.orgs.getEntity(caller.scope);
    if (!entity) throw notFound();
    const [customer, subs, seats] = await Promise.all([
      customerOfEntity(d.db, caller.scope, d.gateway.name).then(
        async (c) => c ?? (await customerOfEntity(d.db, caller.scope, d.gateway.name === "local" ? "stripe" : "local")),
      ),
      subscriptionsOf(d.db, caller.scope),
      d.orgs.seats(caller.scope),
    ]);
    return {
      entityId: entity.id,
      entityType: entity.type,
      customerId: customer?.id ?? null,
      gateway: d.gateway.name,
      testMode: d.gateway.testMode,
      subscriptions: subs.map((s) => subscriptionView(s, d.product)),
      features: entity.features,
      seats: { used: seats.used, bought: seats.limit },
      nextInvoice: await soonestInvoice(d.db, subs, d.product),
      canManage: opts.canManage,
    };
  };
