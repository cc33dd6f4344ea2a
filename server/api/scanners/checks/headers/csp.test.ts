import { describe, expect, it } from "vitest";
import { cspTest } from "./csp.ts";
import { parsePolicies } from "./csp-policy.ts";

// The Content-Security-Policy test on the header values of the Observatory's own suite
// (test/csp.test.js, v1.6.3), each with the outcome that suite expects for it. Over https.

const judge = (header: string, meta: string[] = []) => cspTest({ headers: [header], meta, reportOnly: null, secure: true });

const EXPECTED: [string, string[]][] = [
  [
    "invalid",
    [
      "  ",
      "",
      "default-src 'none'; default-src 'none'",
      "default-src 'none'; img-src 'self'; default-src 'none'",
      "default-src 'none'; script-src 'strict-dynamic'",
      "defa",
    ],
  ],
  ["unsafeInline", ["default-src 'none'; script-src https://*", "default-src 'none'; script-src 'unsafe-inline'"]],
  [
    "insecureScheme",
    [
      "default-src http://mozilla.org",
      "default-src 'none'; script-src http://mozilla.org",
      "default-src 'none'; script-src ftp://mozilla.org",
    ],
  ],
  [
    "insecureSchemePassive",
    [
      "default-src 'none'; img-src http://mozilla.org",
      "default-src 'self'; img-src ftp:",
      "default-src 'self'; img-src http:",
      "default-src 'none'; img-src https:; media-src http://mozilla.org",
      "default-src 'none'; img-src http: https:; script-src 'self'; style-src 'self'",
      "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'self'",
      "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'unsafe-inline'",
    ],
  ],
  [
    "unsafeInline",
    [
      "script-src 'unsafe-inline'",
      "script-src data:",
      "script-src http:",
      "script-src ftp:",
      "default-src 'unsafe-inline'",
      "default-src 'UNSAFE-INLINE'",
      "upgrade-insecure-requests",
      "script-src 'none'",
      "script-src https:",
      "script-src https://mozilla.org https:",
      "default-src https://mozilla.org https:",
      "default-src 'none'; script-src *",
      "default-src *; script-src *; object-src 'none'",
      "default-src 'none'; script-src 'none'; object-src *",
      "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'",
      "default-src 'none'; script-src 'unsafe-inline' http:",
      "object-src https:; script-src 'none'",
    ],
  ],
  ["unsafeEval", ["default-src 'none'; script-src 'unsafe-eval'"]],
  [
    "unsafeInlineStyleOnly",
    [
      "object-src 'none'; script-src 'none'; style-src 'unsafe-inline'",
      "default-src 'none'; script-src https://mozilla.org; style-src 'unsafe-inline'",
      "default-src 'unsafe-inline'; script-src https://mozilla.org",
      "default-src 'none';;; ;;;style-src 'self' 'unsafe-inline'",
      "default-src 'none'; style-src data:",
      "default-src 'none'; style-src *",
      "default-src 'none'; style-src https:",
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
    ],
  ],
  [
    "noUnsafe",
    [
      "default-src https://mozilla.org",
      "default-src https://mozilla.org;;; ;;;script-src 'none'",
      "object-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;",
      "object-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline'; style-src 'none'",
      "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
      "object-src 'none'; style-src 'self'; script-src 'unsafe-inline' 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA=''sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB='",
      "object-src 'none'; script-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'; style-src 'none'",
      "default-src https://mozilla.org; style-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'",
      "default-src https://mozilla.org; style-src 'unsafe-inline' 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
    ],
  ],
  [
    "noUnsafeDefaultNone",
    [
      "default-src",
      "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123' 'unsafe-inline'",
      "default-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;",
      "default-src 'none'; object-src https://mozilla.org",
      "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123'",
      "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123'",
      "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*",
      "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' 'unsafe-inline'",
    ],
  ],
];

