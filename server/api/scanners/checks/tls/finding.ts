import type { Grade, ScanTest, TestResult } from "../../../../../contract/scanner-results.ts";
import type { TlsTestId } from "../../../../../contract/scanner-tls.ts";

type Vars = Record<string, string | number>;

export interface FindingInput {
  result: TestResult;
  /** The outcome's name: the summary is tls.<id>.<state>. */
  state: string;
  evidence: Record<string, unknown>;
  vars?: Vars;
  /** The advice at tls.<id>.fix.<state>, or the shared "could not check" advice. */
  fix?: { state: string; vars?: Vars } | "couldNotCheck" | null;
  /** The best grade the category can have with this outcome (docs/scanners-grading.md, "TLS"). */
  cap?: Grade;
}

/**
 * One TLS test's finding. The category is graded by caps rather than points, so scoreModifier is
 * 0 and a cap, when there is one, is kept in the evidence as `gradeCap` for the report to show.
 */
export function finding(id: TlsTestId, f: FindingInput): ScanTest {
  const recommendation =
    f.fix === "couldNotCheck"
      ? { key: "tls.couldNotCheck.fix" }
      : f.fix
        ? { key: `tls.${id}.fix.${f.fix.state}`, ...(f.fix.vars ? { vars: f.fix.vars } : {}) }
        : null;
  return {
    id,
    result: f.result,
    scoreModifier: 0,
    evidence: { ...f.evidence, ...(f.cap ? { gradeCap: f.cap } : {}) },
    summary: { key: `tls.${id}.${f.state}`, ...(f.vars ? { vars: f.vars } : {}) },
    recommendation,
  };
}

/** How a report writes a protocol version. */
export const versionLabel = (v: string) => v.replace(/^TLSv1$/, "TLS 1.0").replace(/^TLSv/, "TLS ");

/** A date as a report shows it, in UTC: 2026-03-01. */
export const day = (d: Date) => d.toISOString().slice(0, 10);
