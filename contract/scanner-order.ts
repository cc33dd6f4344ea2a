import type { ScanCategory, TestResult } from "./scanner-results.ts";

/**
 * The one order of a scan's findings, used by every place that lists them (Iris's "Fix these
 * first", each category's results, the public scan's top findings, the PDF), so they never
 * disagree: failures, then warnings, could-not-check, notes and passes; within a result the
 * points it costs, most first; then the report's order of categories; then the order the
 * checks reported them in.
 */

/** The categories in the order every report lists them. */
export const CATEGORY_ORDER: readonly ScanCategory[] = ["headers", "tls", "email", "exposure"];

export const RESULT_ORDER: Readonly<Record<TestResult, number>> = { fail: 0, warning: 1, error: 2, info: 3, pass: 4 };

/** A finding as the order reads it; `order` is its place in the report as the checks gave it. */
export interface Ranked {
  category: ScanCategory;
  result: TestResult;
  scoreModifier: number;
  order: number;
}

const categoryRank = (c: ScanCategory) => CATEGORY_ORDER.indexOf(c);
// a category graded without points (TLS) costs 0, so its failures follow the costly ones of their rank
const cost = (points: number) => Math.abs(Math.min(0, points));

export function byImpact(a: Ranked, b: Ranked): number {
  return (
    RESULT_ORDER[a.result] - RESULT_ORDER[b.result] ||
    cost(b.scoreModifier) - cost(a.scoreModifier) ||
    categoryRank(a.category) - categoryRank(b.category) ||
    a.order - b.order
  );
}

/** Every test of a scan in that order, each with its category and its place in the report. */
export function rankedTests<T extends { result: TestResult; scoreModifier: number }>(
  categories: readonly { key: ScanCategory; tests: readonly T[] }[],
): (Ranked & { test: T })[] {
  let order = 0;
  const all = categories.flatMap((c) =>
    c.tests.map((test) => ({ category: c.key, result: test.result, scoreModifier: test.scoreModifier, order: order++, test })),
  );
  return all.sort(byImpact);
}

/** One category's tests in that order. */
export const orderedTests = <T extends { result: TestResult; scoreModifier: number }>(category: ScanCategory, tests: readonly T[]): T[] =>
  rankedTests([{ key: category, tests }]).map((r) => r.test);

/** What needs work (failures and warnings), most damaging first; passes, notes and "could not check" never are. */
export const toFix = <T extends { result: TestResult; scoreModifier: number }>(
  categories: readonly { key: ScanCategory; tests: readonly T[] }[],
) => rankedTests(categories).filter((r) => r.result === "fail" || r.result === "warning");

/** The categories in report order. */
export const orderedCategories = <C extends { key: ScanCategory }>(categories: readonly C[]): C[] =>
  categories.toSorted((a, b) => categoryRank(a.key) - categoryRank(b.key));
