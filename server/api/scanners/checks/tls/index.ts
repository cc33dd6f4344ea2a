import type { ScanCategoryResult } from "../../../../../contract/scanner-results.ts";
import type { Config } from "../../../../platform/config.ts";
import { createOutbound, type Outbound } from "../../../../platform/outbound.ts";
import { type TlsProbeOptions, tlsProbeDefaults } from "../../../../platform/outbound-tls-probe.ts";
import { type AnalyseOptions, analyseTls } from "./analyse.ts";
import { type CollectOptions, collectTlsEvidence, type TlsTarget } from "./collect.ts";

/**
 * The TLS checks of the scanners (issue 11): protocol versions, cipher suites, the certificate
 * (trust, host name, dates, chain, key, signature), OCSP stapling and HSTS preload readiness,
 * graded in the manner of SSL Labs' caps. The rules are written down in docs/scanners-grading.md.
 */
export { analyseTls, couldNotCheck, type AnalyseOptions } from "./analyse.ts";
export { collectTlsEvidence, type CollectOptions, type TlsTarget } from "./collect.ts";
export type { TlsEvidence } from "./evidence.ts";
export { gradeTls, letterFor, scoreOf, type ScoreParts } from "./grading.ts";

export type TlsCheckOptions = CollectOptions & AnalyseOptions;

/** Shakes hands with a site through the outbound rules and grades its TLS. */
export async function scanTls(target: TlsTarget, options: TlsCheckOptions): Promise<ScanCategoryResult> {
  return analyseTls(await collectTlsEvidence(target, options), options);
}

export interface TlsCheckOverrides {
  /** The outbound module for the https page and AIA issuers; createOutbound(config) by default. */
  outbound?: Outbound;
  /** Changes to the operator's handshake settings (tests: a rule, a resolver). */
  probe?: Partial<TlsProbeOptions>;
  /** Roots to trust instead of Node's bundled ones (tests' CA). */
  ca?: string | Buffer | (string | Buffer)[];
}

/** The TLS checks with the operator's settings: the address rule, SCANNER_DNS_SERVER and the time limits. */
export function createTlsChecks(config: Config, overrides: TlsCheckOverrides = {}) {
  const outbound = overrides.outbound ?? createOutbound(config);
  const probe = { ...tlsProbeDefaults(config), ...overrides.probe };
  return (target: TlsTarget, options: Pick<AnalyseOptions, "now"> = {}) =>
    scanTls(target, { outbound, probe, ca: overrides.ca, ...options });
}

export type TlsChecks = ReturnType<typeof createTlsChecks>;
