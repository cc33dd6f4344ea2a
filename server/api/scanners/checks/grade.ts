import type { Grade } from "../../../../contract/scanner-results.ts";

/**
 * The one score→letter table of the scanners (docs/scanners-grading.md): MDN HTTP Observatory's
 * thresholds, which the headers category must match exactly and the other point-scored
 * categories (e-mail, exposure) follow so a report's letters read alike.
 */

/** The lowest score of each grade, best first. */
export const GRADE_FLOORS: readonly (readonly [number, Grade])[] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export const gradeFor = (score: number): Grade => GRADE_FLOORS.find(([floor]) => score >= floor)![1];

/**
 * The score of a category graded by its tests' points (e-mail, exposure): from `base`, every
 * test's scoreModifier; bonuses count only when nothing took points away, as in MDN HTTP
 * Observatory, so they lift a clean result to A+ but never hide a problem. Without an answer to
 * each of `needed` the grade would be a guess, so there is none.
 */
export function gradeByPoints(
  tests: { id: string; result: string; scoreModifier: number }[],
  base: number,
  needed: readonly string[],
): { score: number | null; grade: Grade | null } {
  const answered = (id: string) => {
    const result = tests.find((t) => t.id === id)?.result;
    return result !== undefined && result !== "error";
  };
  if (!needed.every(answered)) return { score: null, grade: null };
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.scoreModifier), 0);
  const bonuses = tests.reduce((sum, t) => sum + Math.max(0, t.scoreModifier), 0);
  const score = Math.max(0, penalties < 0 ? base + penalties : base + bonuses);
  return { score, grade: gradeFor(score) };
}
