import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_CODE_PATTERN, type Affiliate, type CommissionList, type ReferralList } from "../../../contract/referrals.ts";
import { affiliates, referrals, signUpCampaigns } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";
type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

describe.each(BACKENDS)("the referral programme's API on %s", (backend) => {
  let t: TestApp;
  let lucas: string;
  let acmeId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    lucas = await signIn(t, "learner@acme.test", ACME);
    [{ id: acmeId }] = (await t.database.db
      .select({ id: whitelabels.id })
      .from(whitelabels)
      .where(eq(whitelabels.whitelabelSlug, "acme"))) as [{ id: string }];
  });
  afterAll(() => t.close());

  const get = (path: string, cookie = "", host = ACME, locale = "en") =>
    t.req(`/api${path}`, { ...withCookie(cookie), host, headers: { cookie, "x-locale": locale } });
  const affiliateOf = async (cookie: string, host = ACME) => (await (await get("/affiliate", cookie, host)).json()) as Affiliate;

  /** Signs a visitor up through the real flow, with the cookies the middlewares left in their browser. */
  async function signUp(
    email: string,
    name: string,
    browserCookie: string,
    accountType: "individual" | "company" = "individual",
    host = ACME,
  ) {
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType, name, email, captchaPayload: await solveCaptcha(t, host) }, { cookie: browserCookie }),
      host,
    });
    expect(res.status).toBe(200);
    const { session } = (await res.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }, { cookie: browserCookie }),
      host,
    });
    expect(confirm.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { cookie: cookiesFrom(confirm), userId: user!.id };
  }

  it("tells anyone what the programme pays, as configured (20 % by default, links kept 30 days)", async () => {
    const res = await get("/public/referral-program");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rate: 0.2, percent: 20, cookieDays: 30 });
  });

  it("answers 401 to a visitor and 403 to someone without base-user on every affiliate call", async () => {
    const mine = await affiliateOf(lucas);
    for (const path of ["/affiliate", `/affiliate/${mine.id}/referrals`, `/affiliate/${mine.id}/commissions`]) {
      const anon = await get(path);
      expect(anon.status).toBe(401);
      expect(((await anon.json()) as Err).error.code).toBe("unauthenticated");
    }
    // a company sign-up before its profile is complete belongs nowhere yet: no base-user
    const { cookie } = await signUp("nobody-yet@newco.test", "Nora Yet", "", "company");
    for (const path of ["/affiliate", `/affiliate/${mine.id}/referrals`, `/affiliate/${mine.id}/commissions`]) {
      const res = await get(path, cookie, ACME, "pt");
      expect(res.status).toBe(403);
      expect(((await res.json()) as Err).error.code).toBe("forbidden");
    }
  });

  it("makes the affiliate record on first use: a random code, the link to the site with ?ref=, the same record after", async () => {
    const first = await affiliateOf(lucas);
    expect(first.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(first.code).toBe(first.code.toUpperCase());
    expect(first.link).toBe(`http://${ACME}/?ref=${first.code}`);
    expect(first).toMatchObject({ rate: 0.2, commissions: [], totalReferrals: expect.any(Number), totalCommissions: 0 });
    expect(await affiliateOf(lucas)).toMatchObject({ id: first.id, code: first.code });
    // another person gets another code; codes are not counted up
    const marina = await affiliateOf(await signIn(t, "manager@acme.test", ACME));
    expect(marina.id).not.toBe(first.id);
    expect(marina.code).not.toBe(first.code);
  });

  it("checks a code on its own site only, in either case", async () => {
    const { code } = await affiliateOf(lucas);
    expect(await (await get(`/public/referral-codes/${code.toLowerCase()}`)).json()).toEqual({ code });
    expect((await get(`/public/referral-codes/${code}`, "", "localhost:3000")).status).toBe(404);
    expect((await get("/public/referral-codes/ZZZZZZZZ")).status).toBe(404);
    expect((await get("/public/referral-codes/not-a-code")).status).toBe(400);
  });

  it("answers 404 for another person's or another site's affiliate, and 400 for a bad page", async () => {
    const mine = await affiliateOf(lucas);
    const marina = await signIn(t, "manager@acme.test", ACME);
    const ivan = await signIn(t, "individual@skill5.test");
    for (const kind of ["referrals", "commissions"]) {
      expect((await get(`/affiliate/${mine.id}/${kind}`, marina)).status).toBe(404);
      expect((await get(`/affiliate/${mine.id}/${kind}`, ivan, "localhost:3000")).status).toBe(404);
      expect((await get(`/affiliate/00000000-0000-4000-8000-000000000000/${kind}`, lucas)).status).toBe(404);
      const bad = await get(`/affiliate/${mine.id}/${kind}?page=0&limit=500`, lucas, ACME, "pt");
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as Err).error.issues!.map((i) => i.path).sort()).toEqual(["limit", "page"]);
      expect((await get(`/affiliate/${mine.id}/${kind}`, lucas)).status).toBe(200);
    }
  });

  it("attaches a sign-up that followed the link, with its campaign, and shows it to the referrer", async () => {
    const mine = await affiliateOf(lucas);
    const browser = `ref_code=${mine.code}; utm_params=${encodeURIComponent(JSON.stringify({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", utm_evil: "x" }))}`;
    const { userId } = await signUp("bia@example.com", "Bia Lima", browser);
    const list = (await (await get(`/affiliate/${mine.id}/referrals`, lucas)).json()) as ReferralList;
    expect(list.referrals[0]).toMatchObject({
      name: "Bia Lima",
      status: "signed-up",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" },
      convertedAt: null,
    });
    expect(list.referrals[0]!.utm).not.toHaveProperty("utm_evil");
    expect(list.totalReferrals).toBe((await affiliateOf(lucas)).totalReferrals);
    // the campaign is kept with the person too, for the analytics reports
    const [campaign] = await t.database.db.select().from(signUpCampaigns).where(eq(signUpCampaigns.userId, userId));
    expect(campaign).toMatchObject({ whitelabelId: acmeId, source: "newsletter", medium: "email", campaign: "spring", term: null });
    expect(await t.services.referrals.signUpsByCampaign({ tenantId: acmeId }, { since: new Date(Date.now() - 60_000) })).toContainEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring",
      signUps: 1,
    });
  });

  it("attaches nothing for an unknown code, another site's code, or a referrer in the company the person's address belongs to", async () => {
    const mine = await affiliateOf(lucas);
    const ivanCode = (await affiliateOf(await signIn(t, "individual@skill5.test"), "localhost:3000")).code;
    const before = (await affiliateOf(lucas)).totalReferrals;
    const a = await signUp("carla@example.com", "Carla", "ref_code=ZZZZZZZZ");
    const b = await signUp("dora@example.com", "Dora", `ref_code=${ivanCode}`);
    // Lucas works at Acme Corporation, which owns acme.test: a colleague is not a referral
    const c = await signUp("colleague@acme.test", "Cole League", `ref_code=${mine.code}`, "company");
    expect((await affiliateOf(lucas)).totalReferrals).toBe(before);
    const attached = await t.database.db.select().from(referrals).where(eq(referrals.whitelabelId, acmeId));
    expect(attached.map((r) => r.referredUserId)).not.toContain(a.userId);
    expect(attached.map((r) => r.referredUserId)).not.toContain(b.userId);
    expect(attached.map((r) => r.referredUserId)).not.toContain(c.userId);
  });

  it("never refers a person with their own code", async () => {
    const mine = await affiliateOf(lucas);
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, "learner@acme.test"), eq(users.whitelabelId, acmeId)));
    const hook = t.services.areas.find((a) => a.name === "referrals")!.onSignUp!;
    await hook(t.database.db, { tenantId: acmeId, userId: me!.id }, { name: me!.name, accountType: "individual", referralCode: mine.code });
    expect(await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, me!.id))).toEqual([]);
  });

  it("pages the referrals and commissions, newest first, with the §3 totals", async () => {
    const [aff] = await t.database.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.code, (await affiliateOf(await signIn(t, "manager@acme.test", ACME))).code));
    const marina = await signIn(t, "manager@acme.test", ACME);
    const base = Date.now() - 3_600_000;
    await t.database.db.insert(referrals).values(
      Array.from({ length: 12 }, (_, i) => ({
        whitelabelId: acmeId,
        affiliateId: aff!.id,
        utm: { utm_source: `s${i}` },
        createdAt: new Date(base + i * 1000),
      })),
    );
    const p1 = (await (await get(`/affiliate/${aff!.id}/referrals`, marina)).json()) as ReferralList;
    expect(p1).toMatchObject({ totalReferrals: 12, page: 1, limit: 10 });
    expect(p1.referrals.map((r) => r.utm?.utm_source)).toEqual(["s11", "s10", "s9", "s8", "s7", "s6", "s5", "s4", "s3", "s2"]);
    expect(p1.referrals[0]!.name).toBeNull();
    const p3 = (await (await get(`/affiliate/${aff!.id}/referrals?page=3&limit=5`, marina)).json()) as ReferralList;
    expect(p3.referrals.map((r) => r.utm?.utm_source)).toEqual(["s1", "s0"]);
    const none = (await (await get(`/affiliate/${aff!.id}/commissions?page=2`, marina)).json()) as CommissionList;
    expect(none).toEqual({ commissions: [], totalCommissions: 0, page: 2, limit: 10 });
  });
});
