import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECT_AFTER_LOGIN_COOKIE } from "../../../contract/session.ts";
import { sameOriginPath } from "../../../contract/same-origin-path.ts";
import { cookiesFrom, signIn } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";

const ORIGIN = "http://localhost:3000";

describe("same-origin return paths", () => {
  it("keeps paths of this origin and refuses every way out, as a browser would parse them", () => {
    expect(sameOriginPath("/training/courses?page=2#top", ORIGIN)).toBe("/training/courses?page=2#top");
    expect(sameOriginPath(`${ORIGIN}/dashboard`, ORIGIN)).toBe("/dashboard");
    for (const raw of ["/\t/evil.example", "/\t\\evil.example", "//evil.example", "/\\evil.example", "\\\\evil.example", "/\n/evil.example", "https://evil.example/", "javascript:alert(1)", "http://localhost:3001/"]) {
      expect(sameOriginPath(raw, ORIGIN), raw).toBeNull();
    }
  });
});

describe.each(BACKENDS)("renewing a session during a page load on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const resume = (next: string, cookie: string, site?: string) =>
    t.req(`/api/auth/resume?next=${next}`, { headers: { cookie, ...(site ? { "sec-fetch-site": site } : {}) } });

  it("returns to a path of this origin only: tab and backslash tricks go home", async () => {
    for (const next of ["%2F%09%2Fevil.example", "%2F%09%5Cevil.example", "%2F%5Cevil.example", "https%3A%2F%2Fevil.example"]) {
      const cookie = await signIn(t, "individual@skill5.test");
      const res = await resume(next, cookie, "same-origin");
      expect(res.status, next).toBe(302);
      expect(res.headers.get("location"), next).toBe("/");
    }
    const cookie = await signIn(t, "individual@skill5.test");
    const ok = await resume("%2Fbadges%3Fview%3Dgrid", cookie, "same-origin");
    expect(ok.headers.get("location")).toBe("/badges?view=grid");
  });

  it("remembers only a same-origin target for after sign-in", async () => {
    const res = await resume("%2F%09%2Fevil.example", "", "none");
    expect(res.headers.get("location")).toBe("/auth/sign-in");
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${REDIRECT_AFTER_LOGIN_COOKIE}=`))).toMatch(new RegExp(`^${REDIRECT_AFTER_LOGIN_COOKIE}=(%2F|/);`));
  });

  it("does not rotate the session on a cross-site navigation: it continues by a same-origin POST", async () => {
    const cookie = await signIn(t, "individual@skill5.test");
    const page = await resume("%2Fdashboard", cookie, "cross-site");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.getSetCookie()).toEqual([]);
    const html = await page.text();
    expect(html).toContain('<form id="resume" method="post" action="/api/auth/resume">');
    expect(html).toContain('value="/dashboard"');
    expect(html).toMatch(/<script nonce="[^"]+">/);

    // a forged cross-site POST is refused
    const forged = await t.req("/api/auth/resume", { method: "POST", headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: "next=%2Fdashboard" });
    expect(forged.status).toBe(403);
    // the page's own POST renews: the refresh token presented is still unused
    const renewed = await t.req("/api/auth/resume", { method: "POST", headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: "next=%2Fdashboard" });
    expect(renewed.status).toBe(303);
    expect(renewed.headers.get("location")).toBe("/dashboard");
    expect(cookiesFrom(renewed, cookie)).not.toBe(cookie);
  });
});
