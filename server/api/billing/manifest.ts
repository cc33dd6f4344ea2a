import { billing } from "../../../contract/areas/billing.ts";
import { billingOperations } from "../../../contract/operations/billing.ts";
import { defineManifest } from "../manifest.ts";
import { createBillingArea } from "./index.ts";
import * as tables from "./schema.ts";
import { seedBilling } from "./seed/plans.ts";

/** Billing: plans, subscriptions, checkout, invoices and the payment gateway's mirror. */
export const billingManifest = defineManifest({
  name: "billing",
  declaration: billing,
  operations: billingOperations,
  tables,
  mail: ["trial-ending"],
  seed: seedBilling,
  create: createBillingArea,
});
