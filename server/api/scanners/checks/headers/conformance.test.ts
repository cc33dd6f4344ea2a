import { describe, expect, it } from "vitest";
import type { Grade } from "../../../../../contract/scanner-results.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { analyseHeaders, couldNotCheck, REASONS } from "./analyse.ts";
import type { PreloadList } from "./evidence.ts";
import { OUTCOMES } from "./outcomes.ts";
import { type Headers, type Outcomes, outcomesOf, site, type SiteSpec } from "./test-evidence.ts";

// Conformance with the MDN HTTP Observatory (algorithm of release v1.6.3, the one its site
// runs): each case is a set of responses and the score, grade and per-test outcomes the
// Observatory's rules give for it, worked out by hand from its analyzer, its score table and its
// scoring rule. "Mirrors" names the case of the Observatory's own test suite (test/<file>.test.js:
// 'case') the responses come from, where there is one. Outcome names are ours; the Observatory's
// expectation each one stands for is listed in docs/scanners-grading.md.

/** An unconfigured site: every header missing. The Observatory's empty-requests baseline. */
const BARE: Outcomes = {
  "content-security-policy": "notImplemented", // -25
  cookies: "notFound",
  "cross-origin-resource-sharing": "notImplemented",
  redirection: "toHttps",
  "referrer-policy": "notImplemented",
  "strict-transport-security": "notImplemented", // -20
  "subresource-integrity": "noScripts",
  "x-content-type-options": "notImplemented", // -5
  "x-frame-options": "notImplemented", // -20
  "cross-origin-resource-policy": "notImplemented",
};

/** A well-kept site: 100 + 5 (CSP without unsafe) + 5 (Referrer-Policy) + 5 (X-Frame-Options) = 115. */
const GOOD_HEADERS: Headers = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'self'",
  "strict-transport-security": "max-age=31536000",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};
const GOOD: Outcomes = {
  ...BARE,
  "content-security-policy": "noUnsafe",
  "referrer-policy": "private",
  "strict-transport-security": "sixMonthsOrMore",
  "x-content-type-options": "nosniff",
  "x-frame-options": "denyOrSameOrigin",
};
const good = (page: Record<string, string | string[] | null> = {}, spec: SiteSpec = {}): SiteSpec => ({
  ...spec,
  page: withoutNulls({ ...GOOD_HEADERS, ...page }),
});
/** `{ "x-frame-options": null }` removes a header from GOOD. */
function withoutNulls(h: Record<string, string | string[] | null>): Headers {
  return Object.fromEntries(Object.entries(h).filter(([, v]) => v !== null)) as Headers;
}
const script = (attrs: string) => `<!doctype html><html><head><script ${attrs}></script></head><body></body></html>`;

interface Case {
  name: string;
  mirrors?: string;
  spec: SiteSpec;
  score: number;
  grade: Grade;
  outcomes: Outcomes;
  preload?: PreloadList;
}

