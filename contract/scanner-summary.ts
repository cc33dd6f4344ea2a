import { toFix } from "./scanner-order.ts";
import type { Grade, ScanCategory, TestResult } from "./scanner-results.ts";

/**
 * The top of a scan's report — "Your site gets B. Fix these first: …" — as the pages and the PDF
 * both say it (docs/decisions/0032-scanner-pages.md, "Iris"). A scan that never reached the site
 * says only that; one that graded nothing says it could not be checked; "nothing to fix" is said
 * only of what was checked, and the checks that could not run are counted beside it.
 */

/** What the summary reads of a scan: its grade, whether it reached the site, and its categories' tests. */
export interface SummaryInput {
  grade: Grade | null;
  unreachable?: unknown;
  categories: readonly {
    key: ScanCategory;
    grade: Grade | null;
    tests: readonly { id: string; result: TestResult; scoreModifier: number }[];
  }[];
}

export interface Priority {
  category: ScanCategory;
  id: string;
  result: "fail" | "warning";
  scoreModifier: number;
}

/** The findings to fix, in the report's one order (contract/scanner-order.ts). */
export function priorities(scan: Pick<SummaryInput, "categories">): Priority[] {
  return toFix(scan.categories).map((r) => ({
    category: r.category,
    id: r.test.id,
    result: r.result as Priority["result"],
    scoreModifier: r.scoreModifier,
  }));
}

export type Headline =
  | { kind: "unreachable" }
  | { kind: "noGrade"; couldNotCheck: number }
  | { kind: "clean"; grade: Grade | null; couldNotCheck: number }
  | { kind: "fix"; grade: Grade | null; first: Priority[]; more: number; couldNotCheck: number };

export function headline(scan: SummaryInput, limit = 3): Headline {
  if (scan.unreachable) return { kind: "unreachable" };
  const list = priorities(scan);
  const couldNotCheck = scan.categories.reduce((n, c) => n + c.tests.filter((t) => t.result === "error").length, 0);
  const graded = scan.grade !== null || scan.categories.some((c) => c.grade !== null);
  if (!graded && !list.length) return { kind: "noGrade", couldNotCheck };
  if (!list.length) return { kind: "clean", grade: scan.grade, couldNotCheck };
  return { kind: "fix", grade: scan.grade, first: list.slice(0, limit), more: Math.max(0, list.length - limit), couldNotCheck };
}

/** A category's own line: how it went, from its failures, warnings and checks that could not run. */
export function categoryTally(tests: readonly { result: TestResult }[]) {
  const count = (r: TestResult) => tests.filter((t) => t.result === r).length;
  return { failures: count("fail"), warnings: count("warning"), couldNotCheck: count("error"), passed: count("pass") };
}
