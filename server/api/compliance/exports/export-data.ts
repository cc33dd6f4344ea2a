import { and, asc, desc, eq, isNotNull, like } from "drizzle-orm";
import type { Framework, Requirement, RequirementGroup } from "../../../../contract/compliance-frameworks.ts";
import type { EvidenceKind, FrameworkOrigin } from "../../../../contract/compliance-limits.ts";
import type { RequirementState } from "../../../../contract/compliance.ts";
import type { Locale } from "../../../../contract/constants.ts";
import { complianceAuditEvents, complianceEvidence, complianceEvidenceLinks, complianceRequirementStatuses } from "../schema.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { people } from "../../identity/index.ts";
import type { Assessment, LoadAssessment } from "../assessment.ts";
import type { Caller, ComplianceDeps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { requirementIndex, type FrameworkStore } from "../framework-store.ts";
import { inEntity } from "../queries.ts";

/** A piece of uploaded or linked evidence attached to a requirement, with its validity today. */
export type ExportEvidence = { id: string; title: string; kind: EvidenceKind; validUntil: string | null; expired: boolean };

/** One requirement of the exported framework with everything a report says of it. */
export type ExportRow = {
  requirement: Requirement;
  /** Its groups, outermost first (CSF: function, category; ISO: theme). */
  path: RequirementGroup[];
  state: RequirementState;
  justification: string | null;
  /** Why it needs no evidence, who said so (null: a former member) and when. */
  noEvidence: { reason: string; by: string | null; at: Date } | null;
  notes: string | null;
  owner: string | null;
  /** The newest line of its audit trail: when and who (`automatic`: the product, e.g. evidence expired; `by` null otherwise: a former member). */
  lastChange: { at: Date; by: string | null; automatic: boolean } | null;
  evidence: ExportEvidence[];
};

/** What every export of one adopted framework is made of, read at once. */
export type ExportData = {
  framework: Framework;
  origin: FrameworkOrigin;
  /** The framework's version as adopted. */
  adoptedVersion: string;
  assessment: Assessment;
  company: string;
  preparedBy: string;
  rows: ExportRow[];
  locale: Locale;
};

/**
 * Reads an adopted framework's assessment for an export: each requirement's state (the same
 * rules as the pages, docs/compliance-readiness.md), justification, notes, owner, evidence and
 * last change, the company's name and who prepares it. A framework the entity does not see is
 * not found; one it sees but has not adopted is a conflict with `messageKey` (what to adopt).
 * Reads only: an export writes nothing, not even to the audit trail.
 */
export function createExportData(d: Pick<ComplianceDeps, "db" | "orgs">, store: FrameworkStore, load: LoadAssessment) {
  return async function exportData(
    caller: Caller,
    slug: string,
    locale: Locale,
    messageKey: string,
    now = new Date(),
  ): Promise<ExportData> {
    const { scope } = caller;
    const a = await load(scope, now);
    const adopted = a.adopted.find((f) => f.framework.slug === slug);
    if (!adopted) {
      const found = await store.find(scope, slug);
      if (!found) throw notFound();
      throw new DomainError("conflict", "framework_not_adopted", messageKey, { name: found.framework.name[locale] });
    }
    const s = complianceRequirementStatuses;
    const e = complianceEvidence;
    const l = complianceEvidenceLinks;
    const audit = complianceAuditEvents;
    const [statuses, evidence, changes, entity] = await Promise.all([
      d.db
        .select({
          requirementId: s.requirementId,
          justification: s.justification,
          notes: s.notes,
          noEvidenceReason: s.noEvidenceReason,
          noEvidenceBy: s.noEvidenceBy,
          noEvidenceAt: s.noEvidenceAt,
          updatedAt: s.updatedAt,
        })
        .from(s)
        .where(and(inEntity(s, scope), eq(s.frameworkSlug, slug))),
      d.db
        .select({ requirementId: l.requirementId, id: e.id, title: e.title, kind: e.kind, validUntil: e.validUntil })
        .from(l)
        .innerJoin(e, and(eq(e.id, l.evidenceId), inEntity(e, scope)))
        .where(and(inEntity(l, scope), like(l.requirementId, `${slug}:%`)))
        .orderBy(asc(e.title)),
      d.db
        .selectDistinctOn([audit.requirementId], { requirementId: audit.requirementId, at: audit.createdAt, actorId: audit.actorId })
        .from(audit)
        .where(and(inEntity(audit, scope), eq(audit.frameworkSlug, slug), isNotNull(audit.requirementId)))
        .orderBy(audit.requirementId, desc(audit.createdAt)),
      d.orgs.getEntity(scope),
    ]);
    const statusOf = new Map(statuses.map((r) => [r.requirementId, r]));
    const evidenceOf = new Map<string, ExportEvidence[]>();
    for (const r of evidence)
      evidenceOf.set(r.requirementId, [
        ...(evidenceOf.get(r.requirementId) ?? []),
        { id: r.id, title: r.title, kind: r.kind, validUntil: r.validUntil, expired: r.validUntil !== null && r.validUntil < a.today },
      ]);
    const changeOf = new Map(changes.map((c) => [c.requirementId!, c]));

    const index = requirementIndex(adopted.framework);
    const personIds = [
      caller.userId,
      ...changes.flatMap((c) => (c.actorId ? [c.actorId] : [])),
      ...statuses.flatMap((r) => (r.noEvidenceBy ? [r.noEvidenceBy] : [])),
      ...[...index.keys()].flatMap((id) => a.states.get(id)?.ownerId ?? []),
    ];
    const persons = await people.findMany(d.db, scope, personIds);
    const nameOf = new Map(persons.map((p) => [p.id, p.name]));

    const rows: ExportRow[] = [...index.entries()].map(([id, { requirement, path }]) => {
      const state = a.stateOf(requirement);
      const change = changeOf.get(id);
      const status = statusOf.get(id);
      return {
        requirement,
        path,
        state,
        justification: status?.justification ?? null,
        noEvidence: status?.noEvidenceReason
          ? {
              reason: status.noEvidenceReason,
              by: status.noEvidenceBy ? (nameOf.get(status.noEvidenceBy) ?? null) : null,
              at: status.noEvidenceAt ?? status.updatedAt,
            }
          : null,
        notes: status?.notes ?? null,
        owner: state.ownerId ? (nameOf.get(state.ownerId) ?? null) : null,
        lastChange: change
          ? { at: change.at, by: change.actorId ? (nameOf.get(change.actorId) ?? null) : null, automatic: !change.actorId }
          : null,
        evidence: evidenceOf.get(id) ?? [],
      };
    });
    return {
      framework: adopted.framework,
      origin: adopted.origin,
      adoptedVersion: adopted.adoption.frameworkVersion,
      assessment: a,
      company: entity?.name ?? "",
      preparedBy: nameOf.get(caller.userId) ?? "",
      rows,
      locale,
    };
  };
}
export type LoadExportData = ReturnType<typeof createExportData>;