const CASES: Case[] = [
  // --- the scoring rule and the grade thresholds
  {
    name: "an unconfigured site: 100 - 25 - 20 - 5 - 20",
    mirrors: "each test's 'missing' case",
    spec: {},
    score: 30,
    grade: "D",
    outcomes: BARE,
  },
  { name: "a well-kept site earns its bonuses", spec: good(), score: 115, grade: "A+", outcomes: GOOD },
  {
    name: "every bonus at once: 100 + 10 + 5 + 5 + 5 + 5 + 10",
    mirrors:
      "csp.test.js 'no unsafe default src none', cookies.test.js 'secure with httponly sessions and samesite', subresource-integrity.test.js 'implemented with same origin', cross-origin-resource-policy.test.js 'same-origin'",
    spec: good(
      {
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "cross-origin-resource-policy": "same-origin",
        "set-cookie": "__Host-sid=1; Path=/; Secure; HttpOnly; SameSite=Lax",
      },
      { body: script('src="/app.js" integrity="sha384-abc"') },
    ),
    score: 140,
    grade: "A+",
    outcomes: {
      ...GOOD,
      "content-security-policy": "noUnsafeDefaultNone",
      cookies: "secureHttpOnlySameSite",
      "subresource-integrity": "allSameOriginWithSri",
      "x-frame-options": "viaCsp",
      "cross-origin-resource-policy": "sameOrigin",
    },
  },
  {
    name: "exactly 100, no bonus and no penalty: the A+ boundary",
    mirrors: "csp.test.js 'unsafe inline in style src only', x-frame-options.test.js 'allow from origin'",
    spec: good({
      "content-security-policy": "default-src 'self'; style-src 'self' 'unsafe-inline'",
      "x-frame-options": "ALLOW-FROM https://partner.example",
      "referrer-policy": null,
    }),
    score: 100,
    grade: "A+",
    outcomes: {
      ...GOOD,
      "content-security-policy": "unsafeInlineStyleOnly",
      "x-frame-options": "allowFrom",
      "referrer-policy": "notImplemented",
    },
  },
  {
    name: "95 is an A",
    mirrors: "x-content-type-options.test.js 'missing'",
    spec: good({
      "content-security-policy": "default-src 'self'; style-src 'self' 'unsafe-inline'",
      "x-frame-options": "ALLOW-FROM https://partner.example",
      "referrer-policy": null,
      "x-content-type-options": null,
    }),
    score: 95,
    grade: "A",
    outcomes: {
      ...GOOD,
      "content-security-policy": "unsafeInlineStyleOnly",
      "x-frame-options": "allowFrom",
      "referrer-policy": "notImplemented",
      "x-content-type-options": "notImplemented",
    },
  },
  {
    name: "a 5-point penalty leaves 95 without bonuses, so the bonuses still count: 100 + 15 - 5",
    mirrors: "referrer-policy.test.js 'unsafe referrer header'",
    spec: good({ "referrer-policy": "unsafe-url" }),
    score: 105,
    grade: "A+",
    outcomes: { ...GOOD, "referrer-policy": "unsafe" },
  },
  {
    name: "penalties leaving exactly 90 keep the bonuses: 100 + 15 - 10",
    mirrors: "strict-transport-security.test.js 'max age too low'",
    spec: good({ "strict-transport-security": "max-age=86400" }),
    score: 105,
    grade: "A+",
    outcomes: { ...GOOD, "strict-transport-security": "underSixMonths" },
  },
  {
    name: "penalties leaving 85 drop every bonus: 85, not 100",
    spec: good({ "strict-transport-security": "max-age=86400", "x-content-type-options": null }),
    score: 85,
    grade: "A-",
    outcomes: { ...GOOD, "strict-transport-security": "underSixMonths", "x-content-type-options": "notImplemented" },
  },
  {
    name: "a 20-point penalty drops the bonuses: 80, not 95",
    spec: good({ "x-frame-options": null }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "x-frame-options": "notImplemented" },
  },
  {
    name: "25 is the lowest D-",
    spec: { page: { "referrer-policy": "unsafe-url" } },
    score: 25,
    grade: "D-",
    outcomes: { ...BARE, "referrer-policy": "unsafe" },
  },
  {
    name: "below 25 is an F",
    mirrors: "referrer-policy.test.js 'invalid referrer header', cross-origin-resource-policy.test.js 'header validity'",
    spec: { page: { "referrer-policy": "whimsy", "cross-origin-resource-policy": "whimsy" } },
    score: 20,
    grade: "F",
    outcomes: { ...BARE, "referrer-policy": "invalid", "cross-origin-resource-policy": "invalid" },
  },
  {
    name: "the score stops at 0",
    mirrors: "cookies.test.js 'session no secure', cors.test.js 'universal access'",
    spec: {
      page: { "set-cookie": "SESSIONID=abc; Path=/" },
      preflight: { "access-control-allow-origin": "https://cors-probe.scanner.invalid", "access-control-allow-credentials": "true" },
    },
    score: 0,
    grade: "F",
    outcomes: { ...BARE, cookies: "sessionWithoutSecure", "cross-origin-resource-sharing": "universalAccess" },
  },
];

