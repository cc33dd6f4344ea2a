import { randomBytes } from "node:crypto";
import { and, count, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { billingInvoices, type InvoiceLine, type PaymentMethod, type SubscriptionDiscount } from "../schema.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import { discountApplies, totalsOf } from "../amounts.ts";
import type { SubscriptionRow } from "../gateway.ts";
import type { InvoiceState, Mirror, SubscriptionState } from "../mirror.ts";
import { draftInvoiceOf, lastPaymentMethod } from "../queries.ts";
import type { TenantScope } from "../../../platform/scope.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Stripe-like id: prefix, underscore, 24 random letters and digits (cus_…, sub_…, in_…). */
export function newId(prefix: "cus" | "cs" | "sub" | "si" | "in") {
  const bytes = randomBytes(24);
  return `${prefix}_${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/**
 * The version of a write: now, but always past the stored one, so a state written by a job
 * running on a clock of its own (tests drive time forward) is never shadowed by it.
 */
export const nextVersion = (row?: { version: number } | null) => Math.max(Date.now(), (row?.version ?? 0) + 1);

/** A stored subscription as the mirror takes it back, with changes. */
export function subscriptionState(row: SubscriptionRow, changes: Partial<SubscriptionState>): SubscriptionState {
  const { trialNotices: _n, createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, ...changes, version: nextVersion(row) };
}

/**
 * The next invoice number of a tenant ("ACME-000042"): one sequence per tenant, numbers given
 * when an invoice is finalised (drafts have none); a transaction lock keeps two payments of one
 * tenant from taking the same number.
 */
export async function nextInvoiceNumber(tx: Tx, { tenantId }: TenantScope, prefix: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing-invoice-number:${tenantId}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(billingInvoices)
    .where(and(scoped.tenant(billingInvoices, { tenantId }), isNotNull(billingInvoices.number)));
  return `${prefix.toUpperCase()}-${String(row!.n + 1).padStart(6, "0")}`;
}

type InvoicedSubscription = Pick<SubscriptionRow, "id" | "whitelabelId" | "entityId" | "customerId" | "currency">;

/**
 * The subscription's draft invoice, if it has one, and what its next invoice is: the draft's id
 * (or a new one), whose it is, and the test gateway's.
 */
async function draftOf(tx: Tx, sub: InvoicedSubscription) {
  const scope: EntityScope = { tenantId: sub.whitelabelId, entityId: sub.entityId };
  const draft = await draftInvoiceOf(tx, scope, sub.id);
  const next = {
    id: draft?.id ?? newId("in"),
    whitelabelId: sub.whitelabelId,
    entityId: sub.entityId,
    customerId: sub.customerId,
    subscriptionId: sub.id,
    gateway: "local" as const,
  };
  return { scope, draft, next };
}

/** Adds lines (prorations, a carried credit) to the subscription's draft, which its next invoice takes in. */
export async function addToDraft(tx: Tx, mirror: Mirror, sub: SubscriptionRow, lines: InvoiceLine[]) {
  if (!lines.length) return;
  const { draft, next } = await draftOf(tx, sub);
  const all = [...(draft?.lines ?? []), ...lines];
  const subtotal = all.reduce((n, l) => n + l.amount, 0);
  await mirror.syncInvoice(tx, {
    ...next,
    number: null,
    status: "draft",
    currency: sub.currency,
    subtotal,
    discount: 0,
    total: Math.max(0, subtotal),
    amountPaid: 0,
    lines: all,
    version: nextVersion(draft),
  });
}

/**
 * Finalises and pays an invoice of a subscription: its draft's lines (if any) and `lines`, the
 * discount that applies, a number. A credit larger than the charges moves to a new draft.
 * The test gateway charges the card it was given at once, so the invoice is paid.
 */
export async function payInvoice(
  tx: Tx,
  mirror: Mirror,
  sub: InvoicedSubscription,
  p: {
    lines: InvoiceLine[];
    discount: SubscriptionDiscount | null;
    periodStart: Date;
    periodEnd: Date;
    now: Date;
    prefix: string;
    paymentMethod?: PaymentMethod | null;
  },
): Promise<InvoiceState> {
  const { scope, draft, next } = await draftOf(tx, sub);
  const lines = [...(draft?.lines ?? []), ...p.lines];
  const totals = totalsOf(lines, p.discount, sub.currency);
  const invoice: InvoiceState = {
    ...next,
    number: await nextInvoiceNumber(tx, { tenantId: sub.whitelabelId }, p.prefix),
    status: "paid",
    currency: sub.currency,
    subtotal: totals.subtotal,
    discount: totals.discount,
    total: totals.total,
    amountPaid: totals.total,
    lines,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    paidAt: p.now,
    // without a card given now, the one the subscription was last paid with (the test gateway keeps no other)
    paymentMethod: p.paymentMethod ?? (await lastPaymentMethod(tx, scope, sub.id)),
    version: nextVersion(draft),
  };
  await mirror.syncInvoice(tx, invoice);
  if (totals.carried < 0) {
    const carry: InvoiceLine = {
      description: "Credit carried over",
      planId: null,
      quantity: 1,
      unitAmount: totals.carried,
      amount: totals.carried,
      periodStart: null,
      periodEnd: null,
      proration: false,
    };
    await mirror.syncInvoice(tx, {
      ...invoice,
      id: newId("in"),
      number: null,
      status: "draft",
      subtotal: totals.carried,
      discount: 0,
      total: 0,
      amountPaid: 0,
      lines: [carry],
      periodStart: null,
      periodEnd: null,
      paidAt: null,
      paymentMethod: null,
      version: nextVersion(),
    });
  }
  return invoice;
}

/**
 * The draft of a subscription that ends at its period's end: seats or a plan added during the
 * period are collected then, on a final invoice (as Stripe collects pending prorations of a
 * subscription cancelled at the period end), so cancelling first never makes them free; a draft
 * holding only credit is dropped (voided), since nothing is billed again.
 */
export async function settleDraft(tx: Tx, mirror: Mirror, sub: SubscriptionRow, p: { now: Date; prefix: string }) {
  const draft = await draftInvoiceOf(tx, { tenantId: sub.whitelabelId, entityId: sub.entityId }, sub.id);
  if (!draft) return;
  const owed = draft.lines.reduce((n, l) => n + l.amount, 0);
  if (owed <= 0) return void (await mirror.syncInvoice(tx, { ...draft, status: "void", version: nextVersion(draft) }));
  const discount = discountApplies(sub.discount, sub.createdAt, sub.currentPeriodEnd) ? sub.discount : null;
  await payInvoice(tx, mirror, sub, {
    lines: [],
    discount,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    now: p.now,
    prefix: p.prefix,
  });
}
