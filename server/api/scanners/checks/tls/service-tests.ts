import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { TlsEvidence } from "./evidence.ts";
import { finding } from "./finding.ts";

/** OCSP stapling, and whether the site's HSTS header is ready for the browsers' preload list. */

/** hstspreload.org's requirements for the header: a year at least, every sub-domain, and the preload token. */
export const PRELOAD_MIN_MAX_AGE = 31_536_000;
/** The HSTS period SSL Labs asks of an A+ (about six months). */
export const A_PLUS_MIN_MAX_AGE = 15_552_000;

export interface HstsDirectives {
  maxAge: number | null;
  includeSubDomains: boolean;
  preload: boolean;
}

/** Reads a Strict-Transport-Security value as browsers do (RFC 6797 §6.1): directives are case-insensitive, values may be quoted. */
export function parseHsts(header: string): HstsDirectives {
  const out: HstsDirectives = { maxAge: null, includeSubDomains: false, preload: false };
  for (const part of header.split(";")) {
    const [rawName, ...rest] = part.split("=");
    const name = rawName!.trim().toLowerCase();
    const value = rest
      .join("=")
      .trim()
      .replace(/^"(.*)"$/, "$1");
    if (name === "max-age" && /^\d+$/.test(value)) out.maxAge = Number(value);
    else if (name === "includesubdomains") out.includeSubDomains = true;
    else if (name === "preload") out.preload = true;
  }
  return out;
}

export function ocspTest(evidence: TlsEvidence): ScanTest {
  const stapled = evidence.handshake?.ocspStapled ?? false;
  const ev = { stapled, bytes: evidence.handshake?.ocspBytes ?? 0 };
  if (stapled) return finding("ocsp-stapling", { result: "pass", state: "stapled", evidence: ev });
  return finding("ocsp-stapling", { result: "info", state: "notStapled", evidence: ev, fix: { state: "enable" } });
}

export function hstsPreloadTest(evidence: TlsEvidence): ScanTest {
  const hsts = evidence.hsts;
  if (!hsts || hsts.outcome === "error") {
    const failure = hsts?.outcome === "error" ? hsts.failure : { code: "connection_failed", message: "no answer" };
    return finding("hsts-preload", {
      result: "error",
      state: "couldNotFetch",
      evidence: { error: failure.code, message: failure.message },
      vars: { detail: failure.message },
      fix: "couldNotCheck",
    });
  }
  const base = { status: hsts.status, header: hsts.header, verified: hsts.verified };
  if (hsts.header === null) return finding("hsts-preload", { result: "info", state: "missing", evidence: base, fix: { state: "add" } });
  const d = parseHsts(hsts.header);
  const seen = { ...base, ...d };
  if (d.maxAge === null)
    return finding("hsts-preload", {
      result: "info",
      state: "invalid",
      evidence: seen,
      vars: { header: hsts.header },
      fix: { state: "add" },
    });
  if (!hsts.verified)
    return finding("hsts-preload", { result: "info", state: "invalidCertificate", evidence: seen, fix: { state: "certificate" } });
  const missing = [
    ...(d.maxAge < PRELOAD_MIN_MAX_AGE ? [`max-age=${PRELOAD_MIN_MAX_AGE}`] : []),
    ...(d.includeSubDomains ? [] : ["includeSubDomains"]),
    ...(d.preload ? [] : ["preload"]),
  ];
  if (missing.length)
    return finding("hsts-preload", {
      result: "info",
      state: "notReady",
      evidence: { ...seen, missing },
      vars: { missing: missing.join(", ") },
      fix: { state: "preload" },
    });
  return finding("hsts-preload", { result: "pass", state: "ready", evidence: seen, vars: { maxAge: d.maxAge } });
}

/** Whether HSTS is long enough for A+: a readable header with max-age of about six months or more, over a verified certificate. */
export function longHsts(evidence: TlsEvidence): boolean {
  const hsts = evidence.hsts;
  if (hsts?.outcome !== "answered" || !hsts.header || !hsts.verified) return false;
  return (parseHsts(hsts.header).maxAge ?? 0) >= A_PLUS_MIN_MAX_AGE;
}