const cookie = (setCookie: string[], page: Record<string, string | string[] | null> = {}) => good({ ...page, "set-cookie": setCookie });
CASES.push(
  // --- cookies (the site's HSTS counts: cookies without Secure are then a smaller fault)
  {
    name: "cookies: Secure everywhere and HttpOnly sessions, but no SameSite",
    mirrors: "cookies.test.js 'secure with httponly sessions'",
    spec: cookie([
      "SESSIONID=bar; Domain=example.com; Path=/; Secure; HttpOnly",
      "foo=bar; Domain=example.com; Secure; Path=/",
      "heroku-session-affinity=bar; Domain=example.com; Path=/",
    ]),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, cookies: "secureHttpOnly" },
  },
  {
    name: "cookies: one without SameSite withholds the SameSite bonus",
    mirrors: "cookies.test.js 'samesite not awarded if not all cookies samesite'",
    spec: cookie(["SID_STRICT=bar; Path=/; Secure; HttpOnly; SameSite=Strict", "SID_NONE=bar; Path=/; Secure; HttpOnly"]),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, cookies: "secureHttpOnly" },
  },
  {
    name: "cookies: an anti-CSRF token without SameSite",
    mirrors: "cookies.test.js 'anticsrf without samesite'",
    spec: cookie(["CSRFTOKEN=bar; Domain=example.com; Path=/; Secure; HttpOnly"]),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, cookies: "csrfWithoutSameSite" },
  },
  {
    name: "cookies: SameSite with no value",
    mirrors: "cookies.test.js 'samesite invalid empty'",
    spec: cookie(["SESSIONID=bar; Domain=example.com; Path=/; Secure; HttpOnly; SameSite="]),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, cookies: "sameSiteInvalid" },
  },
  {
    name: "cookies: SameSite=None without Secure (the worse of the two findings wins)",
    spec: cookie(["pref=1; Path=/; SameSite=None"]),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, cookies: "sameSiteInvalid" },
  },
  {
    name: "cookies: without Secure, but HSTS keeps them off plain http",
    mirrors: "cookies.test.js 'regular cookie no secure but hsts'",
    spec: cookie(["foo=bar; Domain=example.com; Path=/"]),
    score: 110,
    grade: "A+",
    outcomes: { ...GOOD, cookies: "withoutSecureHsts" },
  },
  {
    name: "cookies: a session cookie without Secure, under HSTS",
    mirrors: "cookies.test.js 'session cookie no secure but hsts'",
    spec: cookie(["SESSIONID=bar; Domain=example.com; Path=/; HttpOnly"]),
    score: 105,
    grade: "A+",
    outcomes: { ...GOOD, cookies: "sessionWithoutSecureHsts" },
  },
  {
    name: "cookies: without Secure and without HSTS",
    mirrors: "cookies.test.js 'no secure'",
    spec: cookie(["foo=bar; Domain=example.com; Path=/"], { "strict-transport-security": null }),
    score: 60,
    grade: "C+",
    outcomes: { ...GOOD, cookies: "withoutSecure", "strict-transport-security": "notImplemented" },
  },
  {
    name: "cookies: a session cookie without HttpOnly",
    mirrors: "cookies.test.js 'session no httponly'",
    spec: cookie(["SESSIONID=bar; Domain=example.com; Path=/; Secure"]),
    score: 70,
    grade: "B",
    outcomes: { ...GOOD, cookies: "sessionWithoutHttpOnly" },
  },
  {
    name: "cookies: a login cookie without Secure and no HSTS",
    mirrors: "cookies.test.js 'session no secure'",
    spec: cookie(["loginToken=bar; Path=/; HttpOnly"], { "strict-transport-security": null }),
    score: 40,
    grade: "D+",
    outcomes: { ...GOOD, cookies: "sessionWithoutSecure", "strict-transport-security": "notImplemented" },
  },
  {
    name: "cookies: a cookie for another site's domain is refused by the browser and not judged",
    spec: cookie(["SESSIONID=bar; Domain=other.example; Path=/", "tracker=1; Domain=com; Path=/"]),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, cookies: "notFound" },
  },
);

