import type { Grade } from "../../../../../contract/scanner-results.ts";
import { gradeFor } from "../grade.ts";

/**
 * The headers score and grade, as the MDN HTTP Observatory computes them
 * (docs/scanners-grading.md): start at 100 and take off every penalty; only when what is left is
 * still 90 or more do the bonuses count too. The score is never below 0 and may pass 100.
 */

/** Bonuses count only when the penalties leave at least this much. */
export const BONUS_THRESHOLD = 90;

export function scoreOf(modifiers: readonly number[]): number {
  const penalties = modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const withoutBonuses = 100 + penalties;
  const score = withoutBonuses >= BONUS_THRESHOLD ? 100 + modifiers.reduce((a, b) => a + b, 0) : withoutBonuses;
  return Math.max(score, 0);
}

/** The Observatory's letter for a score: the scanners' one table (../grade.ts). */
export const gradeOf = (score: number): Grade => gradeFor(score);
