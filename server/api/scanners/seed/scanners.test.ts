import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scan, ScanHistory, WebsiteList } from "../../../../contract/scanners.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../../test/harness.ts";
import { scans, websites } from "../schema.ts";
import { seed } from "../../../db/seed/index.ts";

const ACME = "acme.localhost:3000";

describe.each(BACKENDS)("the scanners' demo, on %s", (backend) => {
  let t: TestApp;
  let marina: string;
  const get = async <T>(path: string) => {
    const res = await t.req(`/api${path}`, { ...withCookie(marina), host: ACME });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    marina = await signIn(t, "manager@acme.test", ACME);
  });
  afterAll(() => t.close());

  it("gives Acme's manager the scanners at once, with the example site verified and never scheduled", async () => {
    const me = await get<{ features: string[]; permissions: string[] }>("/auth/me");
    expect(me.features).toContain("scanners");
    expect(me.permissions).toEqual(expect.arrayContaining(["view-scanners", "manage-scanners"]));
    const list = await get<WebsiteList>("/entity/websites");
    expect(list).toMatchObject({ total: 1, max: 50, canManage: true });
    expect(list.data[0]).toMatchObject({
      host: "www.acme.test",
      url: "https://www.acme.test",
      verified: true,
      schedule: "off",
      nextScanAt: null,
      emailDomain: "acme.test",
      activeScan: null,
      trend: "up",
    });
  });

  it("keeps six weekly scans made by the real headers, TLS, e-mail and exposure analysers, better each time, the last one yesterday", async () => {
    const [site] = (await get<WebsiteList>("/entity/websites")).data;
    const history = await get<ScanHistory>(`/entity/websites/${site!.id}/scans?limit=100`);
    expect(history.total).toBe(6);
    const oldestFirst = history.data.toReversed();
    expect(oldestFirst.every((s) => s.status === "done" && s.categories.map((c) => c.key).join() === "headers,tls,email,exposure")).toBe(
      true,
    );
    const days = oldestFirst.map((s) => Date.parse(s.finishedAt!) / 86_400_000);
    expect(days.slice(1).map((d, i) => Math.round(d - days[i]!))).toEqual([7, 7, 7, 7, 7]);
    expect(Math.round(Date.now() / 86_400_000 - days.at(-1)!)).toBe(1);
    expect(oldestFirst.map((s) => s.grade)).toEqual(["D+", "D+", "B", "A-", "A", "A"]);
    expect(oldestFirst.map((s) => s.score)).toEqual([42, 59, 79, 86, 95, 98]);
    expect(oldestFirst.map((s) => s.failures)).toEqual([9, 5, 1, 1, 0, 0]);

    // the newest: the Observatory's score for the headers, with its findings and their words
    const latest = await get<Scan>(`/scans/${site!.latestScan!.id}`);
    const headers = latest.categories.find((c) => c.key === "headers")!;
    expect(headers).toMatchObject({ grade: "A+", score: 130 });
    expect(headers.tests.find((x) => x.id === "content-security-policy")).toMatchObject({
      result: "warning",
      summary: { text: expect.stringContaining("style-src allows inline styles") },
    });
    expect(latest.categories.find((c) => c.key === "email")!.tests.find((x) => x.id === "dmarc-policy")).toMatchObject({ result: "pass" });
    // the first week's exposed .env, found by the exposure probes on the (verified) site, gone since
    const first = await get<Scan>(`/scans/${oldestFirst[0]!.id}`);
    expect(first.categories.find((c) => c.key === "exposure")!.tests.find((x) => x.id === "env-file")).toMatchObject({ result: "fail" });
    expect(latest.categories.find((c) => c.key === "exposure")).toMatchObject({ grade: "A+" });
    // TLS from the demo certificate: TLS 1.0 and 1.1 offered at first (capped at B), TLS 1.3 and a preload-ready HSTS at last
    expect(first.categories.find((c) => c.key === "tls")).toMatchObject({ grade: "B" });
    expect(first.categories.find((c) => c.key === "tls")!.tests.find((x) => x.id === "protocol-legacy")).toMatchObject({ result: "fail" });
    expect(latest.categories.find((c) => c.key === "tls")).toMatchObject({ grade: "A+" });
    expect(latest.categories.find((c) => c.key === "tls")!.tests.find((x) => x.id === "certificate-trust")).toMatchObject({
      result: "pass",
    });
  });

  it("adds nothing when seeded again, and queues nothing", async () => {
    const db = t.database.db;
    const count = async () => ({ websites: (await db.select().from(websites)).length, scans: (await db.select().from(scans)).length });
    const before = await count();
    await seed(db, { productSlug: "shield", storage: t.services.storage });
    expect(await count()).toEqual(before);
    expect(await db.select().from(scans).where(eq(scans.status, "queued"))).toEqual([]);
  });
});