CASES.push(
  // --- cross-origin resource sharing (the preflight the scanner sends with its own Origin)
  {
    name: "CORS: public content (*)",
    mirrors: "cors.test.js 'public access'",
    spec: good({}, { preflight: { "access-control-allow-origin": "*" } }),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, "cross-origin-resource-sharing": "publicAccess" },
  },
  {
    name: "CORS: restricted to a partner",
    mirrors: "cors.test.js 'restricted access'",
    spec: good({}, { preflight: { "access-control-allow-origin": "https://partner.example", "access-control-allow-credentials": "true" } }),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, "cross-origin-resource-sharing": "restrictedAccess" },
  },
  {
    name: "CORS: any origin echoed back with credentials",
    mirrors: "cors.test.js 'universal access'",
    spec: good(
      {},
      { preflight: { "access-control-allow-origin": "https://cors-probe.scanner.invalid", "access-control-allow-credentials": "true" } },
    ),
    score: 50,
    grade: "C",
    outcomes: { ...GOOD, "cross-origin-resource-sharing": "universalAccess" },
  },
  {
    name: "CORS: a preflight refused (405) shows nothing, whatever its headers",
    spec: good({}, { preflight: { "access-control-allow-origin": "*" }, preflightStatus: 405 }),
    score: 115,
    grade: "A+",
    outcomes: GOOD,
  },
);

CASES.push(
  // --- redirection
  {
    name: "redirection: no plain http at all",
    mirrors: "redirection.test.js 'no http but does have https'",
    spec: good({}, { httpRoute: null }),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, redirection: "noHttp" },
  },
  {
    name: "redirection: plain http answers without redirecting",
    mirrors: "redirection.test.js 'redirection missing'",
    spec: good({}, { httpRoute: [["http://example.com/", 200]] }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, redirection: "missing" },
  },
  {
    name: "redirection: plain http leads to another plain http page",
    mirrors: "redirection.test.js 'redirection not to https'",
    spec: good(
      {},
      {
        httpRoute: [
          ["http://example.com/", 301],
          ["http://www.example.com/", 302],
          ["http://www.example.com/en/", 200],
        ],
      },
    ),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, redirection: "notToHttps" },
  },
  {
    name: "redirection: to https, but through another http host first",
    mirrors: "redirection.test.js 'first redirection to http'",
    spec: good(
      {},
      {
        httpRoute: [
          ["http://example.com/", 301],
          ["http://www.example.com/", 301],
          ["https://www.example.com/", 200],
        ],
      },
    ),
    score: 105,
    grade: "A+",
    outcomes: { ...GOOD, redirection: "httpFirst" },
  },
  {
    name: "redirection: straight to https on another host",
    mirrors: "redirection.test.js 'first redirection off host'",
    spec: good(
      {},
      {
        httpRoute: [
          ["http://example.com/", 301],
          ["https://www.example.com/", 200],
        ],
      },
    ),
    score: 110,
    grade: "A+",
    outcomes: { ...GOOD, redirection: "offHost" },
  },
  {
    name: "redirection: to https on the same host with a port",
    mirrors: "redirection.test.js 'proper redirection to https with port number'",
    spec: good(
      {},
      {
        httpRoute: [
          ["http://example.com/", 301],
          ["https://example.com:8443/", 200],
        ],
      },
    ),
    score: 115,
    grade: "A+",
    outcomes: GOOD,
  },
  {
    name: "redirection: the https it leads to has an invalid certificate",
    spec: good({}, { httpVerified: false }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, redirection: "invalidCert" },
  },
  {
    name: "HSTS preload list: every hop preloaded, and the site itself",
    mirrors: "redirection.test.js 'all redirections preloaded', strict-transport-security.test.js 'preloaded'",
    spec: good(
      { "strict-transport-security": null },
      {
        httpRoute: [
          ["http://example.com/", 301],
          ["https://example.com/", 302],
          ["https://www.example.com/", 200],
        ],
      },
    ),
    preload: (host) => (host === "example.com" ? { mode: "force-https", includeSubDomains: true } : undefined),
    score: 120,
    grade: "A+",
    outcomes: { ...GOOD, redirection: "allPreloaded", "strict-transport-security": "preloaded" },
  },
  {
    name: "HSTS preload list: an entry that only pins keys forces nothing",
    mirrors: "strict-transport-security.test.js 'preloaded' (dropboxusercontent.com)",
    spec: good({ "strict-transport-security": null }),
    preload: (host) => (host === "example.com" ? { mode: "pinning-only", includeSubDomains: true } : undefined),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "strict-transport-security": "notImplemented" },
  },
);

