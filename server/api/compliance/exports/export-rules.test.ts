import { describe, expect, it } from "vitest";
import type { RequirementState } from "../../../../contract/compliance.ts";
import { exportFileName } from "./export-routes.ts";
import { profileTarget } from "./profile-rows.ts";
import { trendUntilNow } from "./report-pdf.ts";
import { evidenceLine, noEvidenceLine, soaJustification } from "./soa-rows.ts";
import { stateName, wordsFor } from "./words.ts";

// The rules the exports decide by: the CSF target and its priority, why a control is in the
// Statement of Applicability or not, how evidence reads, and the trend ending today.

const TODAY = "2026-05-10";
const SOON = "2026-05-24";
const state = (s: Partial<RequirementState>): RequirementState => ({
  status: "not_started",
  ownerId: null,
  dueDate: null,
  reviewDate: null,
  evidenceCount: 0,
  validEvidenceCount: 0,
  automaticEvidence: false,
  evidenced: false,
  noEvidenceNeeded: false,
  ready: false,
  needsReview: false,
  coveredByMapping: false,
  overdue: false,
  reviewOverdue: false,
  ...s,
});

describe("the CSF target profile derived from the assessment", () => {
  it("targets implemented for what applies, and nothing for what does not", () => {
    expect(profileTarget(state({ status: "not_applicable" }), TODAY, SOON)).toEqual({
      target: "not_applicable",
      gap: false,
      priority: null,
    });
    expect(profileTarget(state({ status: "implemented", evidenced: true, ready: true }), TODAY, SOON)).toEqual({
      target: "implemented",
      gap: false,
      priority: null,
    });
  });

  it("sees a gap wherever an applicable requirement is not ready, implemented without valid evidence and covered by another framework included", () => {
    expect(profileTarget(state({ status: "implemented", needsReview: true }), TODAY, SOON)).toMatchObject({ gap: true, priority: "low" });
    expect(profileTarget(state({ status: "in_progress", coveredByMapping: true }), TODAY, SOON)).toMatchObject({ gap: true });
  });

  it("gives a gap its priority from the due date: high when overdue, medium when due within the window, low otherwise", () => {
    expect(profileTarget(state({ status: "in_progress", dueDate: "2026-05-01", overdue: true }), TODAY, SOON).priority).toBe("high");
    expect(profileTarget(state({ status: "in_progress", dueDate: TODAY }), TODAY, SOON).priority).toBe("medium");
    expect(profileTarget(state({ status: "not_started", dueDate: SOON }), TODAY, SOON).priority).toBe("medium");
    expect(profileTarget(state({ status: "not_started", dueDate: "2026-05-25" }), TODAY, SOON).priority).toBe("low");
    expect(profileTarget(state({ status: "not_started" }), TODAY, SOON).priority).toBe("low");
  });
});

describe("the Statement of Applicability's words", () => {
  const en = wordsFor("en");
  const pt = wordsFor("pt");

  it("justifies an excluded control with its recorded reason, an included one with its status and notes", () => {
    expect(soaJustification({ state: state({ status: "not_applicable" }), justification: "No premises.", notes: "ignored" }, en)).toBe(
      "No premises.",
    );
    expect(soaJustification({ state: state({ status: "not_applicable" }), justification: null, notes: null }, en)).toBe(
      "Not applicable (no justification recorded).",
    );
    expect(soaJustification({ state: state({ status: "in_progress" }), justification: null, notes: "Draft ready." }, en)).toBe(
      "Applies; being implemented. Draft ready.",
    );
    expect(soaJustification({ state: state({ status: "implemented" }), justification: null, notes: null }, pt)).toBe(
      "Aplica-se; implementado.",
    );
  });

  it("names each piece of evidence with its validity, in the reader's language", () => {
    const e = { id: "e", kind: "link" as const, title: "Policy", validUntil: "2030-03-31", expired: false };
    expect(evidenceLine(e, "en", en)).toBe("Policy (valid until Mar 31, 2030)");
    expect(evidenceLine({ ...e, validUntil: "2020-01-02", expired: true }, "pt", pt)).toBe("Policy (vencida em 2 de jan. de 2020)");
    expect(evidenceLine({ ...e, validUntil: null }, "en", en)).toBe("Policy (no end date)");
  });

  it('never reads "implemented" as ready: without valid evidence it says so, and a reason to need none is quoted with who and when', () => {
    expect(stateName(state({ status: "implemented" }), "en", en)).toBe("Implemented (no valid evidence yet)");
    expect(stateName(state({ status: "implemented", evidenced: true, ready: true }), "en", en)).toBe("Implemented");
    expect(stateName(state({ status: "implemented", noEvidenceNeeded: true, ready: true }), "pt", pt)).toBe(
      "Implementado (evidência dispensada)",
    );
    expect(stateName(state({ status: "implemented", needsReview: true }), "en", en)).toBe("Implemented (needs review)");
    const noEvidence = { reason: "The board minutes are the control.", by: "Marina Costa", at: new Date("2026-11-25T10:00:00Z") };
    expect(noEvidenceLine({ noEvidence }, "en", en)).toBe(
      "No evidence needed: The board minutes are the control. (recorded by Marina Costa on Nov 25, 2026)",
    );
    expect(noEvidenceLine({ noEvidence: { ...noEvidence, by: null } }, "pt", pt)).toBe(
      "Evidência dispensada: The board minutes are the control. (registrado por um ex-membro em 25 de nov. de 2026)",
    );
    expect(noEvidenceLine({ noEvidence: null }, "en", en)).toBeNull();
  });

  it("counts the controls in both languages, one or many", () => {
    expect(en("soa.summary", { count: 1, applicable: 1, excluded: 0, implemented: 0 })).toBe(
      "1 control — applicable: 1, not applicable: 0, implemented: 0.",
    );
    expect(pt("soa.summary", { count: 93, applicable: 90, excluded: 3, implemented: 12 })).toBe(
      "93 controles — aplicáveis: 90, não se aplicam: 3, implementados: 12.",
    );
  });
});

describe("the report's trend", () => {
  it("ends with today's figure as it is now, replacing the hourly point of today", () => {
    const points = [
      { day: "2026-04-01", percent: 10 },
      { day: "2026-05-01", percent: 20 },
      { day: TODAY, percent: 25 },
    ];
    expect(trendUntilNow(points, TODAY, 30)).toEqual([
      { day: "2026-04-01", percent: 10 },
      { day: "2026-05-01", percent: 20 },
      { day: TODAY, percent: 30 },
    ]);
    expect(trendUntilNow([], TODAY, 0)).toEqual([{ day: TODAY, percent: 0 }]);
  });
});

describe("the files' names", () => {
  it("keep ASCII letters, digits, dashes and the dots inside a part, whatever the company is called", () => {
    expect(exportFileName("pdf", "relatório de conformidade", "nist-csf-2.0", "Ação & Cia. Ltda.", "2026-05-10")).toBe(
      "relatorio-de-conformidade-nist-csf-2.0-acao-cia-ltda-2026-05-10.pdf",
    );
    expect(exportFileName("xlsx", "“Quotes”", "")).toBe("quotes.xlsx");
    expect(exportFileName("xlsx", "!!!")).toBe("export.xlsx");
  });
});
