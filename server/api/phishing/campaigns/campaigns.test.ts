import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Campaign } from "../../../../contract/phishing.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startSmtpSink, type SmtpSink } from "../../../test/smtp-sink.ts";
import { phishingCampaigns, phishingEvents, phishingRecipients } from "../schema.ts";
import { companyOf, members, template, wallClock, type Company } from "../test/campaign-fixtures.ts";

// Campaigns through the API: who may be targeted (refusals listed, nothing written), the spread
// over business hours in a time zone (with a DST change), the states, bounces and cancellation.

const ACME = "acme.localhost:3000";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type ApiError = { error: { code: string; message: string; issues?: { path: string }[]; refused?: { email: string; reason: string }[] } };

describe.each(BACKENDS)("phishing campaigns on %s", (backend) => {
  let t: TestApp;
  let sink: SmtpSink;
  let manager: string;
  let company: Company;
  let templateId: string;
  let groupId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(backend, { PHISHING_SMTP_URL: sink.url, PHISHING_FROM_DOMAIN: "mail.sim.test" });
    manager = await signIn(t, "manager@acme.test", ACME);
    company = await companyOf(t.database.db);
    templateId = await template(t.database.db, company, "Password expiry");
    groupId = (
      await members(
        t.database.db,
        company,
        [
          { email: "ana.api@acme.test", name: "Ana Souza", pt: true },
          { email: "bob.api@acme.test", name: "Bob Reed" },
          { email: "gone.api@acme.test", name: "Gone Away", deactivated: true },
        ],
        "Finance (API test)",
      )
    ).groupId!;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const call = (path: string, init: RequestInit & { cookie?: string | null; host?: string; locale?: string } = {}) => {
    const { cookie = manager, host = ACME, locale, ...rest } = init;
    const headers = { ...(rest.headers as Record<string, string>), ...(locale ? { "x-locale": locale } : {}) };
    const req = { ...rest, headers };
    return t.req(`/api${path}`, { ...(cookie ? withCookie(cookie, req) : req), host });
  };
  // a window an hour ahead, so no background job sends before a step asks it to
  const input = (over: Record<string, unknown> = {}) => ({
    name: "Quarterly test",
    templateIds: [templateId],
    groupIds: [groupId],
    window: {
      start: new Date(Date.now() + 2 * HOUR).toISOString(),
      end: new Date(Date.now() + 3 * HOUR).toISOString(),
      businessHours: false,
      timeZone: "America/Sao_Paulo",
    },
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call("/phishing/campaigns", jsonBody(input(over)));
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const post = (path: string, cookie?: string) => call(path, { method: "POST", cookie });
  const read = async (id: string) => (await (await call(`/phishing/campaigns/${id}`)).json()) as Campaign;
  const recipientsOf = (id: string) => t.database.db.select().from(phishingRecipients).where(eq(phishingRecipients.campaignId, id));

  it("creates a draft with one recipient per active member, each with a token and language, and lists it", async () => {
    const id = await create();
    const c = await read(id);
    expect(c).toMatchObject({
      id,
      status: "draft",
      counts: { targeted: 2, sent: 0 },
      groups: [{ id: groupId, name: "Finance (API test)" }],
    });
    expect(Date.parse(c.countUntil) - Date.parse(c.window.end)).toBe(14 * DAY);
    const rows = await recipientsOf(id);
    expect(rows.map((r) => [r.email, r.language]).sort()).toEqual([
      ["ana.api@acme.test", "pt"],
      ["bob.api@acme.test", "en"],
    ]);
    for (const r of rows) expect(r.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const list = (await (await call("/phishing/campaigns?status=draft")).json()) as { data: { id: string }[]; total: number };
    expect(list.data.map((d) => d.id)).toContain(id);
    const people = (await (await call(`/phishing/campaigns/${id}/recipients?q=ana`)).json()) as { data: { outcome: string }[] };
    expect(people.data).toEqual([expect.objectContaining({ outcome: "pending" })]);
  });

  it("refuses an address outside the verified domain and a non-member, listing both and writing nothing", async () => {
    await members(t.database.db, company, [{ email: "outsider@elsewhere.test", name: "Out Sider" }]);
    const before = (await t.database.db.select().from(phishingCampaigns)).length;
    const res = await call(
      "/phishing/campaigns",
      jsonBody(input({ groupIds: [], emails: ["outsider@elsewhere.test", "stranger@acme.test", "bob.api@acme.test"] })),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiError;
    expect(body.error.code).toBe("targets_refused");
    expect(body.error.message).toMatch(/2 addresses/);
    expect(body.error.refused).toEqual(
      expect.arrayContaining([
        { email: "outsider@elsewhere.test", reason: "outside-verified-domains" },
        { email: "stranger@acme.test", reason: "not-member" },
      ]),
    );
    expect(body.error.refused).toHaveLength(2);
    expect((await t.database.db.select().from(phishingCampaigns)).length).toBe(before);
  });

  it("answers bad input with translated 400s, 401 signed out, 403 to a learner, 404 to another tenant", async () => {
    const bad = await call("/phishing/campaigns", { ...jsonBody(input({ countUntil: new Date().toISOString() })), locale: "pt" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).error.issues?.[0]?.path).toBe("countUntil");
    const noTemplate = await call("/phishing/campaigns", { ...jsonBody(input({ templateIds: [crypto.randomUUID()] })), locale: "pt" });
    expect(noTemplate.status).toBe(400);
    expect(((await noTemplate.json()) as ApiError).error.issues?.[0]).toMatchObject({
      path: "templateIds",
      message: expect.stringMatching(/modelos/),
    });
    const noCourse = await call("/phishing/campaigns", jsonBody(input({ remedialCourseSlug: "no-such-course" })));
    expect(noCourse.status).toBe(400);
    const foreignGroup = await call("/phishing/campaigns", jsonBody(input({ groupIds: [crypto.randomUUID()] })));
    expect(foreignGroup.status).toBe(400);

    const id = await create();
    expect((await call("/phishing/campaigns", { ...jsonBody(input()), cookie: null })).status).toBe(401);
    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await call(`/phishing/campaigns/${id}`, { cookie: learner })).status).toBe(403);
    expect((await call("/phishing/campaigns", { ...jsonBody(input()), cookie: learner })).status).toBe(403);
    // another tenant's campaign is no one's to Acme's manager
    const globex = await companyOf(t.database.db, "manager@globex.test");
    const [theirs] = await t.database.db
      .insert(phishingCampaigns)
      .values({
        whitelabelId: globex.tenantId,
        entityId: globex.entityId,
        name: "Globex's",
        templateIds: [],
        windowStart: new Date(),
        windowEnd: new Date(Date.now() + DAY),
        businessHours: false,
        timeZone: "UTC",
        countUntil: new Date(Date.now() + 2 * DAY),
      })
      .returning({ id: phishingCampaigns.id });
    const other = `/phishing/campaigns/${theirs!.id}`;
    for (const [path, method] of [
      [other, "GET"],
      [`${other}/recipients`, "GET"],
      [`${other}/events`, "GET"],
      [`${other}/schedule`, "POST"],
      [`${other}/cancel`, "POST"],
      [other, "DELETE"],
    ] as const)
      expect((await call(path, { method })).status, `${method} ${path}`).toBe(404);
  });

  it("schedules once (409 the second time), sends each person one message with the header and their token, runs, then completes", async () => {
    const id = await create();
    const scheduled = await post(`/phishing/campaigns/${id}/schedule`);
    expect(scheduled.status).toBe(200);
    expect(((await scheduled.json()) as Campaign).status).toBe("scheduled");
    expect((await post(`/phishing/campaigns/${id}/schedule`)).status).toBe(409);

    const at = new Date(Date.now() + 4 * HOUR);
    const before = sink.messages.length;
    await t.services.phishing.campaigns.sendDue(at);
    const mine = sink.messages.slice(before).filter((m) => m.to[0]?.endsWith(".api@acme.test"));
    expect(mine).toHaveLength(2);
    const rows = await recipientsOf(id);
    for (const r of rows) {
      const m = mine.find((x) => x.to[0] === r.email)!;
      expect(m.headers["x-skill5-simulation"]).toBe(r.token);
      expect(m.headers["message-id"]).toBe(`<${r.token}@mail.sim.test>`);
      expect(m.html).toContain(`/s/${r.token}`);
      expect(m.from).toBe("it-desk@mail.sim.test");
    }
    const c = await read(id);
    expect(c).toMatchObject({ status: "running", counts: { targeted: 2, sent: 2, delivered: 2 } });
    const events = (await (await call(`/phishing/campaigns/${id}/events?kind=delivered`)).json()) as { data: { email: string }[] };
    expect(events.data.map((e) => e.email).sort()).toEqual(["ana.api@acme.test", "bob.api@acme.test"]);
    expect((await call(`/phishing/campaigns/${id}`, { method: "DELETE" })).status).toBe(409);

    // the hourly tick completes it once its counting has ended; a completed campaign cannot be cancelled
    const hourly = t.services.areas.flatMap((a) => a.jobs ?? []).find((j) => j.queue === "phishing-campaigns-hourly")!;
    await hourly.work({ now: new Date(Date.parse(c.countUntil) - HOUR).toISOString() });
    expect((await read(id)).status).toBe("running");
    await hourly.work({ now: new Date(Date.parse(c.countUntil) + HOUR).toISOString() });
    expect((await read(id)).status).toBe("completed");
    expect((await post(`/phishing/campaigns/${id}/cancel`)).status).toBe(409);
  });

  it("records a permanent refusal as a bounce, and a cancelled campaign sends nothing more", async () => {
    sink.refuse("bob.api@acme.test");
    const bounced = await create();
    expect((await post(`/phishing/campaigns/${bounced}/schedule`)).status).toBe(200);
    const cancelled = await create({ name: "Cancelled one" });
    expect((await post(`/phishing/campaigns/${cancelled}/schedule`)).status).toBe(200);
    const stopped = await post(`/phishing/campaigns/${cancelled}/cancel`);
    expect(((await stopped.json()) as Campaign).status).toBe("cancelled");
    expect((await post(`/phishing/campaigns/${cancelled}/cancel`)).status).toBe(409);

    await t.services.phishing.campaigns.sendDue(new Date(Date.now() + 4 * HOUR));
    const [bob] = (await recipientsOf(bounced)).filter((r) => r.email === "bob.api@acme.test");
    expect(bob!.bouncedAt).not.toBeNull();
    expect(bob!.bounceReason).toMatch(/550/);
    const c = await read(bounced);
    expect(c.counts).toMatchObject({ bounced: 1, delivered: 1 });
    const bobEvents = await t.database.db
      .select({ kind: phishingEvents.kind })
      .from(phishingEvents)
      .where(and(eq(phishingEvents.campaignId, bounced), eq(phishingEvents.recipientId, bob!.id)));
    expect(bobEvents.map((e) => e.kind)).toContain("bounced");

    expect((await recipientsOf(cancelled)).every((r) => r.sentAt === null && r.claimedAt === null)).toBe(true);
    const people = (await (await call(`/phishing/campaigns/${cancelled}/recipients`)).json()) as { data: { outcome: string }[] };
    expect(people.data.every((p) => p.outcome === "cancelled")).toBe(true);
    expect((await call(`/phishing/campaigns/${cancelled}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`/phishing/campaigns/${cancelled}`)).status).toBe(404);
  });

  it.each([
    ["America/Sao_Paulo", "2027-03-08T00:00:00Z", "2027-03-20T00:00:00Z"],
    // New York moves its clocks forward on 14 March 2027: 09:00 is 14:00 UTC before, 13:00 UTC after
    ["America/New_York", "2027-03-08T00:00:00Z", "2027-03-20T00:00:00Z"],
  ])("puts every message inside business hours in %s", async (timeZone, start, end) => {
    const id = await create({
      window: { start, end, timeZone, businessHours: { from: "09:00", to: "17:00", days: [1, 2, 3, 4, 5] } },
    });
    expect((await post(`/phishing/campaigns/${id}/schedule`)).status).toBe(200);
    const rows = await recipientsOf(id);
    for (const r of rows) {
      const local = wallClock(r.sendAt, timeZone);
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.minutes).toBeGreaterThanOrEqual(9 * 60);
      expect(local.minutes).toBeLessThan(17 * 60);
    }
    expect((await post(`/phishing/campaigns/${id}/cancel`)).status).toBe(200);
  });

  it("refuses to schedule a window with no business hours in it (a weekend), in the caller's language", async () => {
    const id = await create({
      window: { start: "2027-03-13T00:00:00Z", end: "2027-03-14T23:00:00Z", timeZone: "America/Sao_Paulo", businessHours: true },
    });
    const res = await call(`/phishing/campaigns/${id}/schedule`, { method: "POST", locale: "pt" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).error.issues?.[0]?.path).toBe("window");
    expect((await read(id)).status).toBe("draft");
  });
});