CASES.push(
  // --- strict transport security
  {
    name: "HSTS: no max-age",
    mirrors: "strict-transport-security.test.js 'header invalid'",
    spec: good({ "strict-transport-security": "includeSubDomains; preload" }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "strict-transport-security": "invalid" },
  },
  {
    name: "HSTS: the header sent twice",
    mirrors: "strict-transport-security.test.js 'header invalid' (repeated)",
    spec: good({ "strict-transport-security": ["max-age=15768000; includeSubDomains", "max-age=15768000; includeSubDomains"] }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "strict-transport-security": "invalid" },
  },
  {
    name: "HSTS: a max-age that is no number is not counted as short (the Observatory's parseInt)",
    spec: good({ "strict-transport-security": "max-age=forever" }),
    score: 115,
    grade: "A+",
    outcomes: GOOD,
  },
  {
    name: "HSTS: over a certificate that does not verify",
    mirrors: "strict-transport-security.test.js 'invalid cert'",
    spec: good({}, { httpsVerified: false }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "strict-transport-security": "invalidCert" },
  },
  {
    name: "no https at all: the plain http page is judged, HSTS cannot be set and nothing redirects",
    mirrors: "strict-transport-security.test.js 'no https'",
    spec: good({}, { https: false, httpRoute: [["http://example.com/", 200]] }),
    score: 60,
    grade: "C+",
    outcomes: { ...GOOD, redirection: "missing", "strict-transport-security": "noHttps" },
  },
);

CASES.push(
  // --- subresource integrity
  {
    name: "SRI: another site's script over https with a hash",
    mirrors: "subresource-integrity.test.js 'implemented with external scripts and https'",
    spec: good(
      {},
      {
        body: `<script src="/static/js/foo.js"></script>${script('src="https://cdn.other.example/lib.js" integrity="sha384-abc" crossorigin="anonymous"')}`,
      },
    ),
    score: 120,
    grade: "A+",
    outcomes: { ...GOOD, "subresource-integrity": "externalWithSri" },
  },
  {
    name: "SRI: another site's script over https without a hash",
    mirrors: "subresource-integrity.test.js 'not implemented with external scripts and https'",
    spec: good({}, { body: script('src="https://fb.me/react-0.14.7.min.js"') }),
    score: 110,
    grade: "A+",
    outcomes: { ...GOOD, "subresource-integrity": "externalWithoutSri" },
  },
  {
    name: "SRI: another site's script over plain http, with a hash",
    mirrors: "subresource-integrity.test.js 'implemented with external scripts and http'",
    spec: good({}, { body: script('src="http://cdn.other.example/lib.js" integrity="sha384-abc"') }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "subresource-integrity": "externalInsecureWithSri" },
  },
  {
    name: "SRI: a protocol-relative script without a hash, even from the same site",
    mirrors: "subresource-integrity.test.js 'same origin' (sameorigin3)",
    spec: good({}, { body: script('src="//www.example.com/static/js/foo.js"') }),
    score: 50,
    grade: "C",
    outcomes: { ...GOOD, "subresource-integrity": "externalInsecureWithoutSri" },
  },
  {
    name: "SRI: the site's own scripts by full https URL, no hash needed",
    mirrors: "subresource-integrity.test.js 'same origin' (sameorigin2)",
    spec: good({}, { body: `${script('src="https://www.example.com/static/js/foo.js"')}<script>inline()</script>` }),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, "subresource-integrity": "sameOriginWithoutSri" },
  },
  {
    name: "SRI: registrable domains under a multi-label suffix (.com.br) are different sites",
    spec: good(
      {},
      {
        host: "www.empresa.com.br",
        httpRoute: [
          ["http://www.empresa.com.br/", 301],
          ["https://www.empresa.com.br/", 200],
        ],
        body: script('src="https://cdn.outra.com.br/x.js"'),
      },
    ),
    score: 110,
    grade: "A+",
    outcomes: { ...GOOD, "subresource-integrity": "externalWithoutSri" },
  },
  {
    name: "SRI: not an HTML page",
    mirrors: "subresource-integrity.test.js 'not html'",
    spec: good({ "content-type": "application/json" }, { body: '{"foo": "bar"}' }),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, "subresource-integrity": "notHtml" },
  },
);

