import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { EvidenceSummary } from "../../../contract/compliance-evidence.ts";
import type { Tx } from "../../db/client.ts";
import { complianceEvidence, complianceEvidenceLinks } from "./schema.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { inEntity, type EvidenceRow } from "./queries.ts";

/** Evidence rows as lists show them: validity on `today`, how many requirements each supports, who added it. */
export async function presentEvidence(db: Tx, scope: EntityScope, rows: EvidenceRow[], today: string): Promise<EvidenceSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [linkCounts, creators] = await Promise.all([
    db
      .select({ evidenceId: complianceEvidenceLinks.evidenceId, n: count() })
      .from(complianceEvidenceLinks)
      .where(and(inEntity(complianceEvidenceLinks, scope), inArray(complianceEvidenceLinks.evidenceId, ids)))
      .groupBy(complianceEvidenceLinks.evidenceId),
    people.findMany(
      db,
      scope,
      rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
    ),
  ]);
  const links = new Map(linkCounts.map((l) => [l.evidenceId, l.n]));
  const nameOf = new Map(creators.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    url: r.kind === "link" ? r.url : null,
    fileName: r.fileName,
    contentType: r.contentType,
    sizeBytes: r.sizeBytes,
    validUntil: r.validUntil,
    state: r.validUntil !== null && r.validUntil < today ? "expired" : "valid",
    requirementCount: links.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy && nameOf.has(r.createdBy) ? { id: r.createdBy, name: nameOf.get(r.createdBy)! } : null,
  }));
}

/** The evidence attached to one requirement, newest first. */
export async function evidenceOfRequirement(db: Tx, scope: EntityScope, requirementId: string) {
  return db
    .select({ e: complianceEvidence })
    .from(complianceEvidenceLinks)
    .innerJoin(complianceEvidence, and(eq(complianceEvidence.id, complianceEvidenceLinks.evidenceId), inEntity(complianceEvidence, scope)))
    .where(and(inEntity(complianceEvidenceLinks, scope), eq(complianceEvidenceLinks.requirementId, requirementId)))
    .orderBy(desc(complianceEvidence.createdAt))
    .then((rows) => rows.map((r) => r.e));
}
