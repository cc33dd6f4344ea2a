import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECT_AFTER_LOGIN_COOKIE } from "../../../contract/session.ts";
import { cookiesFrom, signIn } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";

const ORIGIN = "http://localhost:3000";

describe.each(BACKENDS)("renewing a session during a page load on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // each case signs in afresh, as many times as a busy office does
    t = await startTestApp(backend, { OTP_LIMIT_PER_EMAIL: "100", OTP_LIMIT_PER_ADDRESS: "100" });
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

  // the security review's own: each resolves to "//evil.example/…", another host to a browser
  const DOT_ESCAPES = [
    "/..//evil.example/",
    "/.//evil.example/",
    "/%2e%2e//evil.example/",
    "/a/../..//evil.example/",
    "/%2E%2E/%2e%2e//evil.example/",
  ];

  it("resolves `next` before judging it: dot segments that lead to another host go home, by GET, the cross-site form and POST", async () => {
    for (const raw of DOT_ESCAPES) {
      const next = encodeURIComponent(raw);
      const direct = await resume(next, await signIn(t, "individual@skill5.test"), "same-origin");
      expect(direct.status, raw).toBe(302);
      expect(direct.headers.get("location"), raw).toBe("/");

      const cookie = await signIn(t, "individual@skill5.test");
      const page = await resume(next, cookie, "cross-site");
      expect(await page.text(), raw).toContain('<input type="hidden" name="next" value="/">');
      const posted = await t.req("/api/auth/resume", {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: `next=${next}`,
      });
      expect(posted.status, raw).toBe(303);
      expect(posted.headers.get("location"), raw).toBe("/");
    }
    // a dot segment that stays on the site still resolves to where it leads
    const ok = await resume(
      encodeURIComponent("/pt/training/../badges?view=grid#earned"),
      await signIn(t, "individual@skill5.test"),
      "same-origin",
    );
    expect(ok.headers.get("location")).toBe("/pt/badges?view=grid#earned");
  });

  it("never remembers a way off the site for after sign-in", async () => {
    for (const raw of DOT_ESCAPES) {
      const res = await resume(encodeURIComponent(raw), "", "none");
      expect(res.headers.get("location"), raw).toBe("/auth/sign-in");
      expect(
        res.headers.getSetCookie().find((c) => c.startsWith(`${REDIRECT_AFTER_LOGIN_COOKIE}=`)),
        raw,
      ).toMatch(new RegExp(`^${REDIRECT_AFTER_LOGIN_COOKIE}=(%2F|/);`));
    }
  });

  it("remembers only a same-origin target for after sign-in", async () => {
    const res = await resume("%2F%09%2Fevil.example", "", "none");
    expect(res.headers.get("location")).toBe("/auth/sign-in");
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${REDIRECT_AFTER_LOGIN_COOKIE}=`))).toMatch(
      new RegExp(`^${REDIRECT_AFTER_LOGIN_COOKIE}=(%2F|/);`),
    );
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
    const forged = await t.req("/api/auth/resume", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "next=%2Fdashboard",
    });
    expect(forged.status).toBe(403);
    // the page's own POST renews: the refresh token presented is still unused
    const renewed = await t.req("/api/auth/resume", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "next=%2Fdashboard",
    });
    expect(renewed.status).toBe(303);
    expect(renewed.headers.get("location")).toBe("/dashboard");
    expect(cookiesFrom(renewed, cookie)).not.toBe(cookie);
  });
});