CASES.push(
  // --- content security policy
  {
    name: "CSP: a policy in a meta tag only",
    mirrors: "csp.test.js 'no unsafe default src none' (test_parse_http_equiv_headers_csp1.html)",
    spec: good(
      { "content-security-policy": null },
      { body: `<!doctype html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none';"></head>` },
    ),
    score: 120,
    grade: "A+",
    outcomes: { ...GOOD, "content-security-policy": "noUnsafeDefaultNone", "subresource-integrity": "noScripts" },
  },
  {
    name: "CSP: a meta tag holding only frame-ancestors is no policy",
    mirrors: "csp.test.js 'ignore frame-anchestors in http-equiv'",
    spec: good(
      { "content-security-policy": null },
      { body: `<meta http-equiv="Content-Security-Policy" content="frame-ancestors 'none'">` },
    ),
    score: 75,
    grade: "B",
    outcomes: { ...GOOD, "content-security-policy": "notImplemented" },
  },
  {
    name: "CSP: report-only enforces nothing",
    mirrors: "csp.test.js 'report only'",
    spec: good({ "content-security-policy": null, "content-security-policy-report-only": "default-src 'none'; report-to /_/csp-reports" }),
    score: 75,
    grade: "B",
    outcomes: { ...GOOD, "content-security-policy": "reportOnly" },
  },
  {
    name: "CSP: a directive written twice",
    mirrors: "csp.test.js 'header invalid'",
    spec: good({ "content-security-policy": "default-src 'none'; img-src 'self'; default-src 'none'" }),
    score: 75,
    grade: "B",
    outcomes: { ...GOOD, "content-security-policy": "invalid" },
  },
  {
    name: "CSP: 'unsafe-inline' in script-src",
    mirrors: "csp.test.js 'unsafe inline'",
    spec: good({ "content-security-policy": "default-src 'none'; script-src 'unsafe-inline'" }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "content-security-policy": "unsafeInline" },
  },
  {
    name: "CSP: 'unsafe-eval'",
    mirrors: "csp.test.js 'unsafe eval'",
    spec: good({ "content-security-policy": "default-src 'none'; script-src 'unsafe-eval'" }),
    score: 100,
    grade: "A+",
    outcomes: { ...GOOD, "content-security-policy": "unsafeEval" },
  },
  {
    name: "CSP: scripts allowed over plain http",
    mirrors: "csp.test.js 'insecure scheme'",
    spec: good({ "content-security-policy": "default-src 'none'; script-src http://mozilla.org" }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "content-security-policy": "insecureScheme" },
  },
  {
    name: "CSP: images allowed over plain http",
    mirrors: "csp.test.js 'insecure scheme in passive content only'",
    spec: good({ "content-security-policy": "default-src 'self'; img-src http:" }),
    score: 100,
    grade: "A+",
    outcomes: { ...GOOD, "content-security-policy": "insecureSchemePassive" },
  },
  {
    name: "CSP: report-uri twice costs the bonus",
    spec: good({ "content-security-policy": "default-src 'none'; report-uri /a; report-uri /b" }),
    score: 110,
    grade: "A+",
    outcomes: { ...GOOD, "content-security-policy": "duplicateDirectives" },
  },
  {
    name: "CSP: 'strict-dynamic' with a nonce",
    mirrors: "csp.test.js 'strict dynamic'",
    spec: good({ "content-security-policy": "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*" }),
    score: 120,
    grade: "A+",
    outcomes: { ...GOOD, "content-security-policy": "noUnsafeDefaultNone" },
  },
  {
    name: "CSP: frame-ancestors stands in for X-Frame-Options",
    mirrors: "x-frame-options.test.js 'implemented via CSP'",
    spec: good({ "content-security-policy": "default-src 'self'; frame-ancestors https://mozilla.org", "x-frame-options": null }),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, "x-frame-options": "viaCsp" },
  },
);