describe("content-security-policy on the Observatory's own cases", () => {
  it.each(EXPECTED.flatMap(([outcome, values]) => values.map((value) => ({ value, outcome }))))(
    "$value → $outcome",
    ({ value, outcome }) => {
      expect(judge(value).outcome).toBe(outcome);
    },
  );

  it("reads the header and the meta tags as policies that all apply", () => {
    // csp.test.js 'no unsafe default src none': header default-src http:, meta default-src https: → nothing in common
    expect(judge("default-src http:", ["default-src https:"]).outcome).toBe("noUnsafeDefaultNone");
    expect(judge("default-src 'none'", ["default-src https:"]).outcome).toBe("noUnsafeDefaultNone");
    expect(judge("img-src 'none'", ["default-src 'none';"]).outcome).toBe("noUnsafeDefaultNone");
    // test_parse_http_equiv_headers_csp_multiple_http_equiv1.html: four meta policies
    const metas = [
      "default-src 'none'; object-src 'none'; media-src 'none';",
      "connect-src 'self'; font-src 'self'; child-src 'self'",
      "img-src 'self'; style-src 'self' 'nonce-gAeQO8jI4VJCsrsXkcUVRCzQjiihKteQ",
      "script-src 'self' 'unsafe-inline' 'nonce-gAeQO8jI4VJCsrsXkcUVRCzQjiihKteQ'",
    ];
    expect(cspTest({ headers: [], meta: metas, reportOnly: null, secure: true }).outcome).toBe("noUnsafeDefaultNone");
  });

  it("keeps only what every policy of a comma-separated list allows", () => {
    // csp.test.js 'multiple CSP headers with differing policies produce correct intersection'
    const f = judge(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline', default-src 'none'; style-src 'self', default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    );
    expect(f.outcome).toBe("noUnsafeDefaultNone");
    expect(f.directives).toEqual({ "default-src": ["'none'"], "script-src": ["'self'"], "style-src": ["'self'"] });
    // csp.test.js 'multiple CSP headers combined per RFC 9110 are not treated as invalid'
    expect(judge("default-src 'none'; script-src 'self', default-src 'none'; script-src 'self'").directives).toEqual({
      "default-src": ["'none'"],
      "script-src": ["'self'"],
    });
  });

  it("reads frame-ancestors from headers only and judges the policy flags as the Observatory does", () => {
    const flags = (h: string) => judge(h).evidence.policy as Record<string, boolean>;
    for (const h of ["default-src 'none'", "frame-ancestors *", "frame-ancestors http:", "frame-ancestors https:"])
      expect(flags(h).antiClickjacking).toBe(false);
    expect(flags("default-src *; frame-ancestors 'none'").antiClickjacking).toBe(true);
    for (const h of [
      "default-src 'none'; base-uri *; object-src *",
      "default-src 'none'; base-uri https:; object-src https:",
      "default-src *",
    ]) {
      expect(flags(h)).toMatchObject({ insecureBaseUri: true, unsafeObjects: true });
    }
    for (const h of ["default-src *; form-action 'none'", "default-src 'none'; form-action 'self' https://mozilla.org"])
      expect(flags(h).insecureFormAction).toBe(false);
    for (const h of ["default-src *", "default-src 'none'", "form-action https:"]) expect(flags(h).insecureFormAction).toBe(true);
    // a meta tag's frame-ancestors does not stop framing (csp.test.js 'ignore frame-anchestors in http-equiv')
    expect(judge("frame-ancestors 'none'", []).evidence.policy).toMatchObject({ antiClickjacking: true });
    expect(
      cspTest({ headers: ["default-src 'self'"], meta: ["frame-ancestors 'none'"], reportOnly: null, secure: true }).evidence.policy,
    ).toMatchObject({ antiClickjacking: false });
  });

  it("counts a meta tag with report-uri twice as a policy, as the Observatory's note of the repetition stays among the directives", () => {
    const f = cspTest({ headers: [], meta: ["report-uri /a; report-uri /b"], reportOnly: null, secure: true });
    expect(f.outcome).toBe("unsafeInline");
    expect(cspTest({ headers: [], meta: ["report-uri /a"], reportOnly: null, secure: true }).outcome).toBe("notImplemented");
  });

  it("does not count http: sources on a plain http page as a downgrade", () => {
    expect(
      cspTest({ headers: ["default-src 'none'; script-src http://mozilla.org"], meta: [], reportOnly: null, secure: false }).outcome,
    ).toBe("noUnsafeDefaultNone");
  });

  it("treats a bad percent-escape in paths compared across policies as a malformed policy", () => {
    expect(() => parsePolicies(["default-src https://a.example/%zz/", "default-src https://a.example/%zz/x"])).toThrow();
    expect(judge("default-src https://a.example/%zz/, default-src https://a.example/%zz/x").outcome).toBe("invalid");
  });
});
