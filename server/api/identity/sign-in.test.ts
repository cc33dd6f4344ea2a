import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNotNull } from "drizzle-orm";
import { otpChallenges, refreshTokens } from "./schema.ts";
import { cookiesFrom, lastCode, mailsTo, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("sign-in and sessions on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const start = async (email: string, host = ACME, extra: Record<string, string> = {}) =>
    t.req("/api/auth/sign-in", { ...jsonBody({ email, captchaPayload: await solveCaptcha(t, host) }, extra), host });
  const verify = async (email: string, session: string, otp: string, host = ACME) =>
    t.req("/api/auth/sign-in", {
      ...jsonBody({ email, session, otp, rememberMe: true, captchaPayload: await solveCaptcha(t, host) }),
      host,
    });

  it("serves a proof-of-work challenge within the spec's ceiling", async () => {
    const res = await t.req("/api/captcha");
    const c = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(c).sort()).toEqual(["algorithm", "challenge", "maxnumber", "salt", "signature"]);
    expect(c.maxnumber as number).toBeLessThanOrEqual(1_000_000);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("mails a six-digit code, answers the same for an unknown address, and signs in with the code", async () => {
    const known = await start("manager@acme.test");
    const unknown = await start("nobody@acme.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const k = (await known.json()) as { session: string; resendAfter: number };
    expect(Object.keys(await unknown.json()).sort()).toEqual(Object.keys(k).sort());
    expect(k.resendAfter).toBe(60);
    expect(await mailsTo(t, "nobody@acme.test")).toHaveLength(0);
    const code = await lastCode(t, "manager@acme.test");
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.id, k.session));
    expect(stored!.codeHash).not.toContain(code!);
    const res = await verify("manager@acme.test", k.session, code!);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ tokenType: "Bearer", expiresIn: 900 });
    const cookies = res.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/access_token=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/refresh_token=[^;]+;.*Path=\/api\/auth.*HttpOnly/i);
    expect(cookies).toMatch(/refresh_token=.*Max-Age=2592000/i);
    const me = await t.req("/api/auth/me", { ...withCookie(cookiesFrom(res)), host: ACME });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: "manager@acme.test",
      isManager: true,
      userEntities: [{ entity: { name: "Acme Corporation", type: "company" } }],
    });
    // the code worked once
    expect((await verify("manager@acme.test", k.session, code!)).status).toBe(400);
  });

  it("counts wrong codes: attempts left, then the session is dead after the fifth", async () => {
    const { session } = (await (await start("learner@acme.test")).json()) as { session: string };
    const right = await lastCode(t, "learner@acme.test");
    const wrong = right === "000000" ? "111111" : "000000";
    const first = (await (await verify("learner@acme.test", session, wrong)).json()) as Err;
    expect(first.error).toMatchObject({ code: "otp_invalid", message: "Wrong code. You have 4 attempts left." });
    for (let i = 0; i < 3; i++) await verify("learner@acme.test", session, wrong);
    const fifth = (await (await verify("learner@acme.test", session, wrong)).json()) as Err;
    expect(fifth.error.code).toBe("otp_locked");
    const late = await verify("learner@acme.test", session, right!);
    expect(late.status).toBe(400);
    expect(((await late.json()) as Err).error.code).toBe("otp_locked");
  });

  it("lets a person sign straight back in once their last code was used", async () => {
    await signIn(t, "creator@skill5.test");
    const again = await t.req("/api/auth/sign-in", {
      ...jsonBody({ email: "creator@skill5.test", captchaPayload: await solveCaptcha(t) }),
    });
    expect(again.status).toBe(200);
  });

  it("refuses an expired code and a new code within the 60-second resend timer, in the caller's language", async () => {
    await t.database.db
      .update(otpChallenges)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpChallenges.email, "learner@acme.test"));
    const { session } = (await (await start("learner@acme.test")).json()) as { session: string };
    const again = await start("learner@acme.test", ACME, { "accept-language": "pt-BR" });
    expect(again.status).toBe(429);
    expect(((await again.json()) as Err).error.message).toMatch(/^Aguarde \d+ segundos antes de pedir um novo código\.$/);
    await t.database.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.id, session));
    const res = await verify("learner@acme.test", session, (await lastCode(t, "learner@acme.test"))!);
    expect(((await res.json()) as Err).error.code).toBe("otp_expired");
  });

  it("accepts each captcha once and refuses forged or missing ones", async () => {
    const payload = await solveCaptcha(t, ACME);
    const first = await t.req("/api/auth/validate-email", { ...jsonBody({ email: "a@b.co", recaptchaToken: payload }), host: ACME });
    expect(first.status).toBe(200);
    const replay = await t.req("/api/auth/validate-email", { ...jsonBody({ email: "a@b.co", recaptchaToken: payload }), host: ACME });
    expect(((await replay.json()) as Err).error.code).toBe("captcha_replayed");
    const decoded = JSON.parse(Buffer.from(await solveCaptcha(t, ACME), "base64").toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString("base64");
    const bad = await t.req("/api/auth/sign-in", { ...jsonBody({ email: "manager@acme.test", captchaPayload: forged }), host: ACME });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Err).error.code).toBe("captcha_invalid");
    const none = await t.req("/api/auth/sign-in", { ...jsonBody({ email: "manager@acme.test" }), host: ACME });
    expect(none.status).toBe(400);
    expect(((await none.json()) as Err).error.issues?.[0]?.path).toBe("captchaPayload");
  });

  it("rotates the refresh token and revokes the whole session when an old one is replayed", async () => {
    const cookie = await signIn(t, "individual@skill5.test");
    const renewed = await t.req("/api/auth/renew-session", withCookie(cookie, { method: "POST" }));
    expect(renewed.status).toBe(200);
    const next = cookiesFrom(renewed, cookie);
    expect(next).not.toBe(cookie);
    // a second tab renewing at the same moment with the same token is not a theft
    const sibling = await t.req("/api/auth/renew-session", withCookie(cookie, { method: "POST" }));
    expect(sibling.status).toBe(200);
    // the first refresh token again, later: stolen or replayed
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(isNotNull(refreshTokens.usedAt));
    const replay = await t.req("/api/auth/renew-session", withCookie(cookie, { method: "POST" }));
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as Err).error.code).toBe("session_reused");
    const afterTheft = await t.req("/api/auth/renew-session", withCookie(next, { method: "POST" }));
    expect(afterTheft.status).toBe(401);
    expect((await t.req("/api/auth/me", withCookie(next))).status).toBe(401);
    const tampered = await t.req("/api/auth/renew-session", withCookie("refresh_token=forged-value", { method: "POST" }));
    expect(tampered.status).toBe(401);
  });

  it("signs out everywhere: the access token stops working at once", async () => {
    const cookie = await signIn(t, "creator@skill5.test");
    expect((await t.req("/api/auth/me", withCookie(cookie))).status).toBe(200);
    const out = await t.req("/api/auth/sign-out", withCookie(cookie, { method: "POST" }));
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/access_token=;/);
    const me = await t.req("/api/auth/me", withCookie(cookie));
    expect(me.status).toBe(401);
    expect(((await me.json()) as Err).error.message).toBe("Please sign in to continue.");
    // and its refresh token is dead too
    expect((await t.req("/api/auth/renew-session", withCookie(cookie, { method: "POST" }))).status).toBe(401);
  });

  it("never accepts a session on another tenant", async () => {
    const cookie = await signIn(t, "learner@acme.test", ACME);
    expect((await t.req("/api/auth/me", { ...withCookie(cookie), host: ACME })).status).toBe(200);
    expect((await t.req("/api/auth/me", { ...withCookie(cookie), host: "localhost:3000" })).status).toBe(401);
    // and an account of one tenant does not exist on another
    const other = await start("learner@acme.test", "localhost:3000");
    expect(other.status).toBe(200);
    const skill5 = await t.services.tenancy.bySlug("skill5");
    const mails = await mailsTo(t, "learner@acme.test", "otp-sign-in");
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((m) => m.whitelabelId === skill5!.id)).toEqual([]);
  });
});
