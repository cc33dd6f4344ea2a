import type { RequirementStatus } from "../../../../contract/compliance-limits.ts";

/** A requirement's assessment as its form holds it (strings as typed; "" is "none"). */
export interface AssessmentDraft {
  status: RequirementStatus;
  justification: string;
  /** "Needs no evidence" ticked: then `noEvidenceReason` says why. */
  noEvidence: boolean;
  noEvidenceReason: string;
  ownerId: string;
  dueDate: string;
  reviewDate: string;
  notes: string;
}

export const ASSESSMENT_FIELDS = ["status", "justification", "noEvidenceReason", "ownerId", "dueDate", "reviewDate", "notes"] as const;
export type AssessmentField = (typeof ASSESSMENT_FIELDS)[number];
export type AssessmentProblem = { field: AssessmentField; key: string; vars?: Record<string, string | number> };

/** The form's first values: the requirement as the API answered it. */
export function assessmentDraftOf(r: {
  state: { status: RequirementStatus; dueDate: string | null; reviewDate: string | null };
  justification: string | null;
  noEvidence?: { reason: string } | null;
  owner: { id: string } | null;
  notes: string | null;
}): AssessmentDraft {
  return {
    status: r.state.status,
    justification: r.justification ?? "",
    noEvidence: !!r.noEvidence,
    noEvidenceReason: r.noEvidence?.reason ?? "",
    ownerId: r.owner?.id ?? "",
    dueDate: r.state.dueDate ?? "",
    reviewDate: r.state.reviewDate ?? "",
    notes: r.notes ?? "",
  };
}

type Update = Partial<{
  status: RequirementStatus;
  justification: string | null;
  noEvidenceReason: string | null;
  ownerId: string | null;
  dueDate: string | null;
  reviewDate: string | null;
  notes: string | null;
}>;

/**
 * `PATCH /compliance/requirements/{id}`'s body: only what changed, "" sent as null (cleared). A
 * justification goes with "not applicable" only: leaving that status, the server clears it. The
 * reason a requirement needs no evidence stays whatever the status (it only makes an implemented
 * one ready).
 */
export function assessmentChanges(before: AssessmentDraft, d: AssessmentDraft): Update {
  const out: Update = {};
  const text = (s: string) => (s.trim() ? s.trim() : null);
  if (d.status !== before.status) out.status = d.status;
  if (d.status === "not_applicable" && (d.justification.trim() !== before.justification.trim() || d.status !== before.status))
    out.justification = text(d.justification);
  // unticking "needs no evidence" takes the reason away; the server keeps who gave it and when
  const reason = d.noEvidence ? text(d.noEvidenceReason) : null;
  if (reason !== (before.noEvidence ? text(before.noEvidenceReason) : null)) out.noEvidenceReason = reason;
  if (d.ownerId !== before.ownerId) out.ownerId = d.ownerId || null;
  if (d.dueDate !== before.dueDate) out.dueDate = d.dueDate || null;
  if (d.reviewDate !== before.reviewDate) out.reviewDate = d.reviewDate || null;
  if (d.notes.trim() !== before.notes.trim()) out.notes = text(d.notes);
  return out;
}

/** The form field an API issue belongs to ("body.dueDate" → dueDate). */
export function assessmentFieldOf(path: string): AssessmentField | null {
  const last = path.split(".").filter(Boolean).at(-1) ?? "";
  return (ASSESSMENT_FIELDS as readonly string[]).includes(last) ? (last as AssessmentField) : null;
}
