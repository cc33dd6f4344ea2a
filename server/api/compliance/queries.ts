import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  complianceAdoptions,
  complianceAuditEvents,
  complianceEvidence,
  complianceEvidenceLinks,
  complianceRequirementStatuses,
} from "./schema.ts";
import { scoped, type EntityScope, type EntityTable } from "../../platform/scope.ts";
import type { ComplianceAuditAction } from "../../../contract/compliance-limits.ts";
import type { EvidenceCounts, StatusRow } from "./readiness.ts";

export type AdoptionRow = typeof complianceAdoptions.$inferSelect;
export type StatusRecord = typeof complianceRequirementStatuses.$inferSelect;
export type EvidenceRow = typeof complianceEvidence.$inferSelect;

/** Only the entity's own rows: every compliance table is read and written through this. */
export const inEntity = (table: EntityTable, scope: EntityScope) => scoped.entity(table, scope);

export const theAdoption = (scope: EntityScope, slug: string) =>
  and(inEntity(complianceAdoptions, scope), eq(complianceAdoptions.frameworkSlug, slug));
export const theStatus = (scope: EntityScope, requirementId: string) =>
  and(inEntity(complianceRequirementStatuses, scope), eq(complianceRequirementStatuses.requirementId, requirementId));
export const theEvidence = (scope: EntityScope, id: string) => and(inEntity(complianceEvidence, scope), eq(complianceEvidence.id, id));

export async function adoptionsOf(db: Tx, scope: EntityScope): Promise<AdoptionRow[]> {
  return db.select().from(complianceAdoptions).where(inEntity(complianceAdoptions, scope)).orderBy(complianceAdoptions.adoptedAt);
}

export async function findAdoption(db: Tx, scope: EntityScope, slug: string): Promise<AdoptionRow | undefined> {
  const [row] = await db.select().from(complianceAdoptions).where(theAdoption(scope, slug)).limit(1);
  return row;
}

export async function findStatus(db: Tx, scope: EntityScope, requirementId: string): Promise<StatusRecord | undefined> {
  const [row] = await db.select().from(complianceRequirementStatuses).where(theStatus(scope, requirementId)).limit(1);
  return row;
}

/** The entity's assessment rows of these frameworks, by requirement id. */
export async function statusesOf(db: Tx, scope: EntityScope, slugs: string[]): Promise<Map<string, StatusRow>> {
  if (!slugs.length) return new Map();
  const rows = await db
    .select({
      requirementId: complianceRequirementStatuses.requirementId,
      status: complianceRequirementStatuses.status,
      ownerId: complianceRequirementStatuses.ownerId,
      dueDate: complianceRequirementStatuses.dueDate,
      reviewDate: complianceRequirementStatuses.reviewDate,
      noEvidenceReason: complianceRequirementStatuses.noEvidenceReason,
    })
    .from(complianceRequirementStatuses)
    .where(and(inEntity(complianceRequirementStatuses, scope), inArray(complianceRequirementStatuses.frameworkSlug, slugs)));
  return new Map(rows.map((r) => [r.requirementId, r]));
}

/** Evidence valid on `today`: no end date, or an end date not yet passed. */
export const validOn = (today: string) => sql`(${complianceEvidence.validUntil} is null or ${complianceEvidence.validUntil} >= ${today})`;

/** Per requirement: how much uploaded or linked evidence supports it, and how much of it is valid today. */
export async function evidenceCounts(
  db: Tx,
  scope: EntityScope,
  today: string,
  requirementIds?: string[],
): Promise<Map<string, EvidenceCounts>> {
  const rows = await db
    .select({
      requirementId: complianceEvidenceLinks.requirementId,
      total: sql<number>`count(*)::int`,
      valid: sql<number>`(count(*) filter (where ${validOn(today)}))::int`,
    })
    .from(complianceEvidenceLinks)
    .innerJoin(complianceEvidence, and(eq(complianceEvidence.id, complianceEvidenceLinks.evidenceId), inEntity(complianceEvidence, scope)))
    .where(
      and(
        inEntity(complianceEvidenceLinks, scope),
        requirementIds ? inArray(complianceEvidenceLinks.requirementId, requirementIds) : undefined,
      ),
    )
    .groupBy(complianceEvidenceLinks.requirementId);
  return new Map(rows.map((r) => [r.requirementId, { total: r.total, valid: r.valid }]));
}

export type AuditEntry = {
  action: ComplianceAuditAction;
  requirementId?: string | null;
  frameworkSlug?: string | null;
  evidenceId?: string | null;
  from?: string | null;
  to?: string | null;
};

/** The rows of these lines of the audit trail, as `recordAudit` writes them. */
export function auditRows(
  scope: EntityScope,
  actorId: string | null,
  entries: AuditEntry[],
  at: Date,
): (typeof complianceAuditEvents.$inferInsert)[] {
  return entries.map((e) => ({
    whitelabelId: scope.tenantId,
    entityId: scope.entityId,
    actorId,
    action: e.action,
    requirementId: e.requirementId ?? null,
    frameworkSlug: e.frameworkSlug ?? null,
    evidenceId: e.evidenceId ?? null,
    fromValue: e.from ?? null,
    toValue: e.to ?? null,
    createdAt: at,
  }));
}

/** Writes lines of the audit trail (in the caller's transaction). `actorId` null: the product did it. */
export async function recordAudit(tx: Tx, scope: EntityScope, actorId: string | null, entries: AuditEntry[], at = new Date()) {
  if (!entries.length) return;
  await tx.insert(complianceAuditEvents).values(auditRows(scope, actorId, entries, at));
}
