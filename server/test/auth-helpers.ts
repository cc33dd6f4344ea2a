import { solveChallenge } from "altcha-lib/v1";
import { and, desc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/index.ts";
import { otpChallenges } from "../api/identity/schema.ts";
import { CookieJar } from "../web/cookie-jar.ts";
import { jsonBody, type TestApp } from "./harness.ts";

/** Solves a captcha the way the browser does and returns the base64 payload. */
export async function solveCaptcha(t: TestApp, host = "localhost:3000") {
  const c = (await (await t.req("/api/captcha", { host })).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    maxnumber: number;
    signature: string;
  };
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: s!.number, salt: c.salt, signature: c.signature }),
  ).toString("base64");
}

/** The newest code mailed to an address. */
export async function lastCode(t: TestApp, to: string) {
  const [m] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return m?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export async function mailsTo(t: TestApp, to: string, template?: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(template ? and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)) : eq(mailOutbox.to, to));
}

/** Cookies a response set, as a Cookie header to send back (expired ones dropped): what a page request's jar does. */
export function cookiesFrom(res: Response, previous = "") {
  const jar = new CookieJar(previous);
  jar.absorb(res.headers.getSetCookie());
  return jar.header();
}

/** Signs in through the real two-step flow; returns the cookie header of the session. */
export async function signIn(t: TestApp, email: string, host = "localhost:3000", rememberMe = false) {
  // as if the 60-second resend timer had passed since this address's last code
  await t.database.db
    .update(otpChallenges)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(otpChallenges.email, email));
  const start = await t.req("/api/auth/sign-in", { ...jsonBody({ email, captchaPayload: await solveCaptcha(t, host) }), host });
  if (start.status !== 200) throw new Error(`sign-in start ${start.status}: ${await start.text()}`);
  const { session } = (await start.json()) as { session: string };
  const otp = await lastCode(t, email);
  const res = await t.req("/api/auth/sign-in", {
    ...jsonBody({ email, otp, session, rememberMe, captchaPayload: await solveCaptcha(t, host) }),
    host,
  });
  if (res.status !== 200) throw new Error(`sign-in verify ${res.status}: ${await res.text()}`);
  return cookiesFrom(res);
}

export const withCookie = (cookie: string, init: RequestInit & { host?: string } = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});
