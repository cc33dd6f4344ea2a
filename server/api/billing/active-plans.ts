import type { ActivePlans } from "../../../contract/billing.ts";
import { FREE_PLAN } from "../../../contract/constants.ts";
import { findPlan } from "../../../contract/plans.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { subscriptionsOf } from "./queries.ts";

/** GET /subscriptions/plans/active/{entityId}: the free plan and the entity's live plans; only the caller's own entity. */
export const activePlans =
  (d: BillingDeps) =>
  async (caller: Caller, entityId: string): Promise<ActivePlans> => {
    if (entityId !== caller.scope.entityId) throw notFound();
    const entity = await d.orgs.getEntity({ tenantId: caller.scope.tenantId, entityId });
    if (!entity) throw notFound();
    const live = await subscriptionsOf(d.db, caller.scope, { liveOnly: true });
    const free = {
      plan: FREE_PLAN,
      key: "free" as const,
      subscriptionId: null,
      status: "active",
      trial: false,
      interval: null,
      quantity: 1,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
    return {
      entityId,
      plans: [
        free,
        ...live.map((s) => ({
          plan: s.planId,
          key: findPlan(s.planId, d.product)?.key ?? ("free" as const),
          subscriptionId: s.id,
          status: s.status,
          trial: s.trial,
          interval: s.interval,
          quantity: s.quantity,
          currentPeriodEnd: s.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        })),
      ],
      features: entity.features,
    };
  };
