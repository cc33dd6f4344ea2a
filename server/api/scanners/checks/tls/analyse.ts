import type { ScanCategoryResult } from "../../../../../contract/scanner-results.ts";
import { TLS_TEST_IDS } from "../../../../../contract/scanner-tls.ts";
import { notChecked } from "../scan-test.ts";
import { buildPath, trustAnchors } from "./certificate.ts";
import { certificateTests, keyScore } from "./certificate-tests.ts";
import type { Failure, TlsEvidence } from "./evidence.ts";
import { gradeTls } from "./grading.ts";
import { protocolScores, protocolTests } from "./protocol-tests.ts";
import { hstsPreloadTest, longHsts, ocspTest } from "./service-tests.ts";

export interface AnalyseOptions {
  /** Roots to trust instead of Node's bundled ones (tests' CA). */
  ca?: string | Buffer | (string | Buffer)[];
  /** The moment dates are judged at; now by default. */
  now?: Date;
}

/** The reasons a report can give for not checking at all (the catalog has a text for each). */
export const REASONS = ["bad_url", "refused_address", "dns_failure", "timeout", "connection_failed", "tls_error", "no_handshake"] as const;

/** Every test as "could not check", with no score and no grade: a refusal or a timeout is never a failure. */
export function couldNotCheck(failure: Failure): ScanCategoryResult {
  const reason = (REASONS as readonly string[]).includes(failure.code) ? failure.code : "connection_failed";
  const evidence = {
    error: failure.code,
    message: failure.message,
    ...(failure.reason ? { address: failure.address, reason: failure.reason } : {}),
  };
  const tests = TLS_TEST_IDS.map((id) =>
    notChecked(id, evidence, { key: `tls.couldNotCheck.${reason}`, vars: { detail: failure.message } }, { key: "tls.couldNotCheck.fix" }),
  );
  return { key: "tls", score: null, grade: null, tests };
}

/** Judges what collectTlsEvidence gathered. Pure: no network. */
export function analyseTls(evidence: TlsEvidence, options: AnalyseOptions = {}): ScanCategoryResult {
  if (evidence.failure || !evidence.certificates.length)
    return couldNotCheck(evidence.failure ?? { code: "tls_error", message: "the server sent no certificate" });
  const fetched = evidence.fetchedIssuers.flatMap((f) => (f.certificate ? [f.certificate] : []));
  const built = buildPath(evidence.certificates, trustAnchors(options.ca), fetched);
  const byId = new Map(
    [
      ...protocolTests(evidence.protocols),
      ...certificateTests({ evidence, built, now: options.now ?? new Date() }),
      ocspTest(evidence),
      hstsPreloadTest(evidence),
    ].map((t) => [t.id, t]),
  );
  const tests = TLS_TEST_IDS.map((id) => byId.get(id)!);
  const parts = { ...protocolScores(evidence.protocols), keyExchange: keyScore(built.path[0]!) };
  return { key: "tls", ...gradeTls(tests, parts, longHsts(evidence)), tests };
}
