import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { startTestIdp, type TestIdp } from "../../test/oidc-provider.ts";

describe.each(BACKENDS)("federated sign-in against a real OpenID Connect provider on %s", (backend) => {
  let t: TestApp;
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await startTestIdp(["http://localhost:3000/auth/oauth-token", "http://acme.localhost:3000/auth/oauth-token"]);
    t = await startTestApp(backend, {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: "skill5",
      OIDC_CLIENT_SECRET: "skill5-test-secret",
      OIDC_NAME: "Test SSO",
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  async function roundTrip(login: string, host: string, accountType = "individual") {
    const start = await t.req("/api/auth/federated-sign-in", { ...jsonBody({ provider: "oidc", accountType }), host });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const auth = new URL(url);
    expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
    expect(auth.searchParams.get("state")).toBeTruthy();
    expect(auth.searchParams.get("nonce")).toBeTruthy();
    const back = await idp.authorize(url, login);
    expect(back.pathname).toBe("/auth/oauth-token");
    return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, iss: back.searchParams.get("iss") ?? undefined };
  }

  it("lists the configured provider", async () => {
    expect(await (await t.req("/api/auth/providers")).json()).toEqual({ providers: [{ id: "oidc", name: "Test SSO" }] });
  });

  it("signs up a new person: code exchange, federated token, account, session", async () => {
    const { code, state, iss } = await roundTrip("ana-sub", "localhost:3000");
    const res = await t.req("/api/auth/oauth-token", jsonBody({ code, state, iss }));
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as { access_token: string; isNewUser: boolean; token_type: string };
    expect(tokens).toMatchObject({ isNewUser: true, token_type: "Bearer" });
    const info = await t.req("/api/auth/oauth-userinfo", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await info.json()).toMatchObject({ email: "ana.fed@example.com", name: "Ana Federada" });
    // a federated token is not a session
    expect((await t.req("/api/auth/me", { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
    const signUp = await t.req("/api/auth/federated-sign-up", {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(signUp.status).toBe(200);
    const me = await t.req("/api/auth/me", withCookie(cookiesFrom(signUp)));
    expect(await me.json()).toMatchObject({ email: "ana.fed@example.com", isFederated: true, completedProfile: true });
    // the same code cannot be used twice
    expect((await t.req("/api/auth/oauth-token", jsonBody({ code, state, iss }))).status).toBe(400);
  });

  it("signs an existing user straight in, on their own tenant only", async () => {
    const { code, state, iss } = await roundTrip("manager-sub", "acme.localhost:3000");
    const res = await t.req("/api/auth/oauth-token", { ...jsonBody({ code, state, iss }), host: "acme.localhost:3000" });
    expect(((await res.json()) as { isNewUser: boolean }).isNewUser).toBe(false);
    const me = await t.req("/api/auth/me", { ...withCookie(cookiesFrom(res)), host: "acme.localhost:3000" });
    expect(await me.json()).toMatchObject({ email: "manager@acme.test", isFederated: true });
    // a state issued for one tenant is useless on another
    const other = await roundTrip("manager-sub", "acme.localhost:3000");
    expect((await t.req("/api/auth/oauth-token", jsonBody(other))).status).toBe(400);
  });

  it("refuses a forged state and an unknown provider with clear errors", async () => {
    const bad = await t.req("/api/auth/oauth-token", jsonBody({ code: "x", state: "forged" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: "federated_failed", message: "The sign-in with your provider did not complete. Please try again." },
    });
    const google = await t.req("/api/auth/federated-sign-in", jsonBody({ provider: "google" }));
    expect(google.status).toBe(400);
    expect((await t.req("/api/auth/federated-sign-up", { method: "POST" })).status).toBe(401);
  });
});
