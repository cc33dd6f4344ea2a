import { sql } from "drizzle-orm";
import type { Subscription } from "../../../contract/billing.ts";
import { findPlan, lookupKey, TRIAL_DAYS, TRIAL_SEATS, type Plan } from "../../../contract/plans.ts";
import { ensureCustomer } from "./create-customer.ts";
import { tenantPlans, type BillingDeps, type Caller } from "./deps.ts";
import { conflict, invalid, notFound } from "./errors.ts";
import { customerRef, type CustomerRef } from "./gateway.ts";
import { requireCompanyOrUpgrade } from "./price-choice.ts";
import { hadTrial, subscriptionsOf } from "./queries.ts";
import { subscriptionView } from "./present.ts";
import type { Tx } from "../../db/client.ts";
import type { EntityScope } from "../../platform/scope.ts";

/** The trial of a plan: its monthly price in dollars (nothing is charged), TRIAL_DAYS long. */
export const trialOf = (plan: Plan, customer: CustomerRef, quantity: number, upgradeAccount = false) => ({
  lookupKey: lookupKey(plan.id, "month"),
  plan,
  interval: "month" as const,
  customer,
  quantity,
  currency: "USD" as const,
  days: TRIAL_DAYS,
  upgradeAccount,
});

/** One trial per entity, ever: checked under a lock on the entity's billing, so two requests at once start one. */
export async function lockEntityBilling(tx: Tx, scope: EntityScope) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing-entity:${scope.entityId}`}))`);
}

/**
 * POST /trial {plan}: a TRIAL_DAYS trial of a per-seat plan this tenant sells, without a card
 * (§3 metadata.type = "trial"), with TRIAL_SEATS seats (or the seats the company uses, if
 * more). One per entity, ever; not while the entity pays for a plan of that product. An
 * individual account confirms it becomes a company (upgradeAccount), as at checkout.
 */
export const startTrial =
  (d: BillingDeps) =>
  async (caller: Caller, input: { plan: string; upgradeAccount?: boolean }): Promise<Subscription> => {
    const plan = findPlan(input.plan, d.product);
    const sold = plan && tenantPlans(d, caller.tenant).some((p) => p.id === plan.id);
    if (!plan || !sold || !plan.perSeat || !plan.prices || plan.prices === "custom") throw invalid("trial_plan", "trialPlan", {}, "plan");
    const entity = await d.orgs.getEntity(caller.scope);
    if (!entity) throw notFound();
    requireCompanyOrUpgrade(plan, entity.type, !!input.upgradeAccount);
    const refuse = async (tx: Tx) => {
      if (await hadTrial(tx, caller.scope)) throw conflict("trial_used", "trialUsed");
      const live = await subscriptionsOf(tx, caller.scope, { liveOnly: true });
      if (live.some((s) => findPlan(s.planId, d.product)?.product === plan.product)) throw conflict("has_plan", "hasPlan");
    };
    await refuse(d.db);
    const customer = await ensureCustomer(d, caller, { name: entity.name, email: caller.email });
    const quantity = Math.max(TRIAL_SEATS, (await d.orgs.seats(caller.scope)).used);
    const trial = trialOf(plan, customerRef(customer), quantity, !!input.upgradeAccount);
    if (d.gateway.name === "local") {
      await d.db.transaction(async (tx) => {
        await lockEntityBilling(tx, caller.scope);
        await refuse(tx);
        await d.local.startTrialIn(tx, trial);
      });
    } else {
      await d.gateway.startTrial(trial);
    }
    const [made] = (await subscriptionsOf(d.db, caller.scope)).filter((s) => s.trial);
    if (!made) throw conflict("trial_pending", "trialPending");
    return subscriptionView(made, d.product);
  };
