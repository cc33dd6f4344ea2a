import type { ScanCategoryResult, Unreachable, UnreachableReason } from "../../../contract/scanner-results.ts";

/**
 * Whether a scan reached the site, read from its headers category (the first a scan runs): when
 * neither http nor https got an answer, the headers checks say so (`reached: false` in every
 * test's evidence) with the connection's reason. Such a scan runs nothing more, gets no grade
 * and no score, and says why and what to check (docs/scanners-grading.md, "A site out of reach").
 */

const REASON: Record<string, UnreachableReason> = {
  dns_failure: "dns",
  refused_address: "blocked",
  timeout: "timeout",
  tls_error: "tls",
};

export function unreachableOf(category: ScanCategoryResult): Unreachable | null {
  if (category.key !== "headers" || category.grade !== null || !category.tests.length) return null;
  if (!category.tests.every((t) => t.result === "error" && t.evidence?.reached === false)) return null;
  const evidence = category.tests[0]!.evidence!;
  const code = String(evidence.error ?? "");
  const reason = REASON[code] ?? (evidence.systemCode === "ECONNREFUSED" ? "refused" : "connection");
  return { reason, detail: String(evidence.message ?? "").slice(0, 300) };
}
