import { localizePath } from "../../../contract/locale.ts";
import { gatewayOf, type BillingDeps, type Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { customerRef } from "./gateway.ts";
import { findCustomer } from "./queries.ts";

/** POST /billing/{customerId}/create-session (§7): where the customer manages cards and invoices (Stripe's portal; the built-in gateway's is /subscription). */
export const createPortalSession =
  (d: BillingDeps) =>
  async (caller: Caller, customerId: string): Promise<{ url: string }> => {
    const customer = await findCustomer(d.db, caller.scope, customerId);
    if (!customer) throw notFound();
    const returnUrl = `${caller.origin.replace(/\/$/, "")}${localizePath("/subscription", caller.locale)}`;
    return { url: await gatewayOf(d, customer.gateway).portalUrl(customerRef(customer), returnUrl) };
  };
