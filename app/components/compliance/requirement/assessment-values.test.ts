import { describe, expect, it } from "vitest";
import { checkAssessment } from "./assessment-form-schema.ts";
import { assessmentChanges, assessmentDraftOf, assessmentFieldOf, type AssessmentDraft } from "./assessment-values.ts";

const before: AssessmentDraft = assessmentDraftOf({
  state: { status: "not_started", dueDate: null, reviewDate: null },
  justification: null,
  owner: null,
  notes: null,
});
const keys = (d: AssessmentDraft) => checkAssessment(d).map((p) => `${p.field}:${p.key}`);

describe("the assessment form", () => {
  it("starts from the requirement as it is, blanks for what is not set", () => {
    expect(before).toEqual({
      status: "not_started",
      justification: "",
      noEvidence: false,
      noEvidenceReason: "",
      ownerId: "",
      dueDate: "",
      reviewDate: "",
      notes: "",
    });
    expect(
      assessmentDraftOf({
        state: { status: "not_applicable", dueDate: "2026-06-30", reviewDate: null },
        justification: "No offices",
        owner: { id: "u1" },
        notes: "n",
      }),
    ).toEqual({
      status: "not_applicable",
      justification: "No offices",
      noEvidence: false,
      noEvidenceReason: "",
      ownerId: "u1",
      dueDate: "2026-06-30",
      reviewDate: "",
      notes: "n",
    });
    expect(
      assessmentDraftOf({
        state: { status: "implemented", dueDate: null, reviewDate: null },
        justification: null,
        noEvidence: { reason: "By law" },
        owner: null,
        notes: null,
      }),
    ).toMatchObject({ noEvidence: true, noEvidenceReason: "By law" });
  });

  it("asks why a requirement does not apply, and for real days", () => {
    expect(keys({ ...before, status: "not_applicable", justification: "   " })).toEqual([
      "justification:compliance:errors.justificationRequired",
    ]);
    expect(keys({ ...before, status: "not_applicable", justification: "We have no physical offices." })).toEqual([]);
    // a justification left over from another status is not asked about
    expect(keys({ ...before, status: "in_progress", justification: "" })).toEqual([]);
    expect(keys({ ...before, dueDate: "2026-02-31", reviewDate: "soon" })).toEqual([
      "dueDate:compliance:errors.invalidDate",
      "reviewDate:compliance:errors.invalidDate",
    ]);
    expect(checkAssessment({ ...before, notes: "x".repeat(4001) })).toEqual([
      { field: "notes", key: "errors:tooLong", vars: { max: 4000 } },
    ]);
  });

  it("asks why a requirement needs no evidence, and sends the reason only when it changes", () => {
    const implemented = { ...before, status: "implemented" as const };
    expect(keys({ ...implemented, noEvidence: true, noEvidenceReason: "  " })).toEqual([
      "noEvidenceReason:compliance:errors.noEvidenceReasonRequired",
    ]);
    expect(checkAssessment({ ...implemented, noEvidence: true, noEvidenceReason: "x".repeat(2001) })).toEqual([
      { field: "noEvidenceReason", key: "errors:tooLong", vars: { max: 2000 } },
    ]);
    // a reason typed and then unticked is not sent
    expect(assessmentChanges(implemented, { ...implemented, noEvidence: false, noEvidenceReason: "draft" })).toEqual({});
    expect(assessmentChanges(implemented, { ...implemented, noEvidence: true, noEvidenceReason: " By law " })).toEqual({
      noEvidenceReason: "By law",
    });
    const waived = { ...implemented, noEvidence: true, noEvidenceReason: "By law" };
    expect(assessmentChanges(waived, { ...waived, noEvidenceReason: "By law " })).toEqual({});
    expect(assessmentChanges(waived, { ...waived, noEvidence: false })).toEqual({ noEvidenceReason: null });
    expect(assessmentFieldOf("body.noEvidenceReason")).toBe("noEvidenceReason");
  });

  it("sends only what changed; emptied fields are cleared; a justification travels with not applicable only", () => {
    expect(assessmentChanges(before, before)).toEqual({});
    expect(assessmentChanges(before, { ...before, status: "in_progress", ownerId: "u1", dueDate: "2026-06-30" })).toEqual({
      status: "in_progress",
      ownerId: "u1",
      dueDate: "2026-06-30",
    });
    expect(assessmentChanges(before, { ...before, status: "not_applicable", justification: " No offices " })).toEqual({
      status: "not_applicable",
      justification: "No offices",
    });
    const na = { ...before, status: "not_applicable" as const, justification: "No offices", dueDate: "2026-06-30", notes: "kept" };
    expect(assessmentChanges(na, { ...na, status: "implemented", justification: "No offices" })).toEqual({ status: "implemented" });
    expect(assessmentChanges(na, { ...na, dueDate: "", notes: "  " })).toEqual({ dueDate: null, notes: null });
    expect(assessmentFieldOf("body.ownerId")).toBe("ownerId");
    expect(assessmentFieldOf("justification")).toBe("justification");
    expect(assessmentFieldOf("other")).toBeNull();
  });
});
