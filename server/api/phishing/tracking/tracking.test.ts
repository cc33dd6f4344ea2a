import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { assignments, courses } from "../../learning/schema.ts";
import { phishingEvents, phishingRecipients } from "../schema.ts";
import { simulationFixture } from "./test-fixture.ts";

// The tracked links on the tenant's own site: clicks land on the right person with their device
// and browser, a scanner's pre-fetch never counts, the fake sign-in keeps nothing typed, the pixel
// and an unknown token tell nothing, and the remedial course is assigned once.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)("phishing tracked links on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const events = (recipientId: string) =>
    t.database.db.select().from(phishingEvents).where(eq(phishingEvents.recipientId, recipientId)).orderBy(asc(phishingEvents.at));
  const recipientRow = async (id: string) =>
    (await t.database.db.select().from(phishingRecipients).where(eq(phishingRecipients.id, id)))[0]!;
  const remedialOf = async (userId: string) =>
    t.database.db
      .select({ dueAt: assignments.dueAt })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(and(eq(assignments.userId, userId), eq(courses.slug, "phishing-essentials")));

  it("records a browser's click on the right person with device and browser, sends them to the lesson, and assigns the course once", async () => {
    const f = await simulationFixture(t);
    const before = await remedialOf(f.me.userId);
    const res = await t.req(`/s/${f.token}`, { host: ACME, headers: { "user-agent": IPHONE }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/simulation/${f.token}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const again = await t.req(`/s/${f.token}`, { host: ACME, headers: { "user-agent": CHROME }, redirect: "manual" });
    expect(again.status).toBe(302);

    const log = await events(f.recipient.id);
    expect(log.map((e) => [e.kind, e.deviceClass, e.browser])).toEqual([
      ["clicked", "mobile", "Safari"],
      ["clicked", "desktop", "Chrome"],
    ]);
    const row = await recipientRow(f.recipient.id);
    expect(row.clicks).toBe(2);
    expect(row.firstClickedAt).not.toBeNull();
    expect(row.remedialAssignedAt).not.toBeNull();
    const after = await remedialOf(f.me.userId);
    expect(after.length).toBe(Math.max(before.length, 1));
    const due = after[0]!.dueAt!.getTime() - row.remedialAssignedAt!.getTime();
    expect(Math.abs(due - 7 * DAY)).toBeLessThan(60_000);
    // the whole agent is never kept, only its family
    const text = JSON.stringify(log);
    expect(text).not.toContain("AppleWebKit");
  });

  it("sends a Portuguese recipient to the Portuguese lesson", async () => {
    const f = await simulationFixture(t, { language: "pt" });
    const res = await t.req(`/s/${f.token}`, { host: ACME, headers: { "user-agent": CHROME }, redirect: "manual" });
    expect(res.headers.get("location")).toBe(`/pt/simulation/${f.token}`);
  });

  it("keeps a HEAD request and a scanner's pre-fetch within seconds of delivery apart: never a click, nothing assigned", async () => {
    const f = await simulationFixture(t, { deliveredAgoMs: 2000 });
    const head = await t.req(`/s/${f.token}`, { host: ACME, method: "HEAD", headers: { "user-agent": CHROME }, redirect: "manual" });
    expect(head.status).toBe(302);
    for (const agent of ["python-requests/2.31.0", "Mozilla/4.0 (compatible; ms-office; MSOffice 16)", ""]) {
      const res = await t.req(`/s/${f.token}`, { host: ACME, headers: { "user-agent": agent }, redirect: "manual" });
      expect(res.status).toBe(302);
    }
    const log = await events(f.recipient.id);
    expect(log.map((e) => [e.kind, e.detail])).toEqual([
      ["prefetched", "head"],
      ["prefetched", "scanner"],
      ["prefetched", "scanner"],
      ["prefetched", "scanner"],
    ]);
    const row = await recipientRow(f.recipient.id);
    expect(row.clicks).toBe(0);
    expect(row.firstClickedAt).toBeNull();
    expect(row.remedialAssignedAt).toBeNull();

    // a browser a moment later is the person: a click
    await t.req(`/s/${f.token}`, { host: ACME, headers: { "user-agent": CHROME }, redirect: "manual" });
    expect((await recipientRow(f.recipient.id)).clicks).toBe(1);
  });

  it("records a submission without reading what was typed: no table holds it", async () => {
    const f = await simulationFixture(t, { landing: "sign-in-then-lesson" });
    const typed = `secret-${randomBytes(6).toString("hex")}`;
    const res = await t.req(`/s/${f.token}/submit`, {
      host: ACME,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": CHROME },
      body: `email=lena%40acme.test&password=${typed}`,
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/simulation/${f.token}`);
    expect((await events(f.recipient.id)).map((e) => e.kind)).toEqual(["submitted"]);
    const row = await recipientRow(f.recipient.id);
    expect(row.submittedAt).not.toBeNull();
    expect(row.remedialAssignedAt).not.toBeNull();

    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const holding: string[] = [];
    for (const { table_name } of tables.rows) {
      const found = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} x where x::text like ${`%${typed}%`}`,
      )) as unknown as { rows: { n: number }[] };
      if (found.rows[0]!.n > 0) holding.push(table_name);
    }
    expect(tables.rows.length).toBeGreaterThan(20);
    expect(holding).toEqual([]);
  });

  it("answers the same pixel for a known and an unknown token, recording the open only for the known one", async () => {
    const f = await simulationFixture(t);
    const known = await t.req(`/s/${f.token}/o.gif`, { host: ACME });
    const unknown = await t.req(`/s/${randomBytes(16).toString("base64url")}/o.gif`, { host: ACME });
    const malformed = await t.req(`/s/nope/o.gif`, { host: ACME });
    const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer()).toString("hex");
    const [k, u, m] = [await bytes(known), await bytes(unknown), await bytes(malformed)];
    expect(k).toMatch(/^47494638/); // GIF8
    expect(u).toBe(k);
    expect(m).toBe(k);
    for (const r of [known, unknown, malformed]) {
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("image/gif");
      expect(r.headers.get("cache-control")).toBe("no-store");
    }
    expect((await events(f.recipient.id)).map((e) => e.kind)).toEqual(["opened"]);
    expect((await recipientRow(f.recipient.id)).openedAt).not.toBeNull();
  });

  it("records the e-mail's report link as reported by link and thanks on the landing page", async () => {
    const f = await simulationFixture(t, { deliveredAgoMs: 2000 });
    // a gateway opens every link of the message, the report link too: that is no report
    const scanned = await t.req(`/s/${f.token}/report`, { host: ACME, headers: { "user-agent": "curl/8.5.0" }, redirect: "manual" });
    expect(scanned.status).toBe(302);
    expect((await recipientRow(f.recipient.id)).reportedAt).toBeNull();
    const res = await t.req(`/s/${f.token}/report`, { host: ACME, headers: { "user-agent": CHROME }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/simulation/${f.token}?reported=1`);
    const row = await recipientRow(f.recipient.id);
    expect(row.reportedAt).not.toBeNull();
    expect(row.reportSource).toBe("link");
    expect((await events(f.recipient.id)).map((e) => [e.kind, e.detail])).toEqual([
      ["prefetched", "report-link scanner"],
      ["reported", "link"],
    ]);
  });

  it("answers an unknown, a malformed and another tenant's token with the same 404 as any unknown page", async () => {
    const f = await simulationFixture(t);
    const answer = async (path: string, host: string, init: RequestInit = {}) => {
      const res = await t.req(path, { host, redirect: "manual", ...init });
      const body = (await res.text()).replace(/"requestId":"[^"]*"/, "");
      // the answer may name the address asked for: that is the only difference allowed
      return { status: res.status, body: body.split(path).join("<path>") };
    };
    const page = await answer("/no-such-page/at-all", GLOBEX);
    expect(page.status).toBe(404);
    const cases = [
      await answer(`/s/${randomBytes(16).toString("base64url")}`, GLOBEX),
      await answer(`/s/not-a-token`, GLOBEX),
      await answer(`/s/${f.token}`, GLOBEX),
      await answer(`/s/${f.token}/report`, GLOBEX),
    ];
    for (const c of cases) expect(c.status).toBe(404);
    expect(new Set([page, ...cases].map((c) => c.body)).size).toBe(1);
    // nothing happened to Acme's recipient
    expect(await events(f.recipient.id)).toEqual([]);
  });

  it("records nothing after the campaign stopped counting, and still sends the person to the lesson", async () => {
    const f = await simulationFixture(t, { countUntil: new Date(Date.now() - 1000), deliveredAgoMs: 10 * DAY });
    const res = await t.req(`/s/${f.token}`, { host: ACME, headers: { "user-agent": CHROME }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/simulation/${f.token}`);
    await t.req(`/s/${f.token}/submit`, { host: ACME, method: "POST", redirect: "manual" });
    expect(await events(f.recipient.id)).toEqual([]);
    const row = await recipientRow(f.recipient.id);
    expect([row.clicks, row.submittedAt, row.remedialAssignedAt]).toEqual([0, null, null]);
  });
});
