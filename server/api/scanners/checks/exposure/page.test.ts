import { describe, expect, it } from "vitest";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { BASE_SCORE, gradeExposure } from "./grading.ts";
import { mixedContentTest } from "./mixed-content.ts";
import { cookieTests, serverVersionTest } from "./page-headers.ts";
import type { ProbeAnswer } from "./probe.ts";

// The home page's tests are pure over the answer the probe got: here, answers as sites send them.

const page = (body: string, headers: Record<string, string[]> = {}, url = "https://site.test/"): ProbeAnswer => ({
  url,
  status: 200,
  headers: { "content-type": ["text/html; charset=utf-8"], ...headers },
  body: Buffer.from(body),
  mediaType: (headers["content-type"]?.[0] ?? "text/html").split(";")[0]!,
  typeParams: {},
});
const seen: ScanTest[] = [];
const keep = <T extends ScanTest | ScanTest[]>(t: T): T => (seen.push(...(Array.isArray(t) ? t : [t])), t);

describe("mixed content on the home page", () => {
  it("fails active content over http and warns for passive content, wherever the browser would load it", () => {
    const active = keep(
      mixedContentTest(
        page(
          '<link rel="stylesheet" href="http://cdn.test/a.css"><form action="http://site.test/login"></form><img srcset="/a.png 1x, http://cdn.test/b.png 2x">',
        ),
      ),
    );
    expect(active).toMatchObject({ result: "fail", scoreModifier: -20, summary: { key: "exposure.mixed-content.found.active" } });
    expect(active.evidence).toMatchObject({
      active: [
        { tag: "link", url: "http://cdn.test/a.css" },
        { tag: "form", url: "http://site.test/login" },
      ],
      passive: [{ tag: "img", url: "http://cdn.test/b.png" }],
    });
    expect(
      keep(mixedContentTest(page('<video poster="http://cdn.test/p.jpg"></video><link rel="icon" href="http://cdn.test/f.ico">'))),
    ).toMatchObject({ result: "warning", scoreModifier: -5 });
  });

  it("resolves relative addresses against <base>, and ignores links, which are not resources", () => {
    expect(keep(mixedContentTest(page('<base href="http://static.test/"><script src="app.js"></script>')))).toMatchObject({
      result: "fail",
      evidence: { active: [{ url: "http://static.test/app.js" }] },
    });
    expect(
      keep(
        mixedContentTest(
          page('<a href="http://other.test/">x</a><link rel="canonical" href="http://site.test/"><script src="//cdn.test/a.js"></script>'),
        ),
      ),
    ).toMatchObject({ result: "pass" });
  });

  it("only warns when upgrade-insecure-requests makes browsers fetch them over https", () => {
    const body = '<script src="http://cdn.test/a.js"></script>';
    expect(
      keep(mixedContentTest(page(body, { "content-security-policy": ["default-src https:; upgrade-insecure-requests"] }))),
    ).toMatchObject({ result: "warning", summary: { key: "exposure.mixed-content.found.upgraded" } });
    expect(
      keep(mixedContentTest(page(`<meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests">${body}`))),
    ).toMatchObject({ result: "warning" });
  });

  it("has nothing to judge on a plain http page or one that is not HTML", () => {
    expect(keep(mixedContentTest(page('<script src="http://cdn.test/a.js"></script>', {}, "http://site.test/")))).toMatchObject({
      result: "info",
      summary: { key: "exposure.mixed-content.found.notHttps" },
    });
    expect(keep(mixedContentTest(page("{}", { "content-type": ["application/json"] })))).toMatchObject({
      result: "info",
      summary: { key: "exposure.mixed-content.found.notHtml" },
    });
  });
});

describe("cookies and server versions on the home page", () => {
  it("judges each cookie: session cookies that scripts can read fail, missing flags warn, an anti-CSRF token may be read", () => {
    const tests = keep(
      cookieTests(
        page("", {
          "set-cookie": [
            "connect.sid=s%3A1; Path=/; Secure; SameSite=Lax",
            "csrftoken=1; Secure; SameSite=Strict",
            "lang=pt; Path=/",
            "ok=1; Secure; HttpOnly; SameSite=Lax",
          ],
        }),
      ),
    );
    expect(tests.map((t) => [t.id, t.result, t.scoreModifier])).toEqual([
      ["cookie-connect.sid", "fail", -10],
      ["cookie-csrftoken", "info", 0],
      ["cookie-lang", "warning", -2],
      ["cookie-ok", "pass", 0],
    ]);
  });

  it("warns about software versions on the home page or the not-found page, not about bare product names", () => {
    const baseline = {
      path: "/x",
      result: { ...page(""), status: 404, headers: { server: ["nginx"], "x-aspnet-version": ["4.0.30319"] } },
    };
    const t = keep(serverVersionTest(page("", { server: ["nginx"] }), baseline));
    expect(t).toMatchObject({ result: "warning", scoreModifier: -5, summary: { vars: { headers: "X-AspNet-Version: 4.0.30319" } } });
    expect(keep(serverVersionTest(page("", { server: ["cloudflare"] }), { path: "/x", result: null }))).toMatchObject({ result: "pass" });
  });

  it("has every text in English and Portuguese, with the variables it uses", () => {
    expect(missingTexts(seen)).toEqual([]);
  });
});

describe("the exposure grade", () => {
  const t = (id: string, result: ScanTest["result"], scoreModifier: number): ScanTest => ({
    id,
    result,
    scoreModifier,
    evidence: null,
    summary: { key: "k" },
    recommendation: null,
  });
  const files = [t("git-config", "pass", 0), t("env-file", "pass", 0), t("backup-files", "pass", 0)];

  it("starts at 90 and counts the security.txt bonus only when nothing took points away", () => {
    expect(gradeExposure(files)).toEqual({ score: BASE_SCORE, grade: "A" });
    expect(gradeExposure([...files, t("security-txt", "pass", 10)])).toEqual({ score: 100, grade: "A+" });
    expect(gradeExposure([...files, t("security-txt", "pass", 10), t("server-version", "warning", -5)])).toEqual({
      score: 85,
      grade: "A-",
    });
    expect(gradeExposure([...files, t("takeover-a.test", "fail", -50), t("takeover-b.test", "fail", -50)])).toEqual({
      score: 0,
      grade: "F",
    });
  });

  it("gives no grade when one of the 40-point files could not be checked", () => {
    expect(gradeExposure([t("git-config", "pass", 0), t("env-file", "error", 0), t("backup-files", "pass", 0)])).toEqual({
      score: null,
      grade: null,
    });
  });
});
