import { z } from "zod";
import { requirementUpdateSchema } from "../../../../contract/compliance.ts";
import { issueKeys } from "../../../lib/contract-check.ts";
import { ASSESSMENT_FIELDS, type AssessmentDraft, type AssessmentField, type AssessmentProblem } from "./assessment-values.ts";

/**
 * The assessment as PATCH /compliance/requirements/{id} checks it, with the form's two rules: "not
 * applicable" says why, and so does "needs no evidence" (the API takes a blank as "it needs evidence").
 */
export const assessmentFormSchema = requirementUpdateSchema.extend({ noEvidence: z.boolean() }).superRefine((v, ctx) => {
  if (v.status === "not_applicable" && !v.justification)
    ctx.addIssue({ code: "custom", path: ["justification"], message: "compliance:errors.justificationRequired" });
  if (v.noEvidence && !v.noEvidenceReason)
    ctx.addIssue({ code: "custom", path: ["noEvidenceReason"], message: "compliance:errors.noEvidenceReasonRequired" });
});

/** What is wrong before saving, in the order of the form's fields. */
export function checkAssessment(d: AssessmentDraft): AssessmentProblem[] {
  const parsed = assessmentFormSchema.safeParse({
    status: d.status,
    // a justification goes with "not applicable" only, a reason with "needs no evidence" only
    justification: d.status === "not_applicable" ? d.justification : null,
    noEvidence: d.noEvidence,
    noEvidenceReason: d.noEvidence ? d.noEvidenceReason : null,
    dueDate: d.dueDate || null,
    reviewDate: d.reviewDate || null,
    notes: d.notes,
  });
  if (parsed.success) return [];
  const problems = issueKeys(parsed.error.issues);
  return ASSESSMENT_FIELDS.flatMap((field: AssessmentField) => {
    const p = problems[field];
    return p ? [{ field, key: p.key, ...(p.key === "errors:tooLong" ? { vars: { max: p.vars.max } } : {}) }] : [];
  });
}
