import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrafficReport } from "../../../contract/analytics.ts";
import { analyticsEvents } from "./schema.ts";
import { signUpCampaigns } from "../referrals/schema.ts";
import { entities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const DAY = 86_400_000;
type ErrorBody = { error: { code: string; message: string } };

describe.each(BACKENDS)("the managers' traffic report on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let acmeId: string;
  const report = (cookie: string | undefined, query = "", host = ACME) =>
    t.req(`/api/entity/reports/traffic${query}`, { host, headers: cookie ? { cookie } : {} });
  // each hit from its own "browser": the test app has no socket, so every request shares one address
  const hit = (host: string, browser: string, body: unknown) =>
    t.req("/api/collect", { ...jsonBody(body, { "user-agent": `${BROWSER} ${browser}` }), host });
  const pageview = (url: string, extra: Record<string, string> = {}) => ({ type: "pageview", payload: { website: "acme", url, ...extra } });

  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    const [acme] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    acmeId = acme!.id;
    // two visitors on Acme's site: one came from a newsletter, the other from a search engine
    for (const [browser, body] of [
      [
        "A",
        pageview("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", {
          title: "Acme Academy",
          referrer: "https://mail.example.com/inbox",
        }),
      ],
      ["A", pageview("/pricing", { title: "Pricing", referrer: "http://acme.localhost:3000/" })],
      ["A", { type: "event", payload: { website: "acme", url: "/pricing", name: "plan-chosen", data: { plan: "team" } } }],
      ["B", pageview("/pricing", { title: "Pricing", referrer: "https://www.google.com/" })],
      ["B", pageview("/pricing", { title: "Pricing" })],
      ["B", pageview("/training")],
    ] as const) {
      expect((await hit(ACME, browser, body)).status).toBe(204);
    }
    // Globex's traffic, and Acme's from long ago, are not in the report
    expect((await hit(GLOBEX, "C", { type: "pageview", payload: { website: "globex", url: "/pricing" } })).status).toBe(204);
    await t.database.db.insert(analyticsEvents).values({
      whitelabelId: acmeId,
      kind: "pageview",
      path: "/old",
      visitor: "f".repeat(32),
      createdAt: new Date(Date.now() - 45 * DAY),
    });
    // two people signed up on Acme's site with the newsletter's campaign, one with a campaign nobody visited through
    const people = await t.database.db
      .insert(users)
      .values(["ana", "bia", "caio"].map((n) => ({ whitelabelId: acmeId, email: `${n}.${backend}@campaign.test`, name: n })))
      .returning({ id: users.id });
    await t.database.db.insert(signUpCampaigns).values([
      { userId: people[0]!.id, whitelabelId: acmeId, source: "newsletter", medium: "email", campaign: "spring" },
      { userId: people[1]!.id, whitelabelId: acmeId, source: "newsletter", medium: "email", campaign: "spring" },
      { userId: people[2]!.id, whitelabelId: acmeId, source: "partner", medium: null, campaign: "fair" },
    ]);
  });
  afterAll(() => t.close());

  it("answers 401 to a visitor and 403 to a learner", async () => {
    expect((await report(undefined)).status).toBe(401);
    const learner = await signIn(t, "learner@acme.test", ACME);
    const res = await report(learner);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe("forbidden");
  });

  it("counts the last 30 days of the company's own site: views, daily visitors, pages, referrers, campaigns and events", async () => {
    const res = await report(manager);
    expect(res.status).toBe(200);
    const r = (await res.json()) as TrafficReport;
    const today = new Date().toISOString().slice(0, 10);
    expect(r.site).toEqual({ name: "Acme Academy", slug: "acme" });
    expect(r.period).toEqual({
      from: new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10),
      to: today,
      days: 30,
    });
    expect(r.totals).toEqual({ views: 5, visitors: 2, events: 1, signUps: 3 });
    expect(r.daily).toHaveLength(30);
    expect(r.daily.at(-1)).toEqual({ day: today, views: 5, visitors: 2 });
    expect(r.daily.slice(0, -1).every((d) => d.views === 0 && d.visitors === 0)).toBe(true);
    expect(r.pages).toEqual([
      { path: "/pricing", title: "Pricing", views: 3, visitors: 2 },
      { path: "/", title: "Acme Academy", views: 1, visitors: 1 },
      { path: "/training", title: null, views: 1, visitors: 1 },
    ]);
    // a move within the site is no referrer
    expect(r.referrers).toEqual([
      { host: "mail.example.com", views: 1, visitors: 1 },
      { host: "www.google.com", views: 1, visitors: 1 },
    ]);
    // visits and sign-ups of one campaign side by side; a campaign with sign-ups only is listed too
    expect(r.campaigns).toEqual([
      { source: "newsletter", medium: "email", campaign: "spring", views: 1, visitors: 1, signUps: 2 },
      { source: "partner", medium: null, campaign: "fair", views: 0, visitors: 0, signUps: 1 },
    ]);
    expect(r.events).toEqual([{ name: "plan-chosen", count: 1, visitors: 1 }]);
  });

  it("covers another number of days, and refuses a period it does not offer", async () => {
    const week = (await (await report(manager, "?days=7")).json()) as TrafficReport;
    expect(week.daily).toHaveLength(7);
    expect(week.totals.views).toBe(5);
    const sixty = (await (await report(manager, "?days=60")).json()) as TrafficReport;
    expect(sixty.totals.views).toBe(6);
    expect(sixty.pages.map((p) => p.path)).toContain("/old");
    for (const q of ["?days=0", "?days=91", "?days=week"]) expect((await report(manager, q)).status).toBe(400);
  });

  it("shows another company only its own site's traffic", async () => {
    const globex = await signIn(t, "manager@globex.test", GLOBEX);
    const r = (await (await report(globex, "", GLOBEX)).json()) as TrafficReport;
    expect(r.site.slug).toBe("globex");
    expect(r.totals).toEqual({ views: 1, visitors: 1, events: 0, signUps: 0 });
    expect(r.pages).toEqual([{ path: "/pricing", title: null, views: 1, visitors: 1 }]);
  });

  it("answers 404 no_site to a company that owns no site", async () => {
    const db = t.database.db;
    const [acme] = await db.select().from(entities).where(eq(entities.ownWhitelabelId, acmeId));
    await db.update(entities).set({ ownWhitelabelId: null }).where(eq(entities.id, acme!.id));
    try {
      const res = await report(manager);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: "no_site",
        message: "Your company does not own a site, so there is no traffic to report.",
      });
    } finally {
      await db.update(entities).set({ ownWhitelabelId: acmeId }).where(eq(entities.id, acme!.id));
    }
  });
});
