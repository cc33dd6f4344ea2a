import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { AssistantAsker } from "../area.ts";
import { complianceEvidence, complianceEvidenceLinks } from "./schema.ts";

/** The asker's entity when they may see compliance (permission and plan), else null: Xen then finds nothing. */
export function xenScope(a: AssistantAsker): EntityScope | null {
  if (!a.entityId || !a.permissions.includes("view-compliance") || !a.features.includes("compliance")) return null;
  return { tenantId: a.tenantId, entityId: a.entityId };
}

/** How many evidence items Xen reads at most (the newest). */
const MAX_EVIDENCE = 500;

export type EvidenceItem = { id: string; title: string; description: string | null; validUntil: string | null; requirementIds: string[] };

/** The entity's evidence and the requirements each is linked to: both statements filtered by the tenant and the entity. */
export async function entityEvidence(db: Db, scope: EntityScope): Promise<EvidenceItem[]> {
  const rows = await db
    .select({
      id: complianceEvidence.id,
      title: complianceEvidence.title,
      description: complianceEvidence.description,
      validUntil: complianceEvidence.validUntil,
    })
    .from(complianceEvidence)
    .where(scoped.entity(complianceEvidence, scope))
    .orderBy(desc(complianceEvidence.createdAt))
    .limit(MAX_EVIDENCE);
  if (!rows.length) return [];
  const links = await db
    .select({ evidenceId: complianceEvidenceLinks.evidenceId, requirementId: complianceEvidenceLinks.requirementId })
    .from(complianceEvidenceLinks)
    .where(
      and(
        scoped.entity(complianceEvidenceLinks, scope),
        inArray(
          complianceEvidenceLinks.evidenceId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const byEvidence = new Map<string, string[]>();
  for (const l of links) byEvidence.set(l.evidenceId, [...(byEvidence.get(l.evidenceId) ?? []), l.requirementId]);
  return rows.map((r) => ({ ...r, requirementIds: byEvidence.get(r.id) ?? [] }));
}

/** The evidence linked to one requirement (its title and validity), in the asker's entity. */
export async function evidenceOf(db: Db, scope: EntityScope, requirementId: string) {
  return db
    .select({ id: complianceEvidence.id, title: complianceEvidence.title, validUntil: complianceEvidence.validUntil })
    .from(complianceEvidenceLinks)
    .innerJoin(complianceEvidence, eq(complianceEvidence.id, complianceEvidenceLinks.evidenceId))
    .where(
      and(
        scoped.entity(complianceEvidenceLinks, scope),
        scoped.entity(complianceEvidence, scope),
        eq(complianceEvidenceLinks.requirementId, requirementId),
      ),
    )
    .orderBy(complianceEvidence.title);
}
