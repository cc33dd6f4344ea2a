import type { Customer } from "../../../contract/billing.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { customerView } from "./present.ts";
import { findCustomer } from "./queries.ts";

/** GET /customer/{id}: the caller's entity's customer; any other id is not found. */
export const getCustomer =
  (d: BillingDeps) =>
  async (caller: Caller, id: string): Promise<Customer> => {
    const row = await findCustomer(d.db, caller.scope, id);
    if (!row) throw notFound();
    return customerView(row);
  };
