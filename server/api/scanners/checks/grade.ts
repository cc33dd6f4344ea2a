import type { Grade } from "../../../../contract/scanner-results.ts";

/**
 * The one score→letter table of the scanners (docs/scanners-grading.md): MDN HTTP Observatory's
 * thresholds, which the headers category must match exactly and the other point-scored
 * categories (e-mail, exposure) follow so a report's letters read alike.
 */

/** The lowest score of each grade, best first. */
export const GRADE_FLOORS: readonly (readonly [number, Grade])[] = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"],
  [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];

export const gradeFor = (score: number): Grade => GRADE_FLOORS.find(([floor]) => score >= floor)![1];
