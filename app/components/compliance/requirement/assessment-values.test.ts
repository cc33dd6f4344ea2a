import { describe, expect, it } from "vitest";
import { assessmentChanges, assessmentDraftOf, assessmentFieldOf, checkAssessment, type AssessmentDraft } from "./assessment-values.ts";

const before: AssessmentDraft = assessmentDraftOf({ state: { status: "not_started", dueDate: null, reviewDate: null }, justification: null, owner: null, notes: null });
const keys = (d: AssessmentDraft) => checkAssessment(d).map((p) => `${p.field}:${p.key}`);

describe("the assessment form", () => {
  it("starts from the requirement as it is, blanks for what is not set", () => {
    expect(before).toEqual({ status: "not_started", justification: "", ownerId: "", dueDate: "", reviewDate: "", notes: "" });
    expect(
      assessmentDraftOf({ state: { status: "not_applicable", dueDate: "2026-06-30", reviewDate: null }, justification: "No offices", owner: { id: "u1" }, notes: "n" }),
    ).toEqual({ status: "not_applicable", justification: "No offices", ownerId: "u1", dueDate: "2026-06-30", reviewDate: "", notes: "n" });
  });

  it("asks why a requirement does not apply, and for real days", () => {
    expect(keys({ ...before, status: "not_applicable", justification: "   " })).toEqual(["justification:compliance:errors.justificationRequired"]);
    expect(keys({ ...before, status: "not_applicable", justification: "We have no physical offices." })).toEqual([]);
    // a justification left over from another status is not asked about
    expect(keys({ ...before, status: "in_progress", justification: "" })).toEqual([]);
    expect(keys({ ...before, dueDate: "2026-02-31", reviewDate: "soon" })).toEqual(["dueDate:compliance:errors.invalidDate", "reviewDate:compliance:errors.invalidDate"]);
    expect(checkAssessment({ ...before, notes: "x".repeat(4001) })).toEqual([{ field: "notes", key: "errors:tooLong", vars: { max: 4000 } }]);
  });

  it("sends only what changed; emptied fields are cleared; a justification travels with not applicable only", () => {
    expect(assessmentChanges(before, before)).toEqual({});
    expect(assessmentChanges(before, { ...before, status: "in_progress", ownerId: "u1", dueDate: "2026-06-30" })).toEqual({ status: "in_progress", ownerId: "u1", dueDate: "2026-06-30" });
    expect(assessmentChanges(before, { ...before, status: "not_applicable", justification: " No offices " })).toEqual({ status: "not_applicable", justification: "No offices" });
    const na = { ...before, status: "not_applicable" as const, justification: "No offices", dueDate: "2026-06-30", notes: "kept" };
    expect(assessmentChanges(na, { ...na, status: "implemented", justification: "No offices" })).toEqual({ status: "implemented" });
    expect(assessmentChanges(na, { ...na, dueDate: "", notes: "  " })).toEqual({ dueDate: null, notes: null });
    expect(assessmentFieldOf("body.ownerId")).toBe("ownerId");
    expect(assessmentFieldOf("justification")).toBe("justification");
    expect(assessmentFieldOf("other")).toBeNull();
  });
});
