import { and, eq, inArray, sql } from "drizzle-orm";
import { featuresOfPlans, findPlan } from "../../../contract/plans.ts";
import type { CommissionCurrency } from "../../../contract/referral-rules.ts";
import type { Db, Tx } from "../../db/client.ts";
import { billingCustomers, billingEvents, billingInvoices, billingSubscriptions, LIVE_SUBSCRIPTION_STATUSES } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import type { ReferralLedger } from "../referrals/index.ts";
import type { GatewayName } from "./gateway.ts";

export type SubscriptionState = Omit<typeof billingSubscriptions.$inferInsert, "trialNotices" | "createdAt" | "updatedAt"> & {
  version: number;
};
export type InvoiceState = Omit<typeof billingInvoices.$inferInsert, "createdAt"> & { version: number; createdAt?: Date };

export type MirrorDeps = { db: Db; orgs: Organizations; ledger: ReferralLedger; product: string };

/**
 * Billing's mirror of the gateway (docs/decisions/0028-billing.md): every gateway writes its
 * customers, subscriptions and invoices through here, in the caller's transaction. A state older
 * than the one kept is ignored (out-of-order webhooks), an event seen before is skipped
 * (duplicates), and every subscription change re-derives the entity's features at once.
 */
export function createMirror(d: MirrorDeps) {
  /**
   * The entity's features and seat cap from its live subscriptions plus the free plan; a live
   * per-seat plan bought with upgradeAccount makes an individual account a company.
   */
  async function recompute(tx: Tx, scope: EntityScope) {
    const live = await tx
      .select({
        planId: billingSubscriptions.planId,
        quantity: billingSubscriptions.quantity,
        upgradeAccount: billingSubscriptions.upgradeAccount,
      })
      .from(billingSubscriptions)
      .where(and(scoped.entity(billingSubscriptions, scope), inArray(billingSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])));
    const features = featuresOfPlans(
      live.map((s) => s.planId),
      d.product,
    );
    const seated = live.filter((s) => findPlan(s.planId, d.product)?.perSeat);
    // extra-members lifts the cap; without a per-seat plan there is nothing to count seats against
    const seatLimit = features.includes("extra-members") || !seated.length ? null : seated.reduce((n, s) => n + s.quantity, 0);
    await d.orgs.applyPlanGrants(tx, scope, { features, seatLimit, becomeCompany: seated.some((s) => s.upgradeAccount) });
    return features;
  }

  /**
   * A trial keeps the plan, price and seats it started with while it is still a trial: whatever
   * the gateway says (Stripe's Billing Portal or Dashboard can change a trialing subscription's
   * quantity or price, and nothing is charged for it until the trial ends), features and seats are
   * never raised without a payment. Once it is paid (active) the gateway's state is kept as it is.
   */
  async function trialKept(tx: Tx, s: SubscriptionState): Promise<SubscriptionState> {
    if (s.status !== "trialing") return s;
    const [kept] = await tx
      .select({
        status: billingSubscriptions.status,
        planId: billingSubscriptions.planId,
        lookupKey: billingSubscriptions.lookupKey,
        interval: billingSubscriptions.interval,
        currency: billingSubscriptions.currency,
        unitAmount: billingSubscriptions.unitAmount,
        quantity: billingSubscriptions.quantity,
      })
      .from(billingSubscriptions)
      .where(
        and(scoped.entity(billingSubscriptions, { tenantId: s.whitelabelId, entityId: s.entityId }), eq(billingSubscriptions.id, s.id)),
      );
    if (kept?.status !== "trialing") return s;
    const { status: _s, ...terms } = kept;
    return { ...s, ...terms };
  }

  return {
    recompute,

    async upsertCustomer(tx: Tx, c: { id: string; tenantId: string; entityId: string; gateway: GatewayName; name: string; email: string }) {
      await tx
        .insert(billingCustomers)
        .values({ id: c.id, whitelabelId: c.tenantId, entityId: c.entityId, gateway: c.gateway, name: c.name, email: c.email })
        .onConflictDoUpdate({ target: billingCustomers.id, set: { name: c.name, email: c.email } });
      await d.orgs.setCustomerId(tx, { tenantId: c.tenantId, entityId: c.entityId }, c.id);
    },

    /** Keeps the newer of the stored and the given state; re-derives the entity's features. Returns whether it was applied. */
    async syncSubscription(tx: Tx, given: SubscriptionState): Promise<boolean> {
      const s = await trialKept(tx, given);
      const { id: _id, whitelabelId: _w, entityId: _e, customerId: _c, gateway: _g, ...changes } = s;
      const rows = await tx
        .insert(billingSubscriptions)
        .values(s)
        .onConflictDoUpdate({
          target: billingSubscriptions.id,
          set: { ...changes, updatedAt: new Date() },
          setWhere: sql`${billingSubscriptions.version} <= ${s.version}`,
        })
        .returning({ id: billingSubscriptions.id });
      if (!rows.length) return false;
      await recompute(tx, { tenantId: s.whitelabelId, entityId: s.entityId });
      return true;
    },

    /**
     * Keeps the newer invoice state; the first time it is seen paid the referral programme hears
     * of it, and of a refund likewise (both idempotent there too).
     */
    async syncInvoice(tx: Tx, inv: InvoiceState): Promise<boolean> {
      const [before] = await tx
        .select({ status: billingInvoices.status, refundedAt: billingInvoices.refundedAt })
        .from(billingInvoices)
        .where(and(scoped.tenant(billingInvoices, { tenantId: inv.whitelabelId }), eq(billingInvoices.id, inv.id)))
        .for("update");
      const { id: _id, whitelabelId: _w, entityId: _e, customerId: _c, gateway: _g, createdAt: _t, ...changes } = inv;
      const rows = await tx
        .insert(billingInvoices)
        .values(inv)
        .onConflictDoUpdate({ target: billingInvoices.id, set: changes, setWhere: sql`${billingInvoices.version} <= ${inv.version}` })
        .returning({ id: billingInvoices.id });
      if (!rows.length) return false;
      const currency = inv.currency.toLowerCase() as CommissionCurrency;
      if (
        inv.status === "paid" &&
        before?.status !== "paid" &&
        inv.amountPaid &&
        inv.amountPaid > 0 &&
        (currency === "usd" || currency === "brl")
      ) {
        await d.ledger.invoicePaid(tx, {
          tenantId: inv.whitelabelId,
          customerEntityId: inv.entityId,
          invoiceId: inv.id,
          amountCents: inv.amountPaid,
          currency,
          paidAt: inv.paidAt ?? new Date(),
        });
      }
      if (inv.refundedAt && !before?.refundedAt)
        await d.ledger.invoiceRefunded(tx, { tenantId: inv.whitelabelId, invoiceId: inv.id, refundedAt: inv.refundedAt });
      return true;
    },

    /** Records a gateway event; false when it was handled before (a duplicate delivery). */
    async firstSeen(tx: Tx, e: { id: string; gateway: GatewayName; type: string; created: number }): Promise<boolean> {
      const rows = await tx.insert(billingEvents).values(e).onConflictDoNothing().returning({ id: billingEvents.id });
      return rows.length > 0;
    },

    /** The stored subscription, when it belongs to the scope. */
    async findSubscription(db: Db | Tx, scope: EntityScope, id: string) {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(and(scoped.entity(billingSubscriptions, scope), eq(billingSubscriptions.id, id)));
      return row;
    },
  };
}
export type Mirror = ReturnType<typeof createMirror>;
