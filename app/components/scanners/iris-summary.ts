import type { Grade, ScanCategory, TestResult } from "../../../contract/scanner-results.ts";
import { CATEGORY_ORDER } from "./scan-format.ts";

/** What the summary reads of a scan: its grade and its categories' tests. */
export interface SummaryInput {
  grade: Grade | null;
  categories: readonly { key: ScanCategory; grade: Grade | null; tests: readonly { id: string; result: TestResult; scoreModifier: number }[] }[];
}

export interface Priority {
  category: ScanCategory;
  id: string;
  result: "fail" | "warning";
  scoreModifier: number;
}

const SEVERITY: Partial<Record<TestResult, number>> = { fail: 2, warning: 1 };

/**
 * The findings to fix, most damaging first: failures before warnings, then the points each
 * costs (a category graded without points costs 0, so its failures follow the costly ones of
 * its rank), then the categories' report order, then the order of the report. Passes, notes
 * and "could not check" are never something to fix.
 */
export function priorities(scan: SummaryInput): Priority[] {
  const found: (Priority & { order: number })[] = [];
  let order = 0;
  for (const category of scan.categories) {
    for (const test of category.tests) {
      order++;
      if (test.result === "fail" || test.result === "warning") found.push({ category: category.key, id: test.id, result: test.result, scoreModifier: test.scoreModifier, order });
    }
  }
  const rank = (c: ScanCategory) => CATEGORY_ORDER.indexOf(c);
  found.sort(
    (a, b) =>
      SEVERITY[b.result]! - SEVERITY[a.result]! ||
      Math.abs(Math.min(0, b.scoreModifier)) - Math.abs(Math.min(0, a.scoreModifier)) ||
      rank(a.category) - rank(b.category) ||
      a.order - b.order,
  );
  return found.map(({ order: _, ...p }) => p);
}

export type Headline =
  | { kind: "noGrade"; couldNotCheck: number }
  | { kind: "clean"; grade: Grade | null }
  | { kind: "fix"; grade: Grade | null; first: Priority[]; more: number };

/** "Your site gets B. Fix these first: …" — the top of a report, from its results. */
export function headline(scan: SummaryInput, limit = 3): Headline {
  const list = priorities(scan);
  const graded = scan.grade !== null || scan.categories.some((c) => c.grade !== null);
  if (!graded && !list.length) {
    const couldNotCheck = scan.categories.reduce((n, c) => n + c.tests.filter((t) => t.result === "error").length, 0);
    return { kind: "noGrade", couldNotCheck };
  }
  if (!list.length) return { kind: "clean", grade: scan.grade };
  return { kind: "fix", grade: scan.grade, first: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}

/** A category's own line: how it went, from its failures and warnings. */
export function categoryTally(tests: readonly { result: TestResult }[]) {
  const count = (r: TestResult) => tests.filter((t) => t.result === r).length;
  return { failures: count("fail"), warnings: count("warning"), couldNotCheck: count("error"), passed: count("pass") };
}
