import { GRADES, type Grade, type ScanTest } from "../../../../../contract/scanner-results.ts";

/**
 * The TLS category's score and grade (docs/scanners-grading.md, "TLS"), in the manner of SSL Labs'
 * rating guide: a score from protocol support (30 %), key exchange (30 %) and cipher strength
 * (40 %), a letter from the score, then caps: each problem found sets the best grade the site can
 * have. Warnings keep an A site at A-, and A+ needs no warning and a long HSTS period.
 */

export interface ScoreParts {
  /** Each 0–100: the mean of the best and the worst of what the server accepts. */
  protocol: number;
  keyExchange: number;
  cipher: number;
}

/** SSL Labs' letters from the score; its E (20–34) is our D-, as our grades have no E. */
export const SCORE_FLOORS: readonly [number, Grade][] = [
  [80, "A"],
  [65, "B"],
  [50, "C"],
  [35, "D"],
  [20, "D-"],
  [0, "F"],
];

/** What must have been checked for a grade: without any of these a grade would be a guess. */
export const NEEDED_FOR_A_GRADE = [
  "protocol-legacy",
  "protocol-modern",
  "cipher-suites",
  "certificate-trust",
  "certificate-host",
  "certificate-validity",
  "certificate-chain",
  "certificate-key",
  "certificate-signature",
];

export const scoreOf = (p: ScoreParts) => Math.round(0.3 * p.protocol + 0.3 * p.keyExchange + 0.4 * p.cipher);

const rank = (g: Grade) => GRADES.indexOf(g);
const worse = (a: Grade, b: Grade) => (rank(a) >= rank(b) ? a : b);

export const letterFor = (score: number): Grade => SCORE_FLOORS.find(([floor]) => score >= floor)![1];

export interface TlsGrade {
  score: number | null;
  grade: Grade | null;
}

/** The grade from the score and the caps the tests carry (evidence.gradeCap); `longHsts` opens A+. */
export function gradeTls(tests: ScanTest[], parts: ScoreParts | null, longHsts: boolean): TlsGrade {
  const answered = (id: string) => tests.some((t) => t.id === id && t.result !== "error");
  if (!parts || !NEEDED_FOR_A_GRADE.every(answered)) return { score: null, grade: null };
  const score = scoreOf(parts);
  const caps = tests.flatMap((t) => {
    const cap = t.evidence?.gradeCap;
    return typeof cap === "string" && (GRADES as readonly string[]).includes(cap) ? [cap as Grade] : [];
  });
  let grade = caps.reduce(worse, letterFor(score));
  const warned = tests.some((t) => t.result === "warning");
  if (grade === "A" && warned) grade = "A-";
  if (grade === "A" && longHsts) grade = "A+";
  return { score, grade };
}
