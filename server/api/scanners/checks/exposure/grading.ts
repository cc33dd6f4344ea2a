import type { Grade, ScanTest } from "../../../../../contract/scanner-results.ts";
import { gradeByPoints } from "../grade.ts";

/**
 * The exposure category's score and grade (docs/scanners-grading.md, "Exposure"), in the manner
 * of the e-mail category: every test carries the points it adds or takes (its scoreModifier); a
 * site that exposes nothing scores 90, an A. The one bonus, a valid security.txt, counts only when
 * nothing took points away, so it lifts a clean site to A+ but never hides a problem. The letter
 * is the scanners' one table (../grade.ts).
 */

export const BASE_SCORE = 90;

/** The files worth 40 points each: without their answers a grade would be a guess, so there is none. */
export const NEEDED_FOR_A_GRADE = ["git-config", "env-file", "backup-files"];

export function gradeExposure(tests: ScanTest[]): { score: number | null; grade: Grade | null } {
  return gradeByPoints(tests, BASE_SCORE, NEEDED_FOR_A_GRADE);
}