CASES.push(
  // --- the one-header tests
  {
    name: "Referrer-Policy: the meta tag comes after the header and wins",
    mirrors: "referrer-policy.test.js 'private referrer header' (meta precedence)",
    spec: good({ "referrer-policy": "unsafe-url" }, { body: `<meta name="referrer" content="no-referrer, same-origin">` }),
    score: 115,
    grade: "A+",
    outcomes: GOOD,
  },
  {
    name: "Referrer-Policy: the last policy browsers know is the one in force",
    mirrors: "referrer-policy.test.js 'multiple valid referrer headers'",
    spec: good({ "referrer-policy": "origin-when-cross-origin, no-referrer, unsafe-url" }),
    score: 105,
    grade: "A+",
    outcomes: { ...GOOD, "referrer-policy": "unsafe" },
  },
  {
    name: "X-Content-Type-Options sent twice",
    mirrors: "x-content-type-options.test.js 'header validity'",
    spec: good({ "x-content-type-options": ["nosniff", "nosniff"] }),
    score: 110,
    grade: "A+",
    outcomes: { ...GOOD, "x-content-type-options": "invalid" },
  },
  {
    name: "X-Frame-Options sent twice",
    mirrors: "x-frame-options.test.js 'validity'",
    spec: good({ "x-frame-options": ["SAMEORIGIN", "SAMEORIGIN"] }),
    score: 80,
    grade: "B+",
    outcomes: { ...GOOD, "x-frame-options": "invalid" },
  },
  {
    name: "Cross-Origin-Resource-Policy: same-site and cross-origin",
    mirrors: "cross-origin-resource-policy.test.js 'same-site'",
    spec: good({ "cross-origin-resource-policy": "same-site" }),
    score: 125,
    grade: "A+",
    outcomes: { ...GOOD, "cross-origin-resource-policy": "sameSite" },
  },
  {
    name: "Cross-Origin-Resource-Policy: cross-origin is allowed and earns nothing",
    mirrors: "cross-origin-resource-policy.test.js 'cross-origin'",
    spec: good({ "cross-origin-resource-policy": "cross-origin" }),
    score: 115,
    grade: "A+",
    outcomes: { ...GOOD, "cross-origin-resource-policy": "crossOrigin" },
  },
);

describe("headers grading conforms to the MDN HTTP Observatory", () => {
  it.each(CASES)("$name", ({ spec, score, grade, outcomes, preload }) => {
    const result = analyseHeaders(site(spec), { hstsPreload: preload });
    expect(outcomesOf(result)).toEqual(outcomes);
    expect({ score: result.score, grade: result.grade }).toEqual({ score, grade });
    // the score is the Observatory's sum: 100 plus the modifiers, bonuses only above 90
    const penalties = result.tests.reduce((s, t) => s + Math.min(t.scoreModifier, 0), 0);
    expect(result.score).toBe(
      Math.max(0, 100 + penalties >= 90 ? 100 + result.tests.reduce((s, t) => s + t.scoreModifier, 0) : 100 + penalties),
    );
  });

  it("covers every outcome of every test", () => {
    const seen = new Set(
      CASES.flatMap((c) =>
        Object.entries(outcomesOf(analyseHeaders(site(c.spec), { hstsPreload: c.preload }))).map(([id, o]) => `${id}.${o}`),
      ),
    );
    const all = Object.entries(OUTCOME_NAMES).flatMap(([id, names]) => names.map((o) => `${id}.${o}`));
    expect(all.filter((o) => !seen.has(o))).toEqual([]);
  });

  it("has every finding and recommendation in words in both languages, with the variables they use", () => {
    const findings = CASES.flatMap((c) => analyseHeaders(site(c.spec), { hstsPreload: c.preload }).tests);
    const unchecked = Object.keys(REASONS).flatMap((code) => couldNotCheck({ code, message: "detail" }, 500).tests);
    expect(missingTexts([...findings, ...unchecked])).toEqual([]);
  });
});

const OUTCOME_NAMES = Object.fromEntries(Object.entries(OUTCOMES).map(([id, o]) => [id, Object.keys(o)]));
