import { GRADES, type Grade, type ScanCategory, type ScanCategoryResult, type ScanTest } from "../../../contract/scanner-results.ts";

/**
 * What an alert tells a site's managers, from a finished scan and the finished scan before it:
 * the overall grade or a category's grade went down, a test that did not fail now fails, or the
 * certificate's expiry test moved into its warning (30 days) or failing (14 days) window. It
 * reads any category's tests alike; only the expiry test is known by its id.
 */

export type AlertChange =
  | { kind: "overall"; from: Grade; to: Grade }
  | { kind: "category"; category: ScanCategory; from: Grade; to: Grade }
  | { kind: "failing"; category: ScanCategory; test: ScanTest }
  | { kind: "expiry"; days: number | null; result: "warning" | "fail" };

type Findings = { grade: string | null; categories: ScanCategoryResult[] };

/** The TLS category's test of the certificate's days to expiry (checks/tls). */
export const EXPIRY_TEST = { category: "tls", id: "certificate-expiry" } as const;

const DAY_MS = 86_400_000;
const rank = (g: string | null) => (g ? GRADES.indexOf(g as Grade) : -1);
const dropped = (from: string | null, to: string | null) => rank(from) >= 0 && rank(to) >= 0 && rank(to) > rank(from);

/** Days left on the certificate, from the expiry test's evidence when it carries them. */
export function daysLeft(evidence: Record<string, unknown> | null, now: Date): number | null {
  if (!evidence) return null;
  for (const k of ["daysLeft", "daysRemaining", "daysToExpiry", "days"])
    if (typeof evidence[k] === "number") return Math.floor(evidence[k] as number);
  for (const k of ["notAfter", "validTo", "expiresAt"]) {
    const t = typeof evidence[k] === "string" ? Date.parse(evidence[k] as string) : NaN;
    if (!Number.isNaN(t)) return Math.floor((t - now.getTime()) / DAY_MS);
  }
  return null;
}

export function alertChanges(before: Findings, after: Findings, now = new Date()): AlertChange[] {
  const out: AlertChange[] = [];
  if (dropped(before.grade, after.grade)) out.push({ kind: "overall", from: before.grade as Grade, to: after.grade as Grade });
  for (const cat of after.categories) {
    const prev = before.categories.find((c) => c.key === cat.key);
    if (!prev) continue; // a category the earlier scan did not run has nothing to compare with
    if (dropped(prev.grade, cat.grade)) out.push({ kind: "category", category: cat.key, from: prev.grade!, to: cat.grade! });
    for (const test of cat.tests) {
      const was = prev.tests.find((t) => t.id === test.id)?.result;
      if (was === undefined) continue;
      if (cat.key === EXPIRY_TEST.category && test.id === EXPIRY_TEST.id) {
        const worse = (test.result === "warning" && was !== "warning" && was !== "fail") || (test.result === "fail" && was !== "fail");
        if (worse) out.push({ kind: "expiry", days: daysLeft(test.evidence, now), result: test.result as "warning" | "fail" });
        continue;
      }
      if (test.result === "fail" && was !== "fail") out.push({ kind: "failing", category: cat.key, test });
    }
  }
  return out;
}
