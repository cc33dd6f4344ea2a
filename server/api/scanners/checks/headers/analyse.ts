import { HEADER_TEST_IDS, type HeaderTestId } from "../../../../../contract/scanner-headers.ts";
import type { ScanCategoryResult, ScanTest } from "../../../../../contract/scanner-results.ts";
import { notChecked, scanTest } from "../scan-test.ts";
import { CookieJar } from "./cookie-jar.ts";
import { cookiesTest } from "./cookies.ts";
import { cspTest } from "./csp.ts";
import {
  type Failure,
  finalResponse,
  type FetchSession,
  headerValue,
  type HeadersEvidence,
  type PreloadList,
  setCookies,
} from "./evidence.ts";
import { contentTypeOptionsTest, corsTest, frameOptionsTest, referrerPolicyTest, resourcePolicyTest } from "./header-tests.ts";
import { startTags } from "./html-tags.ts";
import { type AnyFinding, ruleOf } from "./outcomes.ts";
import { unreached } from "./reach.ts";
import { gradeOf, scoreOf } from "./score.ts";
import { sriTest } from "./sri.ts";
import { hstsTest, redirectionTest } from "./transport.ts";

/**
 * The headers category of a scan from the responses gathered for a site: the MDN HTTP
 * Observatory's ten tests, their score modifiers, and its score and grade for the same
 * responses (docs/scanners-grading.md). Pure: the same evidence gives the same result.
 */

export interface AnalyseOptions {
  /** Chromium's HSTS preload list, when the installation has one. */
  hstsPreload?: PreloadList;
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export function analyseHeaders(evidence: HeadersEvidence, options: AnalyseOptions = {}): ScanCategoryResult {
  // The page judged is the https one when https answered at all, else the plain http one.
  const session = evidence.https ?? evidence.http;
  const page = finalResponse(session);
  if (!session || !page) {
    const away = unreached(evidence.failures);
    if (away) return couldNotCheck(away, undefined, false);
    return couldNotCheck(evidence.failures?.https ?? evidence.failures?.http ?? { code: "connection_failed", message: "no answer" });
  }
  // The Observatory grades pages that answer 2xx or 3xx, or ask for credentials (401, 403).
  if (page.status < 200 || (page.status >= 400 && page.status !== 401 && page.status !== 403)) {
    return couldNotCheck({ code: "unexpected_status", message: `the page answered ${page.status}` }, page.status);
  }

  const secure = new URL(session.startUrl).protocol === "https:";
  const meta = metaPolicies(page.headers["content-type"]?.[0], session.body);
  const csp = cspTest({
    headers: page.headers["content-security-policy"] ? [headerValue(page, "content-security-policy")!] : [],
    meta: meta.csp,
    reportOnly: headerValue(page, "content-security-policy-report-only"),
    secure,
  });
  const hsts = hstsTest(evidence.https, evidence.host, options.hstsPreload);
  const preflight = finalResponse(evidence.cors);
  const findings: AnyFinding[] = [
    csp,
    cookiesTest({ cookies: jarOf(session, evidence).all(), rawSetCookies: setCookies(page), hsts: hsts.protects }),
    corsTest(
      evidence.cors && preflight && preflight.status >= 200 && preflight.status < 300
        ? {
            allowOrigin: headerValue(preflight, "access-control-allow-origin"),
            allowCredentials: headerValue(preflight, "access-control-allow-credentials"),
            origin: evidence.cors.origin,
          }
        : null,
    ),
    redirectionTest(evidence.http, options.hstsPreload),
    referrerPolicyTest(headerValue(page, "referrer-policy"), meta.referrer),
    hsts,
    sriTest({
      host: evidence.host,
      mediaType: (headerValue(page, "content-type") ?? "").split(";")[0]!,
      scripts: startTags(session.body, new Set(["script"])),
      secure,
    }),
    contentTypeOptionsTest(headerValue(page, "x-content-type-options")),
    frameOptionsTest(headerValue(page, "x-frame-options"), !!csp.directives?.["frame-ancestors"]),
    resourcePolicyTest(headerValue(page, "cross-origin-resource-policy")),
  ];
  const tests = findings.map(toScanTest);
  const score = scoreOf(tests.map((t) => t.scoreModifier));
  return { key: "headers", score, grade: gradeOf(score), tests };
}

/**
 * The page's own <meta> policies, read only from an HTML answer with a body (as the
 * Observatory does, the media type compared as sent).
 */
function metaPolicies(contentType: string | undefined, body: string): { csp: string[]; referrer: string | null } {
  const out = { csp: [] as string[], referrer: null as string | null };
  if (!body || !HTML_TYPES.has(contentType?.split(";")[0] ?? "")) return out;
  for (const { attrs } of startTags(body, new Set(["meta"]))) {
    if ("http-equiv" in attrs && "content" in attrs) {
      if (attrs.content && attrs["http-equiv"]!.trim().toLowerCase() === "content-security-policy") out.csp.push(attrs.content);
    } else if (attrs.name?.trim().toLowerCase() === "referrer" && attrs.content) {
      out.referrer = attrs.content;
    }
  }
  return out;
}

/**
 * The cookies of the page's session: every response on the way to the page. When the certificate
 * was not verified, the Observatory's later requests (robots.txt, the preflight) share that jar.
 */
function jarOf(session: FetchSession, evidence: HeadersEvidence): CookieJar {
  const jar = new CookieJar();
  const hops = [...session.hops, ...(session.verified ? [] : [...(evidence.robots?.hops ?? []), ...(evidence.cors?.hops ?? [])])];
  for (const hop of hops) jar.store(hop.url, setCookies(hop));
  return jar;
}

function toScanTest(f: AnyFinding): ScanTest {
  const rule = ruleOf(f);
  const vars = f.vars ?? {};
  const summary = { key: `headers.${f.id}.found.${f.outcome}`, vars };
  return scanTest(
    f.id,
    rule.result,
    rule.modifier,
    f.evidence,
    summary,
    rule.fix ? { key: `headers.${f.id}.fix.${rule.fix}`, vars } : null,
  );
}

/**
 * Every test "could not check", with the reason; no score, no grade. `reached: false` when
 * neither http nor https got any answer: the scan then says the site was out of reach.
 */
export function couldNotCheck(failure: Failure, status?: number, reached = true): ScanCategoryResult {
  const evidence = {
    error: failure.code,
    message: failure.message,
    ...(failure.systemCode ? { systemCode: failure.systemCode } : {}),
    ...(status ? { status } : {}),
    ...(reached ? {} : { reached: false }),
  };
  const summary = {
    key: `headers.couldNotCheck.${failure.code in REASONS ? failure.code : "connection_failed"}`,
    vars: { detail: failure.message, status: status ?? "" },
  };
  const tests = HEADER_TEST_IDS.map((id: HeaderTestId) =>
    notChecked(id, evidence, summary, { key: "headers.couldNotCheck.fix", vars: {} }),
  );
  return { key: "headers", score: null, grade: null, tests };
}

/** The reasons a report can give for not checking (the catalog has a text for each). */
export const REASONS = {
  bad_url: true,
  refused_address: true,
  dns_failure: true,
  timeout: true,
  too_large: true,
  too_many_redirects: true,
  insecure_redirect: true,
  connection_failed: true,
  tls_error: true,
  unexpected_status: true,
} as const;
