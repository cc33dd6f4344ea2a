import type { Customer } from "../../../contract/billing.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { customerView } from "./present.ts";
import { customerOfEntity, type CustomerRow } from "./queries.ts";

/**
 * The entity's customer at the configured gateway, made on first use: one per entity and
 * gateway, so asking again (or twice at once) answers the same customer, with the name and
 * e-mail given last.
 */
export async function ensureCustomer(d: BillingDeps, caller: Caller, input: { name: string; email: string }): Promise<CustomerRow> {
  const gateway = d.gateway.name;
  const existing = await customerOfEntity(d.db, caller.scope, gateway);
  const id =
    existing?.id ??
    (await d.gateway.createCustomer({
      tenantId: caller.scope.tenantId,
      entityId: caller.scope.entityId,
      name: input.name,
      email: input.email,
    }));
  try {
    await d.db.transaction((tx) =>
      d.mirror.upsertCustomer(tx, {
        id,
        tenantId: caller.scope.tenantId,
        entityId: caller.scope.entityId,
        gateway,
        name: input.name,
        email: input.email,
      }),
    );
  } catch (err) {
    // another request made the entity's customer meanwhile: that one is the entity's
    if (existing || !(await customerOfEntity(d.db, caller.scope, gateway))) throw err;
  }
  return (await customerOfEntity(d.db, caller.scope, gateway))!;
}

/** POST /customer/create {name, email}: idempotent per entity. */
export const createCustomer =
  (d: BillingDeps) =>
  async (caller: Caller, input: { name: string; email: string }): Promise<Customer> =>
    customerView(await ensureCustomer(d, caller, input));
