import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { phishingEvents, phishingRecipients } from "../schema.ts";
import { runningCampaign } from "./fixtures.ts";

// Reports marked by hand with the real time: one by one or from a CSV, all or nothing.

const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("manual reports on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(() => t?.close());

  const report = (id: string, body: unknown, cookie: string | null = manager, locale?: string) => {
    const init = { ...jsonBody(body, locale ? { "x-locale": locale } : {}), method: "POST" };
    return t.req(`/api/phishing/campaigns/${id}/reports`, cookie ? { ...withCookie(cookie, init), host: ACME } : { ...init, host: ACME });
  };
  const person = async (id: string) => (await t.database.db.select().from(phishingRecipients).where(eq(phishingRecipients.id, id)))[0]!;

  it("records each person at the real time, keeps the earliest, and lists unknown addresses", async () => {
    const c = await runningCampaign(t, "manager@acme.test", ["dan@acme.test", "eve@acme.test"], 120);
    const dan = c.recipients["dan@acme.test"]!;
    const at = new Date(Date.now() - 60 * 60_000);
    const res = await report(c.campaignId, {
      reports: [{ email: "DAN@acme.test ", reportedAt: at.toISOString() }, { email: "nobody@acme.test" }],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ recorded: 1, unchanged: 0, unknown: ["nobody@acme.test"] });
    expect(await person(dan.id)).toMatchObject({ reportedAt: at, reportSource: "manual" });

    // later: unchanged; earlier: replaces it
    const later = await report(c.campaignId, {
      reports: [{ email: dan.email, reportedAt: new Date(at.getTime() + 60_000).toISOString() }],
    });
    expect(await later.json()).toEqual({ recorded: 0, unchanged: 1, unknown: [] });
    const earlier = new Date(at.getTime() - 10 * 60_000);
    const csv = await report(c.campaignId, {
      source: "csv",
      reports: [{ email: dan.email, reportedAt: earlier.toISOString() }, { email: "eve@acme.test" }],
    });
    expect(await csv.json()).toEqual({ recorded: 2, unchanged: 0, unknown: [] });
    expect((await person(dan.id)).reportedAt).toEqual(earlier);
    const eve = await person(c.recipients["eve@acme.test"]!.id);
    expect(eve).toMatchObject({ reportSource: "csv" });
    expect(Math.abs(eve.reportedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses a time in the future or before the message was sent, writing nothing", async () => {
    const c = await runningCampaign(t, "manager@acme.test", ["fay@acme.test", "gus@acme.test"], 60);
    const fay = c.recipients["fay@acme.test"]!;
    const future = await report(c.campaignId, {
      reports: [{ email: "gus@acme.test" }, { email: fay.email, reportedAt: new Date(Date.now() + 3600_000).toISOString() }],
    });
    expect(future.status).toBe(400);
    expect(JSON.stringify(await future.json())).toContain("fay@acme.test");
    const before = await report(
      c.campaignId,
      { reports: [{ email: "gus@acme.test" }, { email: fay.email, reportedAt: new Date(Date.now() - 2 * 3600_000).toISOString() }] },
      manager,
      "pt",
    );
    expect(before.status).toBe(400);
    expect(JSON.stringify(await before.json())).toContain("antes de a simulação ser enviada");
    const events = await t.database.db.select().from(phishingEvents).where(eq(phishingEvents.campaignId, c.campaignId));
    expect(events).toHaveLength(0);
    expect((await person(c.recipients["gus@acme.test"]!.id)).reportedAt).toBeNull();

    expect((await report(c.campaignId, { reports: [] })).status).toBe(400);
    expect((await report(c.campaignId, { reports: [{ email: fay.email, reportedAt: "yesterday" }] })).status).toBe(400);
  });

  it("answers 401 without a session, 403 without manage-phishing and 404 for another company's campaign", async () => {
    const c = await runningCampaign(t, "manager@acme.test", ["hal@acme.test"], 60);
    const body = { reports: [{ email: "hal@acme.test" }] };
    expect((await report(c.campaignId, body, null)).status).toBe(401);
    expect((await report(c.campaignId, body, learner)).status).toBe(403);
    const other = await runningCampaign(t, "manager@globex.test", ["ivy@globex.test"], 60);
    expect((await report(other.campaignId, { reports: [{ email: "ivy@globex.test" }] })).status).toBe(404);
    expect((await report("00000000-0000-4000-8000-000000000000", body)).status).toBe(404);
    // a malformed id is refused as input (400, with the not-found message), naming nothing
    expect((await report("not-an-id", body)).status).toBe(400);
  });
});
