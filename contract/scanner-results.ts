/**
 * The shape of a scan's findings (issue 11, §7-style API `GET /api/scans/{id}`): categories of
 * tests, each test with a result, its effect on the category's score, what was seen, and what
 * to do. Texts are catalog keys with variables, so a report reads in the viewer's language.
 */

export const SCAN_CATEGORIES = ["headers", "tls", "email", "exposure"] as const;
export type ScanCategory = (typeof SCAN_CATEGORIES)[number];

/** "error" is "could not check": a timeout or refusal is never reported as a failure. */
export const TEST_RESULTS = ["pass", "fail", "warning", "info", "error"] as const;
export type TestResult = (typeof TEST_RESULTS)[number];

export const GRADES = ["A+", "A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "D-", "F"] as const;
export type Grade = (typeof GRADES)[number];

/** A translatable text: a key of the `scanners` catalog namespace and its variables. */
export type ScanText = { key: string; vars?: Record<string, string | number> };

export interface ScanTest {
  /** Stable id, e.g. "content-security-policy", "spf-lookups". */
  id: string;
  result: TestResult;
  /** Points added to (or taken from) the category's score; 0 where the category is not scored by points. */
  scoreModifier: number;
  /** What was seen: the header's value, the record, the certificate's dates… (raw, not translated). */
  evidence: Record<string, unknown> | null;
  /** The finding in words, e.g. "Content Security Policy (CSP) implemented with unsafe-inline". */
  summary: ScanText;
  /** Why it matters and how to fix it; null when there is nothing to do. */
  recommendation: ScanText | null;
}

export interface ScanCategoryResult {
  key: ScanCategory;
  grade: Grade | null;
  score: number | null;
  tests: ScanTest[];
}

/**
 * Why a scan never reached the site (docs/scanners-grading.md, "A site out of reach"): its name
 * has no address, it points to an address scans never contact, nothing listens, it did not
 * answer in time, the secure connection failed, or the connection broke. Such a scan has no
 * grade and no score, and counts nowhere as a result.
 */
export const UNREACHABLE_REASONS = ["dns", "blocked", "refused", "timeout", "tls", "connection"] as const;
export type UnreachableReason = (typeof UNREACHABLE_REASONS)[number];

export interface Unreachable {
  reason: UnreachableReason;
  /** What the connection said (the system's words, in English), as evidence. */
  detail: string;
}
