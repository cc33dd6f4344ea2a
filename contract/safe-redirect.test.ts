import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, encodeLocation, externalLocation, redirectTarget, safeRedirectPath } from "./safe-redirect.ts";

const ORIGIN = "http://localhost:3000";

/** Each way out: what the target is as sent, and null (refused) or the harmless path it resolves to. */
const HOSTILE: [string, string | null][] = [
  // protocol-relative, however it is spelled
  ["//evil.example", null],
  ["//evil.example/", null],
  ["///evil.example", null],
  ["////evil.example", null],
  ["//127.0.0.1/", null],
  // backslashes, which browsers read as slashes
  ["/\\evil.example", null],
  ["\\\\evil.example", null],
  ["\\/evil.example", null],
  ["/\\/evil.example", null],
  ["/\\\\evil.example", null],
  // tabs, newlines and spaces the URL parser drops
  ["/\t/evil.example", null],
  ["/\n/evil.example", null],
  ["/\r\n/evil.example", null],
  ["\t//evil.example", null],
  [" //evil.example", null],
  ["/\t\\evil.example", null],
  // dot segments, plain and encoded, that resolve to "//host" (the issue's own)
  ["/..//evil.example/", null],
  ["/.//evil.example", null],
  ["/%2e%2e//evil.example", null],
  ["/%2E%2E//evil.example", null],
  ["/a/../..//evil.example", null],
  ["/./..//evil.example", null],
  ["/.%2e//evil.example", null],
  ["/%2e//evil.example", null],
  // encoded slashes and backslashes, single and double: one path segment of this site, not a host
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/%252F%252Fevil.example", "/%252F%252Fevil.example"],
  ["/%5Cevil.example", "/%5Cevil.example"],
  // other sites, schemes and ports
  ["https://evil.example/", null],
  ["http://evil.example", null],
  ["HTTPS://evil.example", null],
  ["https:evil.example", null],
  ["http:\\\\evil.example", null],
  ["https://localhost:3000.evil.example/", null],
  ["https://localhost:3000/", null],
  ["http://localhost:3001/", null],
  ["http://[::1]/", null],
  // userinfo: the host is what follows the last @
  ["http://localhost:3000@evil.example/", null],
  ["//localhost:3000@evil.example", null],
  ["http://evil.example@localhost:3000/x", "/x"],
  ["/@evil.example", "/@evil.example"],
  ["@evil.example", "/@evil.example"],
  // scripts and documents
  ["javascript:alert(1)", null],
  ["JaVaScRiPt:alert(1)", null],
  ["java\tscript:alert(1)", null],
  [" javascript:alert(1)", null],
  ["\u0001javascript:alert(1)", null],
  ["data:text/html,<script>alert(1)</script>", null],
  ["vbscript:msgbox(1)", null],
  ["file:///etc/passwd", null],
  ["mailto:a@evil.example", null],
  ["blob:http://localhost:3000/x", null],
  // unicode slashes and dots are text, not separators: encoded, they stay a path here
  ["/／evil.example", "/%EF%BC%8Fevil.example"],
  ["／／evil.example", "/%EF%BC%8F%EF%BC%8Fevil.example"],
  ["/\u2215\u2215evil.example", "/%E2%88%95%E2%88%95evil.example"],
  ["\uff3c\uff3cevil.example", "/%EF%BC%BC%EF%BC%BCevil.example"],
  ["/\u3002evil.example", "/%E3%80%82evil.example"],
  // header injection and text a header refuses: encoded or dropped, never raw
  ["/x\r\nSet-Cookie: a=b", "/xSet-Cookie:%20a=b"],
  ["/%0d%0aSet-Cookie:%20a=b", "/%0d%0aSet-Cookie:%20a=b"],
  ["/x\u0000y", "/x%00y"],
  ["/\ud800x", "/%EF%BF%BDx"],
  // too long for a cookie or a log line
  [`/${"a".repeat(MAX_REDIRECT_LENGTH)}`, null],
  ["", null],
];

const GOOD: [string, string][] = [
  ["/", "/"],
  ["/dashboard", "/dashboard"],
  ["/training/courses?page=2#top", "/training/courses?page=2#top"],
  ["/pt", "/pt"],
  ["/pt/", "/pt/"],
  ["/pt/training/courses/phishing-essentials/watch?step=2#question-3", "/pt/training/courses/phishing-essentials/watch?step=2#question-3"],
  ["/pt/my-company/members?role=manager&page=3", "/pt/my-company/members?role=manager&page=3"],
  [
    "/subscription/pricing?plan=skill5-team&interval=year&currency=BRL",
    "/subscription/pricing?plan=skill5-team&interval=year&currency=BRL",
  ],
  ["/search?q=a%20b&next=%2F%2Fx", "/search?q=a%20b&next=%2F%2Fx"],
  ["/training/courses/ção", "/training/courses/%C3%A7%C3%A3o"],
  [`${ORIGIN}/badges?view=grid`, "/badges?view=grid"],
  ["/a/b/../c/./d", "/a/c/d"],
];

describe("safe redirect targets", () => {
  it(`refuses every way off the site (${HOSTILE.length} forms), or keeps it as a harmless path of this site`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    for (const [raw, expected] of HOSTILE) {
      const out = safeRedirectPath(raw, ORIGIN);
      expect(out, JSON.stringify(raw)).toBe(expected);
      // whatever survives, a browser reading it as a Location stays here and sends ASCII only
      if (out) {
        expect(new URL(out, `${ORIGIN}/`).origin, JSON.stringify(raw)).toBe(ORIGIN);
        expect(out, JSON.stringify(raw)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      }
    }
  });

  it("keeps the paths people return to: path, query, hash and the /pt prefix", () => {
    for (const [raw, expected] of GOOD) expect(safeRedirectPath(raw, ORIGIN), raw).toBe(expected);
  });

  it("without an origin keeps only relative targets; with a fallback, a refusal goes there", () => {
    expect(safeRedirectPath("/pt/dashboard")).toBe("/pt/dashboard");
    expect(safeRedirectPath(`${ORIGIN}/dashboard`)).toBeNull();
    expect(safeRedirectPath("/pt//evil.example/")).toBe("/pt//evil.example/");
    expect(redirectTarget("//evil.example/")).toBe("/");
    expect(redirectTarget("/..//evil.example/", ORIGIN, "/pt")).toBe("/pt");
    expect(redirectTarget(null, ORIGIN)).toBe("/");
  });

  it("encodes a Location for its header: controls, spaces, other scripts and lone surrogates, keeping escapes", () => {
    expect(encodeLocation("/training/courses/a\u0000b\r\nc d/watch")).toBe("/training/courses/a%00b%0D%0Ac%20d/watch");
    expect(encodeLocation("/pt/cursos/ação-日本-😀")).toBe("/pt/cursos/a%C3%A7%C3%A3o-%E6%97%A5%E6%9C%AC-%F0%9F%98%80");
    expect(encodeLocation("/x\ud800y")).toBe("/x%EF%BF%BDy");
    expect(encodeLocation("/a%20b?c=%2F#d")).toBe("/a%20b?c=%2F#d");
  });

  it("lets only http(s) addresses through as another site's, encoded", () => {
    expect(externalLocation("https://academy.example.com/cursos/ação")).toBe("https://academy.example.com/cursos/a%C3%A7%C3%A3o");
    for (const raw of ["javascript:alert(1)", "//evil.example", "/dashboard", "data:text/html,x", "https://"])
      expect(externalLocation(raw), raw).toBeNull();
  });
});
