import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scans, websites } from "./schema.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { entityOf } from "./test/scanner-helpers.ts";

// The hourly job as the process ticks it. The sites' names are unknown to the DNS server on
// loopback, so the scans it queues finish at once with "could not check".

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(BACKENDS)("the scanners' hourly job on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startTestApp(backend, { SCANNER_DNS_SERVER: dns.address });
  });
  afterAll(async () => {
    await t.close();
    dns.close();
  });

  async function addSites(
    email: string,
    sites: { name: string; schedule: "off" | "daily" | "weekly" | "monthly"; nextScanAt: Date | null }[],
  ) {
    const { entityId, tenantId } = await entityOf(t, email);
    return t.database.db
      .insert(websites)
      .values(
        sites.map((s) => ({
          whitelabelId: tenantId,
          entityId,
          url: `https://${s.name}`,
          host: s.name,
          displayHost: s.name,
          verificationToken: randomBytes(9).toString("hex"),
          schedule: s.schedule,
          nextScanAt: s.nextScanAt,
        })),
      )
      .returning();
  }
  const scansOf = (ids: string[]) => t.database.db.select().from(scans).where(inArray(scans.websiteId, ids));
  const done = (ids: string[]) =>
    vi.waitFor(
      async () => {
        const rows = await scansOf(ids);
        if (rows.some((r) => r.status === "queued" || r.status === "running")) throw new Error("scans still under way");
        return rows;
      },
      { timeout: 20_000, interval: 100 },
    );

  it("queues one scan per due website, moves each one period on, and does nothing more when run again", async () => {
    const now = new Date();
    const sites = await addSites("manager@acme.test", [
      { name: "daily.example.test", schedule: "daily", nextScanAt: new Date(now.getTime() - HOUR) },
      { name: "weekly.example.test", schedule: "weekly", nextScanAt: new Date(now.getTime() - 10 * 60_000) },
      { name: "behind.example.test", schedule: "weekly", nextScanAt: new Date(now.getTime() - 30 * DAY) },
      { name: "monthly.example.test", schedule: "monthly", nextScanAt: new Date(now.getTime() - 1000) },
      { name: "later.example.test", schedule: "weekly", nextScanAt: new Date(now.getTime() + HOUR) },
      { name: "off.example.test", schedule: "off", nextScanAt: new Date(now.getTime() - DAY) },
    ]);
    const byName = Object.fromEntries(sites.map((s) => [s.host, s]));
    const ids = sites.map((s) => s.id);
    const first = await t.services.scanners.hourly(now);
    const second = await t.services.scanners.hourly(now);
    expect(first.queued).toBe(4);
    expect(second.queued).toBe(0);
    const queued = await scansOf(ids);
    expect(queued.map((s) => s.host).sort()).toEqual([
      "behind.example.test",
      "daily.example.test",
      "monthly.example.test",
      "weekly.example.test",
    ]);
    expect(queued.every((s) => s.trigger === "schedule")).toBe(true);

    const after = Object.fromEntries(
      (await t.database.db.select().from(websites).where(inArray(websites.id, ids))).map((w) => [w.host, w.nextScanAt?.getTime() ?? null]),
    );
    expect(after["daily.example.test"]).toBe(byName["daily.example.test"]!.nextScanAt!.getTime() + DAY);
    expect(after["weekly.example.test"]).toBe(byName["weekly.example.test"]!.nextScanAt!.getTime() + 7 * DAY);
    // far behind (the process was down): a period from now, not a burst of catch-up scans
    expect(after["behind.example.test"]).toBe(now.getTime() + 7 * DAY);
    const monthly = new Date(byName["monthly.example.test"]!.nextScanAt!);
    monthly.setUTCMonth(monthly.getUTCMonth() + 1);
    expect(after["monthly.example.test"]).toBe(monthly.getTime());
    expect(after["later.example.test"]).toBe(byName["later.example.test"]!.nextScanAt!.getTime());
    expect(after["off.example.test"]).toBe(byName["off.example.test"]!.nextScanAt!.getTime());

    // the scans run: names nobody resolves are "could not check", never a failure of the site
    const finished = await done(ids);
    for (const s of finished) {
      expect(s.status).toBe("done");
      expect(s.categories.find((c) => c.key === "headers")!.tests.every((x) => x.result === "error")).toBe(true);
    }
  });

  it("skips entities whose plan no longer has the scanners, and sites with a scan under way", async () => {
    const now = new Date();
    const [globexSite] = await addSites("manager@globex.test", [
      { name: "globex-site.example.test", schedule: "daily", nextScanAt: new Date(now.getTime() - HOUR) },
    ]);
    const [busy] = await addSites("manager@acme.test", [
      { name: "busy.example.test", schedule: "daily", nextScanAt: new Date(now.getTime() - HOUR) },
    ]);
    const { entityId, tenantId } = await entityOf(t, "manager@acme.test");
    // a scan queued by hand, with no job behind it yet, and recent (not lost)
    const [waiting] = await t.database.db
      .insert(scans)
      .values({
        whitelabelId: tenantId,
        entityId,
        websiteId: busy!.id,
        url: busy!.url,
        host: busy!.host,
        trigger: "manual",
        plan: ["headers"],
      })
      .returning();
    expect((await t.services.scanners.hourly(now)).queued).toBe(0);
    expect(await scansOf([globexSite!.id])).toEqual([]);
    expect((await scansOf([busy!.id])).map((s) => s.id)).toEqual([waiting!.id]);
    const [moved] = await t.database.db.select().from(websites).where(eq(websites.id, globexSite!.id));
    expect(moved!.nextScanAt!.getTime()).toBeGreaterThan(now.getTime());
    await t.database.db.delete(scans).where(eq(scans.id, waiting!.id));
  });

  it("takes up scans lost by a stopped process, gives up on one lost twice, and deletes week-old public scans", async () => {
    const now = new Date();
    const [site] = await addSites("manager@acme.test", [{ name: "lost.example.test", schedule: "off", nextScanAt: null }]);
    const [other] = await addSites("manager@acme.test", [{ name: "lost-twice.example.test", schedule: "off", nextScanAt: null }]);
    const { entityId, tenantId } = await entityOf(t, "manager@acme.test");
    const stale = new Date(now.getTime() - 20 * 60_000);
    const base = { whitelabelId: tenantId, entityId, trigger: "manual" as const, plan: ["headers" as const], touchedAt: stale };
    const [lost, twice] = await t.database.db
      .insert(scans)
      .values([
        { ...base, websiteId: site!.id, url: site!.url, host: site!.host, status: "running", attempts: 1, startedAt: stale },
        { ...base, websiteId: other!.id, url: other!.url, host: other!.host, status: "running", attempts: 2, startedAt: stale },
      ])
      .returning();
    const old = {
      whitelabelId: tenantId,
      url: "https://public.example.test",
      host: "public.example.test",
      trigger: "public" as const,
      status: "done" as const,
    };
    const [expired, recent] = await t.database.db
      .insert(scans)
      .values([
        { ...old, createdAt: new Date(now.getTime() - 8 * DAY) },
        { ...old, createdAt: new Date(now.getTime() - 6 * DAY) },
      ])
      .returning();

    const result = await t.services.scanners.hourly(now);
    expect(result).toMatchObject({ requeued: 1, failed: 1, deleted: 1 });
    const [gaveUp] = await t.database.db.select().from(scans).where(eq(scans.id, twice!.id));
    expect(gaveUp).toMatchObject({ status: "failed", error: { key: "run.interrupted", vars: {} } });
    const [again] = await done([site!.id]);
    expect(again).toMatchObject({ id: lost!.id, status: "done", attempts: 2 });
    const left = await t.database.db
      .select({ id: scans.id })
      .from(scans)
      .where(and(eq(scans.trigger, "public"), inArray(scans.id, [expired!.id, recent!.id])));
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
  });
});
