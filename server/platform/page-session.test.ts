import { describe, expect, it } from "vitest";
import { signedInApp } from "../test/signed-in-app.ts";
import { BACKENDS } from "../test/harness.ts";
import { PageSession, sharePageSession } from "./page-session.ts";

describe("PageSession", () => {
  it("works an answer out once, again after clear(), and does not keep a failure", async () => {
    const session = new PageSession();
    let runs = 0;
    const work = async () => ++runs;
    expect(await Promise.all([session.remember("a", work), session.remember("a", work)])).toEqual([1, 1]);
    session.clear();
    expect(await session.remember("a", work)).toBe(2);
    await expect(session.remember("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await session.remember("b", work)).toBe(3);
  });
});

describe.each(BACKENDS)("the in-process reads of one page request (%s)", (backend) => {
  const session = signedInApp(backend, "individual@skill5.test");

  /** Sends a request as the page server does for a page; counts the session and viewer queries it makes. */
  async function call(page: PageSession | null, path: string, init: RequestInit = {}) {
    const { t, cookie } = session;
    const request = new Request(`http://localhost:3000${path}`, {
      ...init,
      headers: { host: "localhost:3000", cookie, origin: "http://localhost:3000", ...(init.headers as Record<string, string>) },
    });
    if (page) sharePageSession(request, page);
    const counted = { sessions: 0, people: 0 };
    const stop = t.onQuery((sql) => {
      if (/from "refresh_tokens"/.test(sql) && /"revoked_at" is null/.test(sql)) counted.sessions++;
      if (/^select .* from "users" where/.test(sql)) counted.people++;
    });
    const res = await t.app.request(request);
    stop();
    return { res, ...counted };
  }

  it("checks the session and builds the viewer once for the page, again after a write, every time for calls of no page", async () => {
    const page = new PageSession();
    const first = await call(page, "/api/auth/me");
    expect(first.res.status).toBe(200);
    expect(first.sessions).toBe(1);
    expect(first.people).toBeGreaterThan(0);
    const again = await Promise.all([call(page, "/api/auth/me"), call(page, "/api/enrollments")]);
    for (const r of again) expect([r.res.status, r.sessions, r.people]).toEqual([200, 0, 0]);
    expect(await again[0]!.res.json()).toEqual(await first.res.json());

    // a write works everything out anew, and so do the reads after it
    const write = await call(page, "/api/user/manager-mode", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ enabled: false }),
    });
    expect(write.sessions).toBe(1);
    const after = await call(page, "/api/auth/me");
    expect([after.res.status, after.sessions]).toEqual([200, 1]);
    expect(after.people).toBeGreaterThan(0);

    // requests no page made (a browser's) share nothing
    for (let i = 0; i < 2; i++) {
      const alone = await call(null, "/api/auth/me");
      expect([alone.res.status, alone.sessions]).toEqual([200, 1]);
    }
  });

  it("forgets a session signed out within the page", async () => {
    const page = new PageSession();
    expect((await call(page, "/api/auth/me")).res.status).toBe(200);
    expect((await call(page, "/api/auth/sign-out", { method: "POST" })).res.status).toBeLessThan(400);
    expect((await call(page, "/api/auth/me")).res.status).toBe(401);
  });
});
