import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BillingOverview } from "../../../../contract/billing.ts";
import { entities } from "../../organizations/schema.ts";
import { users } from "../../identity/schema.ts";
import { cookiesFrom, lastCode, solveCaptcha, withCookie } from "../../../test/auth-helpers.ts";
import { jsonBody, type TestApp } from "../../../test/harness.ts";

/**
 * What the billing journeys do as a person would: sign up through the real flow, call the API
 * with their cookies in a language, read an answer that must be 200, and look at their entity.
 * The same for either gateway (the built-in one, or Stripe on its emulator).
 */
export function billingJourney(app: () => TestApp) {
  const call = (cookie: string, method: string, path: string, body?: unknown, locale = "en") =>
    app().req(`/api${path}`, {
      ...withCookie(cookie, body === undefined ? { method } : { ...jsonBody(body), method }),
      headers: { cookie, "content-type": "application/json", "x-locale": locale },
    });
  const ok = async <T>(res: Response | Promise<Response>) => {
    const r = await res;
    const text = await r.text();
    expect(r.status, text).toBe(200);
    return JSON.parse(text) as T;
  };
  const overview = (cookie: string) => ok<BillingOverview>(call(cookie, "GET", "/payment-gateway/overview"));
  const entityOf = async (userId: string) => {
    const db = app().database.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return (await db.select().from(entities).where(eq(entities.id, user!.activeEntityId!)))[0]!;
  };

  /** A visitor signs up as an individual (their own entity at once), with the cookies their browser kept (a referral link's). */
  async function signUp(email: string, name: string, browserCookie = "") {
    const t = app();
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name, email, captchaPayload: await solveCaptcha(t) }, { cookie: browserCookie }),
    });
    expect(res.status).toBe(200);
    const { session } = (await res.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }, { cookie: browserCookie }),
    });
    expect(confirm.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { cookie: cookiesFrom(confirm), userId: user!.id };
  }

  return { call, ok, overview, entityOf, signUp };
}
