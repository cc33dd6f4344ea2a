import type { z } from "zod";
import type { productListSchema } from "../../../contract/billing.ts";
import { SUBSCRIPTION_PRODUCTS } from "../../../contract/constants.ts";
import { tenantPlans, type BillingDeps } from "./deps.ts";
import { planView } from "./present.ts";

type Tenant = { isSkill5Layout: boolean };

/** GET /subscriptions/plans and /public/plans: the plans this tenant sells, with their prices. */
export const listPlans = (d: BillingDeps) => (tenant: Tenant) => ({ data: tenantPlans(d, tenant).map(planView) });

/** GET /products: the §9 subscription products and the plans of each this tenant sells. */
export const listProducts =
  (d: BillingDeps) =>
  (tenant: Tenant): z.infer<typeof productListSchema> => {
    const plans = tenantPlans(d, tenant);
    return { data: SUBSCRIPTION_PRODUCTS.map((id) => ({ id, plans: plans.filter((p) => p.product === id).map((p) => p.id) })) };
  };
