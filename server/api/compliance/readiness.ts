import {
  frameworkRequirements,
  type AutomaticEvidenceKind,
  type Framework,
  type Requirement,
} from "../../../contract/compliance-frameworks.ts";
import type { RequirementStatus } from "../../../contract/compliance-limits.ts";
import type { ReadinessCounts, RequirementState } from "../../../contract/compliance.ts";

// How far an entity is with each requirement and framework (docs/compliance-readiness.md). Pure:
// the assessment loader gathers the rows, these functions decide; the daily snapshot, the
// pages and the exports all count the same way.

export type StatusRow = {
  requirementId: string;
  status: RequirementStatus;
  ownerId: string | null;
  dueDate: string | null;
  reviewDate: string | null;
  noEvidenceReason: string | null;
};
/** Uploaded and linked evidence attached to a requirement, and how much of it is still valid. */
export type EvidenceCounts = { total: number; valid: number };

export type AssessmentInputs = {
  /** Today (UTC), `YYYY-MM-DD`. */
  today: string;
  /** The last day that counts as "due soon". */
  dueSoonUntil: string;
  /** The frameworks the entity adopted. */
  adopted: Framework[];
  statuses: Map<string, StatusRow>;
  evidence: Map<string, EvidenceCounts>;
  /** Kinds of automatic evidence that are current for the entity. */
  currentAutomatic: ReadonlySet<AutomaticEvidenceKind>;
  /** The requirements of other frameworks a requirement is linked to. */
  mappingsOf: (requirementId: string) => { requirementId: string }[];
};

const OPEN: readonly RequirementStatus[] = ["not_started", "in_progress"];

/** One requirement's state from its own rows alone (no mapping yet). */
export function ownState(
  r: Requirement,
  i: Pick<AssessmentInputs, "today" | "statuses" | "evidence" | "currentAutomatic">,
): RequirementState {
  const row = i.statuses.get(r.id);
  const status = row?.status ?? "not_started";
  const ev = i.evidence.get(r.id) ?? { total: 0, valid: 0 };
  const automatic = (r.automaticEvidence ?? []).some((k) => i.currentAutomatic.has(k));
  const evidenced = ev.valid > 0 || automatic;
  // a manager may record why a requirement needs no evidence; without that reason, "implemented" alone is never ready
  const noEvidenceNeeded = !!row?.noEvidenceReason;
  return {
    status,
    ownerId: row?.ownerId ?? null,
    dueDate: row?.dueDate ?? null,
    reviewDate: row?.reviewDate ?? null,
    evidenceCount: ev.total,
    validEvidenceCount: ev.valid,
    automaticEvidence: automatic,
    evidenced,
    noEvidenceNeeded,
    ready: status === "implemented" && (evidenced || noEvidenceNeeded),
    // expired evidence turns an implemented requirement back to "needs review" once nothing valid is left
    needsReview: status === "implemented" && !evidenced && !noEvidenceNeeded && ev.total > 0,
    coveredByMapping: false,
    overdue: !!row?.dueDate && row.dueDate < i.today && OPEN.includes(status),
    reviewOverdue: !!row?.reviewDate && row.reviewDate < i.today,
  };
}

/**
 * Every requirement of the adopted frameworks with its state: first from its own rows, then
 * "covered by mapping" where a directly linked requirement of another adopted framework is ready
 * (links are not followed further: coverage does not travel A → B → C).
 */
export function assess(i: AssessmentInputs): Map<string, RequirementState> {
  const states = new Map<string, RequirementState>();
  for (const f of i.adopted) for (const r of frameworkRequirements(f)) states.set(r.id, ownState(r, i));
  for (const [id, s] of states) {
    if (s.ready || s.status === "not_applicable") continue;
    if (i.mappingsOf(id).some((m) => states.get(m.requirementId)?.ready)) s.coveredByMapping = true;
  }
  return states;
}

const percent = (part: number, whole: number) => (whole ? Math.floor((100 * part) / whole) : 0);

/** Readiness of a set of requirements: share of the applicable ones implemented with valid evidence (or a reason why they need none). */
export function countReadiness(requirements: Requirement[], states: Map<string, RequirementState>): ReadinessCounts {
  let applicable = 0;
  let notApplicable = 0;
  let implemented = 0;
  let ready = 0;
  let covered = 0;
  let needsReview = 0;
  for (const r of requirements) {
    const s = states.get(r.id);
    if (!s) continue;
    if (s.status === "not_applicable") {
      notApplicable++;
      continue;
    }
    applicable++;
    if (s.status === "implemented") implemented++;
    if (s.ready) ready++;
    else if (s.coveredByMapping) covered++;
    if (s.needsReview) needsReview++;
  }
  return {
    applicable,
    notApplicable,
    implemented,
    ready,
    coveredByMapping: covered,
    needsReview,
    percent: percent(ready, applicable),
    coveragePercent: percent(ready + covered, applicable),
  };
}

/** A framework's readiness, and each top-level group's (CSF function, ISO theme, law chapter). */
export function frameworkReadiness(framework: Framework, states: Map<string, RequirementState>, locale: "en" | "pt") {
  return {
    readiness: countReadiness(frameworkRequirements(framework), states),
    groups: framework.groups.map((g) => ({
      code: g.code,
      title: g.title[locale],
      ...countReadiness(frameworkRequirements({ groups: [g] }), states),
    })),
  };
}

/** Due items of a framework: past their due date, due within the "soon" window, past their review date. */
export function dueCounts(framework: Framework, states: Map<string, RequirementState>, dueSoonUntil: string, today: string) {
  let overdue = 0;
  let dueSoon = 0;
  let reviewOverdue = 0;
  for (const r of frameworkRequirements(framework)) {
    const s = states.get(r.id);
    if (!s) continue;
    if (s.overdue) overdue++;
    else if (s.dueDate && OPEN.includes(s.status) && s.dueDate >= today && s.dueDate <= dueSoonUntil) dueSoon++;
    if (s.reviewOverdue) reviewOverdue++;
  }
  return { overdue, dueSoon, reviewOverdue };
}

/** `YYYY-MM-DD` of a moment, in UTC, plus `days`. */
export const dayOf = (d: Date, days = 0) => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);
