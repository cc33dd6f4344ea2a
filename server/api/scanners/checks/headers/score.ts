import type { Grade } from "../../../../../contract/scanner-results.ts";

/**
 * The headers score and grade, as the MDN HTTP Observatory computes them
 * (docs/scanners-grading.md): start at 100 and take off every penalty; only when what is left is
 * still 90 or more do the bonuses count too. The score is never below 0 and may pass 100.
 */

/** Bonuses count only when the penalties leave at least this much. */
export const BONUS_THRESHOLD = 90;

// The lowest score of each grade, best first.
const GRADE_FLOORS: [number, Grade][] = [
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

export function scoreOf(modifiers: readonly number[]): number {
  const penalties = modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const withoutBonuses = 100 + penalties;
  const score = withoutBonuses >= BONUS_THRESHOLD ? 100 + modifiers.reduce((a, b) => a + b, 0) : withoutBonuses;
  return Math.max(score, 0);
}

export function gradeOf(score: number): Grade {
  return GRADE_FLOORS.find(([floor]) => score >= floor)![1];
}
