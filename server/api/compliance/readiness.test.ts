import { describe, expect, it } from "vitest";
import type { Framework } from "../../../contract/compliance-frameworks.ts";
import { assess, countReadiness, dueCounts, frameworkReadiness, type AssessmentInputs, type StatusRow } from "./readiness.ts";

// The readiness rules of docs/compliance-readiness.md, on two small frameworks linked by one mapping.

const t = (s: string) => ({ en: s, pt: `${s} (pt)` });
const fw = (slug: string, groups: [string, string[]][]): Framework => ({
  slug,
  name: t(slug),
  version: "1",
  publisher: "p",
  licence: t("l"),
  description: t("d"),
  groups: groups.map(([code, reqs]) => ({
    code,
    title: t(code),
    requirements: reqs.map((c) => ({ id: `${slug}:${c}`, code: c, title: t(c) })),
  })),
});
const A = fw("a", [
  ["G1", ["1", "2"]],
  ["G2", ["3"]],
]);
const B = fw("b", [["H", ["x", "y"]]]);
const links: Record<string, string[]> = { "a:1": ["b:x"], "b:x": ["a:1"], "b:y": ["c:z"] };
const row = (requirementId: string, status: StatusRow["status"], extra: Partial<StatusRow> = {}): [string, StatusRow] => [
  requirementId,
  { requirementId, status, ownerId: null, dueDate: null, reviewDate: null, noEvidenceReason: null, ...extra },
];

function inputs(over: Partial<AssessmentInputs>): AssessmentInputs {
  return {
    today: "2026-06-15",
    dueSoonUntil: "2026-06-29",
    adopted: [A, B],
    statuses: new Map(),
    evidence: new Map(),
    currentAutomatic: new Set(),
    mappingsOf: (id) => (links[id] ?? []).map((requirementId) => ({ requirementId })),
    ...over,
  };
}

