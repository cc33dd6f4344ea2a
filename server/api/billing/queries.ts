import { and, count, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { billingCheckoutSessions, billingCustomers, billingInvoices, billingSubscriptions, LIVE_SUBSCRIPTION_STATUSES } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { GatewayName } from "./gateway.ts";

export type CustomerRow = typeof billingCustomers.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type SessionRow = typeof billingCheckoutSessions.$inferSelect;

/** The entity's customer at a gateway (one per entity and gateway). */
export async function customerOfEntity(db: Tx, scope: EntityScope, gateway: GatewayName) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(scoped.entity(billingCustomers, scope), eq(billingCustomers.gateway, gateway)))
    .limit(1);
  return row;
}

/** A customer by id, only when it is the scope entity's. */
export async function findCustomer(db: Tx, scope: EntityScope, id: string) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(scoped.entity(billingCustomers, scope), eq(billingCustomers.id, id)))
    .limit(1);
  return row;
}

/** The entity's subscriptions, newest first (ended ones too: the record stays). */
export function subscriptionsOf(db: Tx, scope: EntityScope, opts: { customerId?: string; liveOnly?: boolean } = {}) {
  const where = [scoped.entity(billingSubscriptions, scope)];
  if (opts.customerId) where.push(eq(billingSubscriptions.customerId, opts.customerId));
  if (opts.liveOnly) where.push(inArray(billingSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]));
  return db
    .select()
    .from(billingSubscriptions)
    .where(and(...where))
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
    .limit(100);
}

/** A subscription by id, only when it is the scope entity's; locked for the rest of the transaction when asked. */
export async function findSubscription(db: Tx, scope: EntityScope, id: string, lock = false) {
  const q = db
    .select()
    .from(billingSubscriptions)
    .where(and(scoped.entity(billingSubscriptions, scope), eq(billingSubscriptions.id, id)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/** Whether the entity has ever had a trial (one per entity, whatever became of it). */
export async function hadTrial(db: Tx, scope: EntityScope) {
  const [row] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(and(scoped.entity(billingSubscriptions, scope), eq(billingSubscriptions.trial, true)))
    .limit(1);
  return !!row;
}

/** How a subscription's invoices were last paid (the built-in gateway charges that card again, as Stripe charges the saved one). */
export async function lastPaymentMethod(db: Tx, scope: EntityScope, subscriptionId: string) {
  const [row] = await db
    .select({ method: billingInvoices.paymentMethod })
    .from(billingInvoices)
    .where(
      and(
        scoped.entity(billingInvoices, scope),
        eq(billingInvoices.subscriptionId, subscriptionId),
        isNotNull(billingInvoices.paymentMethod),
      ),
    )
    .orderBy(desc(billingInvoices.createdAt))
    .limit(1);
  return row?.method ?? null;
}

/** The subscription's draft invoice: the changes (prorations) waiting for its next invoice. */
export async function draftInvoiceOf(db: Tx, scope: EntityScope, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(
      and(scoped.entity(billingInvoices, scope), eq(billingInvoices.subscriptionId, subscriptionId), eq(billingInvoices.status, "draft")),
    )
    .limit(1);
  return row;
}

/** One page of the entity's invoices, newest first; drafts (what the next invoice will hold) are not invoices yet. */
export async function invoicePage(db: Tx, scope: EntityScope, page: number, limit: number) {
  const where = and(scoped.entity(billingInvoices, scope), ne(billingInvoices.status, "draft"));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(billingInvoices)
      .where(where)
      .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(billingInvoices).where(where),
  ]);
  return { rows, total: total!.n };
}

/** An invoice (not a draft) by id, only when it is the scope entity's. */
export async function findInvoice(db: Tx, scope: EntityScope, id: string) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(scoped.entity(billingInvoices, scope), eq(billingInvoices.id, id), ne(billingInvoices.status, "draft")))
    .limit(1);
  return row;
}

/** A checkout session by id, only when it is the scope entity's; locked when asked. */
export async function findSession(db: Tx, scope: EntityScope, id: string, lock = false) {
  const q = db
    .select()
    .from(billingCheckoutSessions)
    .where(and(scoped.entity(billingCheckoutSessions, scope), eq(billingCheckoutSessions.id, id)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}
