import type { z } from "zod";
import type { subscriptionListSchema } from "../../../contract/billing.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { subscriptionView } from "./present.ts";
import { findCustomer, subscriptionsOf } from "./queries.ts";

/** GET /subscriptions/{customerId} (§7): the customer's subscriptions, newest first; only the caller's entity's customer. */
export const listSubscriptions =
  (d: BillingDeps) =>
  async (caller: Caller, customerId: string): Promise<z.infer<typeof subscriptionListSchema>> => {
    const customer = await findCustomer(d.db, caller.scope, customerId);
    if (!customer) throw notFound();
    const rows = await subscriptionsOf(d.db, caller.scope, { customerId: customer.id });
    return { data: rows.map((r) => subscriptionView(r, d.product)) };
  };
