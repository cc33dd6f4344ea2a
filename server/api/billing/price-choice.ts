import {
  findPlan,
  lookupKey,
  parseLookupKey,
  unitAmountCents,
  type BillingInterval,
  type Currency,
  type Plan,
} from "../../../contract/plans.ts";
import { tenantPlans, type BillingDeps, type Caller } from "./deps.ts";
import { invalid } from "./errors.ts";
import type { PriceChoice } from "./gateway.ts";

/** A price lookup key naming a priced plan this tenant sells; otherwise 400 on `field`. */
export function choosePrice(d: BillingDeps, caller: Caller, key: string, field: string): PriceChoice {
  const parsed = parseLookupKey(key, d.product);
  if (!parsed || !tenantPlans(d, caller.tenant).some((p) => p.id === parsed.plan.id))
    throw invalid("unknown_price", "unknownPrice", { key }, field);
  return { lookupKey: key, plan: parsed.plan, interval: parsed.interval };
}

/** A plan id (keeping `interval`) or a lookup key, of a priced plan this tenant sells. */
export function choosePlanOrPrice(d: BillingDeps, caller: Caller, value: string, interval: BillingInterval, field: string): PriceChoice {
  const plan = findPlan(value, d.product);
  return choosePrice(d, caller, plan ? lookupKey(plan.id, interval) : value, field);
}

/** The unit price in a currency; 400 when the plan has no price there. */
export function priceIn(plan: Plan, currency: Currency, interval: BillingInterval, field = "currency") {
  const cents = unitAmountCents(plan, currency, interval);
  if (cents === null) throw invalid("currency", "currencyUnavailable", { currency }, field);
  return cents;
}

/** A per-seat plan needs a company: an individual account confirms it becomes one (upgradeAccount). */
export function requireCompanyOrUpgrade(
  plan: Plan,
  entityType: "individual" | "company",
  upgradeAccount: boolean,
  field = "upgradeAccount",
) {
  if (plan.perSeat && entityType === "individual" && !upgradeAccount) throw invalid("upgrade_required", "upgradeRequired", {}, field);
}
