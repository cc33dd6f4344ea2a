import type { HeaderTestId } from "../../../../../contract/scanner-headers.ts";
import type { TestResult } from "../../../../../contract/scanner-results.ts";

/**
 * Every outcome of every headers test: the points it adds to or takes from the score (the MDN
 * HTTP Observatory's modifiers), how a report shows it, and the recommendation that goes with it
 * (a key under `headers.<test id>.fix`, or null when there is nothing to do).
 *
 * A deduction is always a "fail". Outcomes that cost nothing are a "pass" when they are the
 * state to aim for, a "warning" when the Observatory lets them through but something is worth
 * improving, and "info" when there is nothing to judge (no cookies, no scripts, no HTTP).
 */
interface Rule {
  modifier: number;
  result: Exclude<TestResult, "error">;
  fix: string | null;
}

export const OUTCOMES = {
  "content-security-policy": {
    noUnsafeDefaultNone: { modifier: 10, result: "pass", fix: null },
    noUnsafe: { modifier: 5, result: "pass", fix: "defaultNone" },
    unsafeInlineStyleOnly: { modifier: 0, result: "warning", fix: "styleSrc" },
    duplicateDirectives: { modifier: 0, result: "warning", fix: "duplicates" },
    insecureSchemePassive: { modifier: -10, result: "fail", fix: "passiveHttp" },
    unsafeEval: { modifier: -10, result: "fail", fix: "unsafeEval" },
    unsafeInline: { modifier: -20, result: "fail", fix: "unsafeInline" },
    insecureScheme: { modifier: -20, result: "fail", fix: "activeHttp" },
    invalid: { modifier: -25, result: "fail", fix: "invalid" },
    notImplemented: { modifier: -25, result: "fail", fix: "implement" },
    reportOnly: { modifier: -25, result: "fail", fix: "enforce" },
  },
  cookies: {
    secureHttpOnlySameSite: { modifier: 5, result: "pass", fix: null },
    secureHttpOnly: { modifier: 0, result: "warning", fix: "sameSite" },
    notFound: { modifier: 0, result: "info", fix: null },
    withoutSecureHsts: { modifier: -5, result: "fail", fix: "secure" },
    sessionWithoutSecureHsts: { modifier: -10, result: "fail", fix: "secure" },
    withoutSecure: { modifier: -20, result: "fail", fix: "secureAndHsts" },
    sameSiteInvalid: { modifier: -20, result: "fail", fix: "sameSiteValue" },
    csrfWithoutSameSite: { modifier: -20, result: "fail", fix: "csrfSameSite" },
    sessionWithoutHttpOnly: { modifier: -30, result: "fail", fix: "httpOnly" },
    sessionWithoutSecure: { modifier: -40, result: "fail", fix: "secureAndHsts" },
  },
  "cross-origin-resource-sharing": {
    notImplemented: { modifier: 0, result: "pass", fix: null },
    restrictedAccess: { modifier: 0, result: "pass", fix: null },
    publicAccess: { modifier: 0, result: "info", fix: "publicOnly" },
    universalAccess: { modifier: -50, result: "fail", fix: "noReflection" },
  },
  redirection: {
    allPreloaded: { modifier: 0, result: "pass", fix: null },
    toHttps: { modifier: 0, result: "pass", fix: null },
    noHttp: { modifier: 0, result: "info", fix: null },
    offHost: { modifier: -5, result: "fail", fix: "sameHostFirst" },
    httpFirst: { modifier: -10, result: "fail", fix: "sameHostFirst" },
    notToHttps: { modifier: -20, result: "fail", fix: "redirect" },
    missing: { modifier: -20, result: "fail", fix: "redirect" },
    invalidCert: { modifier: -20, result: "fail", fix: "certificate" },
  },
  "referrer-policy": {
    private: { modifier: 5, result: "pass", fix: null },
    notImplemented: { modifier: 0, result: "info", fix: "set" },
    unsafe: { modifier: -5, result: "fail", fix: "set" },
    invalid: { modifier: -5, result: "fail", fix: "set" },
  },
  "strict-transport-security": {
    preloaded: { modifier: 5, result: "pass", fix: null },
    sixMonthsOrMore: { modifier: 0, result: "pass", fix: "preload" },
    underSixMonths: { modifier: -10, result: "fail", fix: "longer" },
    notImplemented: { modifier: -20, result: "fail", fix: "add" },
    invalid: { modifier: -20, result: "fail", fix: "syntax" },
    noHttps: { modifier: -20, result: "fail", fix: "https" },
    invalidCert: { modifier: -20, result: "fail", fix: "certificate" },
  },
  "subresource-integrity": {
    allSameOriginWithSri: { modifier: 5, result: "pass", fix: null },
    externalWithSri: { modifier: 5, result: "pass", fix: null },
    notHtml: { modifier: 0, result: "info", fix: null },
    noScripts: { modifier: 0, result: "info", fix: null },
    sameOriginWithoutSri: { modifier: 0, result: "pass", fix: "optional" },
    externalWithoutSri: { modifier: -5, result: "fail", fix: "addIntegrity" },
    externalInsecureWithSri: { modifier: -20, result: "fail", fix: "https" },
    externalInsecureWithoutSri: { modifier: -50, result: "fail", fix: "httpsAndIntegrity" },
  },
  "x-content-type-options": {
    nosniff: { modifier: 0, result: "pass", fix: null },
    notImplemented: { modifier: -5, result: "fail", fix: "nosniff" },
    invalid: { modifier: -5, result: "fail", fix: "nosniff" },
  },
  "x-frame-options": {
    viaCsp: { modifier: 5, result: "pass", fix: null },
    denyOrSameOrigin: { modifier: 5, result: "pass", fix: null },
    allowFrom: { modifier: 0, result: "warning", fix: "frameAncestors" },
    notImplemented: { modifier: -20, result: "fail", fix: "frameAncestors" },
    invalid: { modifier: -20, result: "fail", fix: "frameAncestors" },
  },
  "cross-origin-resource-policy": {
    sameOrigin: { modifier: 10, result: "pass", fix: null },
    sameSite: { modifier: 10, result: "pass", fix: null },
    notImplemented: { modifier: 0, result: "info", fix: "set" },
    crossOrigin: { modifier: 0, result: "info", fix: "set" },
    invalid: { modifier: -5, result: "fail", fix: "set" },
  },
} as const satisfies Record<HeaderTestId, Record<string, Rule>>;

export type Outcomes = typeof OUTCOMES;
export type OutcomeOf<T extends HeaderTestId> = keyof Outcomes[T] & string;

/** What one test decided, before it becomes a ScanTest: the outcome and what was seen. */
export interface Finding<T extends HeaderTestId = HeaderTestId> {
  id: T;
  outcome: OutcomeOf<T>;
  evidence: Record<string, unknown>;
  /** Variables for the finding's and the recommendation's texts. */
  vars?: Record<string, string | number>;
}

/** A finding of any of the tests. */
export type AnyFinding = { [T in HeaderTestId]: Finding<T> }[HeaderTestId];

export function ruleOf(f: AnyFinding): Rule {
  return (OUTCOMES[f.id] as Record<string, Rule>)[f.outcome]!;
}
