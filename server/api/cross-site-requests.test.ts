import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ACCESS_COOKIE } from "../../contract/session.ts";
import type { AppEnv } from "../platform/env.ts";
import { originCheck } from "../platform/security.ts";
import { signedInApp } from "../test/signed-in-app.ts";
import { BACKENDS } from "../test/harness.ts";

const ORIGIN = "http://localhost:3000";
type ErrorBody = { error: { code: string; message: string } };

describe.each(BACKENDS)("state-changing requests from another site on %s", (backend) => {
  const session = signedInApp(backend, "individual@skill5.test");

  /** As no browser of ours sends it: only the headers given (`t.req` would add a browser's Sec-Fetch-Site). */
  const raw = (path: string, method: string, headers: Record<string, string>, body?: string) =>
    Promise.resolve(session.t.app.request(`${ORIGIN}${path}`, { method, headers: { host: "localhost:3000", ...headers }, body }));
  const rename = (headers: Record<string, string>, name = "Ana Souza") =>
    raw("/api/user", "PATCH", { "content-type": "application/json", ...headers }, JSON.stringify({ name }));

  it("refuses a cookie-authenticated request that carries neither Origin nor Sec-Fetch-Site, in the caller's language", async () => {
    const { cookie } = session;
    const res = await rename({ cookie, "x-locale": "pt" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "cross_origin", message: "Esta solicitação veio de outro site e foi recusada." } });
    // the session cookie of renewal, alone, is refused the same way
    const refresh = cookie
      .split("; ")
      .filter((c) => !c.startsWith(`${ACCESS_COOKIE}=`))
      .join("; ");
    expect((await raw("/api/auth/renew-session", "POST", { cookie: refresh })).status).toBe(403);
    expect(
      (await raw("/api/user", "DELETE", { cookie, "content-type": "application/json" }, JSON.stringify({ confirm: true }))).status,
    ).toBe(403);
  });

  it("checks the Referer when it is all there is: this site's passes, another site's is refused", async () => {
    const { cookie } = session;
    expect((await rename({ cookie, referer: "http://evil.example/" })).status).toBe(403);
    expect((await rename({ cookie, referer: "http://localhost:3000.evil.example/account" })).status).toBe(403);
    expect((await rename({ cookie, referer: "not a url" })).status).toBe(403);
    const ours = await rename({ cookie, referer: `${ORIGIN}/account/personal-data` }, "Ana Referer");
    expect(ours.status).toBe(200);
    expect(((await ours.json()) as { name: string }).name).toBe("Ana Referer");
  });

  it("accepts what a browser sends from our own page, and still refuses another site's Origin or Sec-Fetch-Site", async () => {
    const { cookie } = session;
    expect((await rename({ cookie, origin: ORIGIN })).status).toBe(200);
    expect((await rename({ cookie, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await rename({ cookie, origin: "http://evil.example", referer: `${ORIGIN}/account` })).status).toBe(403);
    expect((await rename({ cookie, "sec-fetch-site": "cross-site", referer: `${ORIGIN}/account` })).status).toBe(403);
    expect((await rename({ cookie, origin: "null" })).status).toBe(403);
  });

  it("leaves bearer-token callers and callers without a session alone", async () => {
    const { cookie } = session;
    const token = new RegExp(`${ACCESS_COOKIE}=([^;]+)`).exec(cookie)![1]!;
    const bearer = await rename({ authorization: `Bearer ${token}` }, "Ana Bearer");
    expect(bearer.status).toBe(200);
    // a script's own cookie jar does not turn a bearer call into a cookie one
    expect((await rename({ authorization: `Bearer ${token}`, cookie })).status).toBe(200);
    const contact = await raw(
      "/api/public/contact",
      "POST",
      { "content-type": "application/json", cookie: "i18n_locale=en" },
      JSON.stringify({ name: "Ana", email: "ana@example.com", subject: "sales", message: "Hello from a server." }),
    );
    expect(contact.status).toBe(201);
  });
});

describe("an operation that takes a form posted from another site", () => {
  const app = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("origin", ORIGIN);
      c.set("locale", "en");
      await next();
    })
    .use("*", originCheck([{ method: "POST", path: "/api/lti/launch" }]))
    .post("/api/lti/launch", (c) => c.text("launched"))
    .post("/api/lti/other", (c) => c.text("acted"));
  const post = (path: string) =>
    Promise.resolve(
      app.request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: "https://lms.example", cookie: `${ACCESS_COOKIE}=x` } }),
    );

  it("is let through by exact method and path only; every other operation is still refused", async () => {
    expect((await post("/api/lti/launch")).status).toBe(200);
    expect((await post("/api/lti/other")).status).toBe(403);
    expect((await post("/api/lti/launch/x")).status).toBe(403);
    expect(((await (await post("/api/lti/other")).json()) as ErrorBody).error.code).toBe("cross_origin");
  });
});
