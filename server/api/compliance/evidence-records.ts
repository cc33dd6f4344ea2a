import { and, eq } from "drizzle-orm";
import type { EvidenceDetail } from "../../../contract/compliance-evidence.ts";
import type { Tx } from "../../db/client.ts";
import { complianceEvidence, complianceEvidenceLinks } from "./schema.ts";
import type { Caller, ComplianceDeps } from "./deps.ts";
import { invalid, notFound } from "./errors.ts";
import { presentEvidence } from "./evidence-present.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { inEntity, recordAudit, theEvidence, type EvidenceRow } from "./queries.ts";
import { dayOf } from "./readiness.ts";

/** What the evidence functions share: finding one, its links to requirements, adding one, and its detail. */

export type EvidenceDeps = Pick<ComplianceDeps, "db" | "storage">;

export const linkOf = (scope: Caller["scope"], id: string) =>
  and(inEntity(complianceEvidenceLinks, scope), eq(complianceEvidenceLinks.evidenceId, id));

export async function findEvidence(db: Tx, caller: Caller, id: string): Promise<EvidenceRow> {
  const [row] = await db.select().from(complianceEvidence).where(theEvidence(caller.scope, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Requirement ids from a form, each one the entity can see; a wrong one is named. */
export async function checkRequirements(store: FrameworkStore, caller: Caller, ids: string[] = []) {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => store.requirement(caller.scope, id)));
  const unknown = unique.filter((_, i) => !found[i]);
  if (unknown.length) throw invalid("unknown_requirement", "unknownRequirement", { ids: unknown.join(", ") }, "requirementIds");
  return unique;
}

export async function insertEvidence(
  d: EvidenceDeps,
  caller: Caller,
  values: Omit<typeof complianceEvidence.$inferInsert, "whitelabelId" | "entityId">,
  requirementIds: string[],
) {
  await d.db.transaction(async (tx) => {
    await tx
      .insert(complianceEvidence)
      .values({ ...values, whitelabelId: caller.scope.tenantId, entityId: caller.scope.entityId, createdBy: caller.userId });
    for (const rid of requirementIds) await attachIn(tx, caller, values.id!, values.title, rid);
  });
}

export async function attachIn(tx: Tx, caller: Caller, evidenceId: string, title: string, requirementId: string) {
  const [linked] = await tx
    .insert(complianceEvidenceLinks)
    .values({ whitelabelId: caller.scope.tenantId, entityId: caller.scope.entityId, evidenceId, requirementId, linkedBy: caller.userId })
    .onConflictDoNothing()
    .returning({ id: complianceEvidenceLinks.evidenceId });
  if (linked)
    await recordAudit(tx, caller.scope, caller.userId, [
      { action: "evidenceAttached", requirementId, frameworkSlug: requirementId.split(":")[0], evidenceId, to: title },
    ]);
}

export async function evidenceDetail(d: EvidenceDeps, store: FrameworkStore, caller: Caller, id: string): Promise<EvidenceDetail> {
  const row = await findEvidence(d.db, caller, id);
  const links = await d.db
    .select({ requirementId: complianceEvidenceLinks.requirementId })
    .from(complianceEvidenceLinks)
    .where(linkOf(caller.scope, id))
    .orderBy(complianceEvidenceLinks.requirementId);
  const requirements = (await Promise.all(links.map((l) => store.requirement(caller.scope, l.requirementId)))).flatMap((e) =>
    e ? [{ id: e.requirement.id, framework: e.framework.slug, code: e.requirement.code, title: e.requirement.title[caller.locale] }] : [],
  );
  const [summary] = await presentEvidence(d.db, caller.scope, [row], dayOf(new Date()));
  return { ...summary!, requirements, canManage: caller.canManage };
}
