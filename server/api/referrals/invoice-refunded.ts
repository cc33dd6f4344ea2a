import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { commissions, refundedInvoices } from "./schema.ts";
import { scoped } from "../../platform/scope.ts";

export type InvoiceRefunded = { tenantId: string; invoiceId: string; refundedAt: Date };

/**
 * Billing reports a refund: that invoice's commission is reversed (kept for the record). The
 * refund is remembered, so a payment reported after it is reversed too. Idempotent.
 */
export const invoiceRefunded = () => async (tx: Tx, e: InvoiceRefunded) => {
  const tenant = { tenantId: e.tenantId };
  await tx
    .insert(refundedInvoices)
    .values({ whitelabelId: e.tenantId, invoiceId: e.invoiceId, refundedAt: e.refundedAt })
    .onConflictDoNothing();
  await tx
    .update(commissions)
    .set({ status: "reversed", reversedAt: e.refundedAt, updatedAt: sql`now()` })
    .where(and(scoped.tenant(commissions, tenant), eq(commissions.invoiceId, e.invoiceId), eq(commissions.status, "earned")));
};