describe("readiness", () => {
  it("counts a requirement ready only when implemented with valid evidence, and leaves not applicable out", () => {
    const states = assess(
      inputs({
        statuses: new Map([row("a:1", "implemented"), row("a:2", "implemented"), row("a:3", "not_applicable")]),
        evidence: new Map([["a:1", { total: 1, valid: 1 }]]),
      }),
    );
    expect(states.get("a:1")).toMatchObject({ ready: true, evidenced: true, needsReview: false });
    expect(states.get("a:2")).toMatchObject({ ready: false, evidenced: false, needsReview: false });
    const { readiness, groups } = frameworkReadiness(A, states, "pt");
    expect(readiness).toEqual({
      applicable: 2,
      notApplicable: 1,
      implemented: 2,
      ready: 1,
      coveredByMapping: 0,
      needsReview: 0,
      percent: 50,
      coveragePercent: 50,
    });
    expect(groups).toEqual([
      expect.objectContaining({ code: "G1", title: "G1 (pt)", applicable: 2, ready: 1, percent: 50 }),
      expect.objectContaining({ code: "G2", applicable: 0, percent: 0 }),
    ]);
  });

  it("turns an implemented requirement whose evidence all expired into needs review, and back when some is valid", () => {
    const expired = assess(
      inputs({ statuses: new Map([row("a:1", "implemented")]), evidence: new Map([["a:1", { total: 2, valid: 0 }]]) }),
    );
    expect(expired.get("a:1")).toMatchObject({ ready: false, needsReview: true, evidenceCount: 2, validEvidenceCount: 0 });
    expect(countReadiness([...A.groups[0]!.requirements], expired)).toMatchObject({ needsReview: 1, ready: 0 });
    const renewed = assess(
      inputs({ statuses: new Map([row("a:1", "implemented")]), evidence: new Map([["a:1", { total: 2, valid: 1 }]]) }),
    );
    expect(renewed.get("a:1")).toMatchObject({ ready: true, needsReview: false });
  });

  it("never counts an implemented requirement without evidence as ready, unless a reason why it needs none is recorded", () => {
    const states = assess(
      inputs({
        statuses: new Map([
          row("a:1", "implemented"),
          row("a:2", "implemented", { noEvidenceReason: "The board's minutes are the control itself." }),
          row("a:3", "in_progress", { noEvidenceReason: "Kept for later." }),
        ]),
        evidence: new Map([["a:2", { total: 1, valid: 0 }]]),
      }),
    );
    expect(states.get("a:1")).toMatchObject({
      status: "implemented",
      evidenced: false,
      noEvidenceNeeded: false,
      ready: false,
      needsReview: false,
    });
    // the reason makes it ready, and its expired evidence no longer asks for a review
    expect(states.get("a:2")).toMatchObject({ evidenced: false, noEvidenceNeeded: true, ready: true, needsReview: false });
    // a reason does not make anything ready before it is implemented
    expect(states.get("a:3")).toMatchObject({ noEvidenceNeeded: true, ready: false });
    expect(frameworkReadiness(A, states, "en").readiness).toMatchObject({
      applicable: 3,
      implemented: 2,
      ready: 1,
      needsReview: 0,
      percent: 33,
    });
    // readiness lent by a mapping follows the same rule
    expect(states.get("b:x")!.coveredByMapping).toBe(false);
    const withReason = assess(inputs({ statuses: new Map([row("a:1", "implemented", { noEvidenceReason: "Done by law." })]) }));
    expect(withReason.get("b:x")!.coveredByMapping).toBe(true);
  });

  it("lets current automatic evidence count as evidence for the requirements marked with it", () => {
    const auto: Framework = {
      ...A,
      groups: [
        { code: "G", title: t("G"), requirements: [{ id: "a:1", code: "1", title: t("1"), automaticEvidence: ["security-training"] }] },
      ],
    };
    const without = assess(inputs({ adopted: [auto], statuses: new Map([row("a:1", "implemented")]) }));
    expect(without.get("a:1")).toMatchObject({ ready: false, automaticEvidence: false });
    const withTraining = assess(
      inputs({ adopted: [auto], statuses: new Map([row("a:1", "implemented")]), currentAutomatic: new Set(["security-training"]) }),
    );
    expect(withTraining.get("a:1")).toMatchObject({ ready: true, automaticEvidence: true, evidenceCount: 0 });
  });

  it("shows a ready requirement as coverage in the requirements it maps to, only between adopted frameworks and one link deep", () => {
    const i = inputs({ statuses: new Map([row("a:1", "implemented")]), evidence: new Map([["a:1", { total: 1, valid: 1 }]]) });
    const states = assess(i);
    expect(states.get("b:x")).toMatchObject({ ready: false, coveredByMapping: true, status: "not_started" });
    expect(states.get("b:y")!.coveredByMapping).toBe(false);
    expect(frameworkReadiness(B, states, "en").readiness).toMatchObject({ ready: 0, coveredByMapping: 1, percent: 0, coveragePercent: 50 });
    // the source framework not adopted: no coverage
    expect(assess({ ...i, adopted: [B] }).get("b:x")!.coveredByMapping).toBe(false);
    // not applicable is never "covered"
    const na = assess({ ...i, statuses: new Map([...i.statuses, row("b:x", "not_applicable")]) });
    expect(na.get("b:x")!.coveredByMapping).toBe(false);
  });

  it("counts what is overdue, due soon and past its review date", () => {
    const states = assess(
      inputs({
        statuses: new Map([
          row("a:1", "in_progress", { dueDate: "2026-06-14" }),
          row("a:2", "not_started", { dueDate: "2026-06-20", reviewDate: "2026-06-01" }),
          row("a:3", "implemented", { dueDate: "2026-01-01" }),
        ]),
      }),
    );
    expect(states.get("a:1")!.overdue).toBe(true);
    expect(states.get("a:3")!.overdue).toBe(false);
    expect(dueCounts(A, states, "2026-06-29", "2026-06-15")).toEqual({ overdue: 1, dueSoon: 1, reviewOverdue: 1 });
  });
});
