import type { Grade, ScanTest } from "../../../../../contract/scanner-results.ts";
import { gradeByPoints } from "../grade.ts";

/**
 * The e-mail category's score and grade (docs/scanners-grading.md, "E-mail"). Every test carries
 * the points it adds or takes (its scoreModifier); a domain that gets the essentials right (one
 * valid SPF record ending in -all or ~all with DMARC enforcing, DMARC quarantine or reject for all
 * mail, reports) scores 90, an A. Bonuses (MTA-STS enforced, TLS-RPT, DNSSEC) count only when
 * nothing took points away, as in MDN HTTP Observatory, so they can lift a clean domain to A+
 * but never hide a problem. The letter follows the Observatory's thresholds, so the categories
 * of a report read alike.
 */

export const BASE_SCORE = 90;

/** Without these answers the grade would be a guess (each is worth 35 points), so there is none. */
export const NEEDED_FOR_A_GRADE = ["spf-record", "dmarc-record"];

export function gradeEmail(tests: ScanTest[]): { score: number | null; grade: Grade | null } {
  return gradeByPoints(tests, BASE_SCORE, NEEDED_FOR_A_GRADE);
}
