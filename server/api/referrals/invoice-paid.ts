import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { CommissionCurrency } from "../../../contract/referral-rules.ts";
import type { Tx } from "../../db/client.ts";
import { affiliates, commissions, referrals, refundedInvoices } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { ReferralDeps } from "./deps.ts";
import type { ReferralRow } from "./queries.ts";

export type InvoicePaid = {
  tenantId: string;
  customerEntityId: string;
  invoiceId: string;
  amountCents: number;
  currency: CommissionCurrency;
  paidAt: Date;
};

/** rate × amount, rounded half up to the cent; integer arithmetic, so 0.5 is never 0.49999. */
export const commissionCents = (amountCents: number, rateBasisPoints: number) =>
  Math.floor((amountCents * rateBasisPoints + 5_000) / 10_000);

/**
 * The referral whose customer this entity is: the one already bound to it, else the earliest
 * referral of someone who pays for it (holds manage-billing there) and signed up before it
 * existed — a company the referred person created, not one they joined. Binding is for good.
 */
async function referralOfCustomer(d: ReferralDeps, tx: Tx, customer: EntityScope): Promise<ReferralRow | undefined> {
  const tenant = { tenantId: customer.tenantId };
  const [bound] = await tx
    .select()
    .from(referrals)
    .where(and(scoped.tenant(referrals, tenant), eq(referrals.referredEntityId, customer.entityId)))
    .orderBy(asc(referrals.createdAt))
    .limit(1);
  if (bound) return bound;
  const entity = await d.orgs.findEntity(tx, customer);
  if (!entity) return undefined;
  const payers = await d.orgs.memberIdsWithPermission(tx, customer, "manage-billing");
  if (!payers.length) return undefined;
  // the database keeps microseconds, a Date milliseconds: an individual's entity and referral
  // are made in one transaction, at the same instant
  const madeBy = new Date(entity.createdAt.getTime() + 1);
  const [candidate] = await tx
    .select()
    .from(referrals)
    .where(
      and(
        scoped.tenant(referrals, tenant),
        inArray(referrals.referredUserId, payers),
        isNull(referrals.referredEntityId),
        lt(referrals.createdAt, madeBy),
      ),
    )
    .orderBy(asc(referrals.createdAt))
    .limit(1);
  if (!candidate) return undefined;
  const [claimed] = await tx
    .update(referrals)
    .set({ referredEntityId: customer.entityId })
    .where(and(scoped.tenant(referrals, tenant), eq(referrals.id, candidate.id), isNull(referrals.referredEntityId)))
    .returning();
  return claimed;
}

/** Whether the referrer may earn on this customer: not themself, not a member of the company that pays. */
async function mayEarn(d: ReferralDeps, tx: Tx, customer: EntityScope, referral: ReferralRow) {
  const [affiliate] = await tx
    .select({ userId: affiliates.userId })
    .from(affiliates)
    .where(and(scoped.tenant(affiliates, customer), eq(affiliates.id, referral.affiliateId)))
    .limit(1);
  if (!affiliate?.userId || affiliate.userId === referral.referredUserId) return false;
  const [inside] = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(
      and(
        scoped.tenant(affiliates, customer),
        eq(affiliates.id, referral.affiliateId),
        inArray(affiliates.userId, d.orgs.memberIds(customer)),
      ),
    )
    .limit(1);
  return !inside;
}

/**
 * Billing reports a paid invoice of a customer entity. The first paid invoice of a referred
 * customer earns its affiliate rate × amount; later invoices, and the invoices of customers
 * nobody referred, earn nothing. Idempotent per invoice, and safe when two invoices race.
 */
export const invoicePaid = (d: ReferralDeps) => async (tx: Tx, e: InvoicePaid) => {
  // an invoice of nothing (a full discount) is not a payment: it leaves the first invoice to come
  if (!Number.isInteger(e.amountCents) || e.amountCents <= 0) return;
  const customer: EntityScope = { tenantId: e.tenantId, entityId: e.customerEntityId };
  const tenant = { tenantId: e.tenantId };
  const referral = await referralOfCustomer(d, tx, customer);
  if (!referral || referral.firstInvoiceId !== null) return;
  // this invoice is the customer's first paid one: claimed once, whichever call comes first
  const [first] = await tx
    .update(referrals)
    .set({ firstInvoiceId: e.invoiceId, convertedAt: e.paidAt })
    .where(and(scoped.tenant(referrals, tenant), eq(referrals.id, referral.id), isNull(referrals.firstInvoiceId)))
    .returning({ id: referrals.id });
  if (!first) return;
  if (!(await mayEarn(d, tx, customer, referral))) {
    await tx
      .update(referrals)
      .set({ status: "ineligible" })
      .where(and(scoped.tenant(referrals, tenant), eq(referrals.id, referral.id)));
    return;
  }
  const [refund] = await tx
    .select({ refundedAt: refundedInvoices.refundedAt })
    .from(refundedInvoices)
    .where(and(scoped.tenant(refundedInvoices, tenant), eq(refundedInvoices.invoiceId, e.invoiceId)))
    .limit(1);
  await tx
    .insert(commissions)
    .values({
      whitelabelId: e.tenantId,
      affiliateId: referral.affiliateId,
      referralId: referral.id,
      customerEntityId: e.customerEntityId,
      invoiceId: e.invoiceId,
      invoiceAmountCents: e.amountCents,
      amountCents: commissionCents(e.amountCents, d.rateBasisPoints),
      currency: e.currency,
      rateBasisPoints: d.rateBasisPoints,
      // a refund that was reported before its payment reverses it at once
      status: refund ? "reversed" : "earned",
      earnedAt: e.paidAt,
      reversedAt: refund?.refundedAt ?? null,
    })
    .onConflictDoNothing();
  await tx
    .update(referrals)
    .set({ status: "converted" })
    .where(and(scoped.tenant(referrals, tenant), eq(referrals.id, referral.id)));
};
