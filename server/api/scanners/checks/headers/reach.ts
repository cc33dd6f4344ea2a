import type { Failure } from "./evidence.ts";

/**
 * Whether the site was reached at all. A site that answered something (a redirect loop, a page
 * too large, an error status) was reached, even when its headers cannot be judged; a site whose
 * http and https sessions both got no answer (no address, a refused address, nothing listening,
 * no answer in time, a failed TLS handshake) was not, and the scan says why instead of grading.
 */

// The failure the report gives when both sessions failed: the one that tells most about the site.
const REACH_FAILURES = ["refused_address", "dns_failure", "tls_error", "timeout", "connection_failed"] as const;
const rank = (f: Failure) => (REACH_FAILURES as readonly string[]).indexOf(f.code);

/** The failure to report when neither session reached the site; null when one of them did (or failed otherwise). */
export function unreached(failures: { http?: Failure; https?: Failure } | undefined): Failure | null {
  // https first: on a tie its failure is the one reported, as when the page is judged
  const both = [failures?.https, failures?.http];
  if (!both.every((f): f is Failure => !!f && rank(f) >= 0)) return null;
  return both.toSorted((a, b) => rank(a) - rank(b))[0]!;
}
