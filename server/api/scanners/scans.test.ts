import { AsyncLocalStorage } from "node:async_hooks";
import type http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCAN_CATEGORIES, TEST_RESULTS } from "../../../contract/scanner-results.ts";
import type { Scan, ScanHistory, WebsiteDetail, WebsiteList } from "../../../contract/scanners.ts";
import { scannerTargets, scans, websites } from "./schema.ts";
import { loadConfig } from "../../platform/config.ts";
import { createOutbound } from "../../platform/outbound.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture } from "../../test/http-fixture.ts";
import { ACME, type ApiError, client, entityOf, GLOBEX, setFeatures, withScanners } from "./test/scanner-helpers.ts";
import { tablesOf, tenantTables, unscopedTables } from "../../test/tenant-sql.ts";
import { headersTarget } from "./categories.ts";
import { scanHeaders } from "./checks/headers/index.ts";

// A site served on loopback (its name answered by a DNS server on loopback, private networks
// allowed as an intranet installation would), scanned through the API end to end.

const PAGE = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

describe.each(BACKENDS)("scans of a website on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let site: Fixture;
  let env: Record<string, string>;
  let manager: ReturnType<typeof client>;
  const seen: string[] = [];

  beforeAll(async () => {
    dns = await startDnsServer();
    site = await startHttpFixture((req: http.IncomingMessage, res: http.ServerResponse) => {
      seen.push(`${req.method} ${req.headers.host} ${req.url}`);
      if (req.method === "OPTIONS") return res.writeHead(204).end();
      res.writeHead(200, { ...PAGE, "set-cookie": "sid=1; Path=/; HttpOnly" }).end("<!doctype html><title>shop</title><p>hello</p>");
    });
    for (const name of ["shop.test", "other.test"]) dns.a.set(name, ["127.0.0.1"]);
    dns.txt.set("shop.test", ["v=spf1 -all"]);
    dns.txt.set("_dmarc.shop.test", ["v=DMARC1; p=reject; rua=mailto:dmarc@shop.test"]);
    env = { SCANNER_DNS_SERVER: dns.address, OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true", OUTBOUND_CONNECT_TIMEOUT_MS: "2000" };
    t = await startTestApp(backend, env);
    manager = client(t, await signIn(t, "manager@acme.test", ACME));
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    dns.close();
  });

  /** As if the per-target interval had passed for every host. */
  const intervalPassed = () => t.database.db.delete(scannerTargets);

  it("queues a scan (202), runs it in the background and reports it in the issue's shape", async () => {
    const added = await manager.addSite(`http://shop.test:${site.port}`);
    const res = await manager.post(`/entity/websites/${added.id}/scans`);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const scan = await manager.finished(id);
    expect(scan).toMatchObject({
      id,
      status: "done",
      websiteId: added.id,
      url: `http://shop.test:${site.port}`,
      trigger: "manual",
      error: null,
      progress: { done: 3, total: 3 },
    });
    expect(Date.parse(scan.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(scan.startedAt!));
    expect(scan.categories.map((c) => c.key)).toEqual(["headers", "tls", "email"]);
    // the site speaks no https: TLS could not be checked, which is no failure and no grade
    const tls = scan.categories.find((c) => c.key === "tls")!;
    expect(tls.grade).toBeNull();
    expect(new Set(tls.tests.map((x) => x.result))).toEqual(new Set(["error"]));
    for (const c of scan.categories) {
      expect(SCAN_CATEGORIES).toContain(c.key);
      for (const test of c.tests) {
        expect(Object.keys(test).sort()).toEqual(["evidence", "id", "recommendation", "result", "scoreModifier", "summary"]);
        expect(TEST_RESULTS).toContain(test.result);
        // every text in the viewer's language beside its key
        expect(test.summary.text).not.toContain(test.summary.key);
        expect(test.summary.text.length).toBeGreaterThan(10);
      }
    }
    // the headers category grades as the Observatory would on the same responses: what scanHeaders gives for the same site
    const headers = scan.categories.find((c) => c.key === "headers")!;
    const direct = await scanHeaders(headersTarget({ host: "shop.test", port: site.port, scheme: "http" }), {
      outbound: createOutbound(loadConfig(env as NodeJS.ProcessEnv)),
    });
    expect({ score: headers.score, grade: headers.grade }).toEqual({ score: direct.score, grade: direct.grade });
    expect(headers.tests.map((x) => [x.id, x.result, x.scoreModifier])).toEqual(direct.tests.map((x) => [x.id, x.result, x.scoreModifier]));
    expect(headers.grade).not.toBeNull();
    expect(scan.grade).not.toBeNull();
    expect(seen.some((s) => s.startsWith(`GET shop.test:${site.port} /`))).toBe(true);

    // the same report in Portuguese
    const pt = (await (await manager.call(`/scans/${id}`, { headers: { "x-locale": "pt" } })).json()) as Scan;
    expect(pt.categories[0]!.tests[0]!.summary.key).toBe(headers.tests[0]!.summary.key);
    expect(pt.categories[0]!.tests[0]!.summary.text).not.toBe(headers.tests[0]!.summary.text);

    // the website now shows it as its latest scan
    const listed = ((await (await manager.get("/entity/websites")).json()) as WebsiteList).data.find((w) => w.id === added.id)!;
    expect(listed.latestScan).toMatchObject({
      id,
      status: "done",
      grade: scan.grade,
      score: scan.score,
      categories: [{ key: "headers", grade: headers.grade, score: headers.score }, { key: "tls", grade: null }, { key: "email" }],
    });
    expect(listed.latestScan!.failures).toBe(scan.categories.flatMap((c) => c.tests).filter((x) => x.result === "fail").length);
    expect(listed.activeScan).toBeNull();
  });

  it("adds the exposure probes only once the site's ownership is proven", async () => {
    const added = await manager.addSite(`http://proven.shop.test:${site.port}`);
    dns.a.set("proven.shop.test", ["127.0.0.1"]);
    const first = await manager.finished(((await (await manager.post(`/entity/websites/${added.id}/scans`)).json()) as { id: string }).id);
    expect(first.categories.map((c) => c.key)).not.toContain("exposure");
    expect(seen.some((s) => s.startsWith(`GET proven.shop.test:${site.port} /.well-known/security.txt`))).toBe(false);

    await t.database.db.update(websites).set({ verifiedAt: new Date(), verificationMethod: "file" }).where(eq(websites.id, added.id));
    await intervalPassed();
    const second = await manager.finished(((await (await manager.post(`/entity/websites/${added.id}/scans`)).json()) as { id: string }).id);
    expect(second.categories.map((c) => c.key)).toEqual(["headers", "tls", "email", "exposure"]);
    const exposure = second.categories.find((c) => c.key === "exposure")!;
    // the site answers every path with its home page: no exposed file is reported for it
    expect(exposure.tests.find((x) => x.id === "git-config")?.result).toBe("pass");
    expect(seen.some((s) => s.startsWith(`GET proven.shop.test:${site.port} /.well-known/security.txt`))).toBe(true);
  });

  it("answers 409 with the scan under way, and 429 with Retry-After for a host scanned moments ago by anyone", async () => {
    const added = await manager.addSite(`http://other.test:${site.port}`);
    const { entityId, tenantId } = await entityOf(t, "manager@acme.test");
    const [waiting] = await t.database.db
      .insert(scans)
      .values({
        whitelabelId: tenantId,
        entityId,
        websiteId: added.id,
        url: added.url,
        host: added.host,
        trigger: "schedule",
        plan: ["headers"],
      })
      .returning();
    const busy = await manager.post(`/entity/websites/${added.id}/scans`);
    expect(busy.status).toBe(409);
    expect(busy.headers.get("location")).toBe(`/api/scans/${waiting!.id}`);
    expect(await busy.json()).toEqual({
      error: { code: "scan_in_progress", message: "A scan of this website is already under way." },
      id: waiting!.id,
    });
    expect(((await (await manager.get(`/entity/websites/${added.id}`)).json()) as WebsiteDetail).activeScan).toEqual({
      id: waiting!.id,
      status: "queued",
    });
    await t.database.db.delete(scans).where(eq(scans.id, waiting!.id));

    await intervalPassed();
    await manager.scan(added.id);
    // Globex tracks the same host: within the interval, its scan waits, whichever tenant asked first
    await setFeatures(t, "manager@globex.test", withScanners);
    const globex = client(t, await signIn(t, "manager@globex.test", GLOBEX), GLOBEX);
    const theirs = await globex.addSite(`http://other.test:${site.port}`);
    const soon = await globex.call(`/entity/websites/${theirs.id}/scans`, { method: "POST", headers: { "x-locale": "pt" } });
    expect(soon.status).toBe(429);
    const wait = Number(soon.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(290);
    expect(wait).toBeLessThanOrEqual(300);
    expect(((await soon.json()) as ApiError).error).toEqual({
      code: "scan_too_soon",
      message: `Este site acabou de ser analisado. Tente de novo em ${wait} segundos.`,
    });
  });

  it("lists a site's scans newest first, page by page", async () => {
    const added = await manager.addSite(`http://history.shop.test:${site.port}`);
    dns.a.set("history.shop.test", ["127.0.0.1"]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await intervalPassed();
      const id = await manager.scan(added.id);
      await manager.finished(id);
      ids.push(id);
    }
    const page1 = (await (await manager.get(`/entity/websites/${added.id}/scans?limit=2`)).json()) as ScanHistory;
    expect(page1).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(page1.data.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(page1.data[0]).toMatchObject({ status: "done", trigger: "manual" });
    const page2 = (await (await manager.get(`/entity/websites/${added.id}/scans?limit=2&page=2`)).json()) as ScanHistory;
    expect(page2.data.map((s) => s.id)).toEqual([ids[0]]);
    expect(((await (await manager.get(`/entity/websites/${added.id}`)).json()) as WebsiteDetail).trend).toBe("same");
  });

  it("turns checks that throw into a category that could not be checked, and still finishes the scan", async () => {
    const added = await manager.addSite(`http://broken.shop.test:${site.port}`);
    dns.a.set("broken.shop.test", ["127.0.0.1"]);
    // an e-mail domain no DNS question can be made of (the API would refuse it; a database edited by hand might not)
    await t.database.db.update(websites).set({ emailDomain: "-not-a-domain-" }).where(eq(websites.id, added.id));
    await intervalPassed();
    const scan = await manager.finished(await manager.scan(added.id));
    expect(scan.status).toBe("done");
    const email = scan.categories.find((c) => c.key === "email")!;
    expect(email).toMatchObject({ grade: null, score: null, tests: [{ id: "category", result: "error", scoreModifier: 0 }] });
    expect(email.tests[0]!.summary.text).toMatch(/^Could not check: these checks stopped with an error \(not a domain name/);
    // the overall grade comes from the categories that were graded
    const headers = scan.categories.find((c) => c.key === "headers")!;
    expect(scan.score).toBe(Math.min(100, headers.score!));
  });

  it("runs every statement of the scanners' requests within the tenant's scope", async () => {
    const tables = tenantTables();
    expect(tables).toEqual(expect.arrayContaining(["websites", "scans"]));
    const current = new AsyncLocalStorage<string>();
    const offenders: string[] = [];
    const touched = new Set<string>();
    const stop = t.onQuery((sql, params) => {
      const request = current.getStore();
      if (!request) return;
      for (const table of tablesOf(sql)) touched.add(`${request} ${sql.split(" ")[0]} ${table}`);
      for (const table of unscopedTables(sql, params, tables)) offenders.push(`${request}: ${table} in ${sql}`);
    });
    const labelled = <T>(name: string, f: () => Promise<T>) => current.run(name, f);
    const added = await labelled("create", () => manager.addSite(`http://scope.shop.test:${site.port}`));
    dns.a.set("scope.shop.test", ["127.0.0.1"]);
    await intervalPassed();
    const id = await labelled("scan", () => manager.scan(added.id));
    await manager.finished(id);
    for (const [name, call] of [
      ["list", () => manager.get("/entity/websites?search=scope")],
      ["get", () => manager.get(`/entity/websites/${added.id}`)],
      ["patch", () => manager.patch(`/entity/websites/${added.id}`, { schedule: "monthly", subdomains: ["www.scope.shop.test"] })],
      ["verify", () => manager.post(`/entity/websites/${added.id}/verify`, { method: "dns" })],
      ["history", () => manager.get(`/entity/websites/${added.id}/scans`)],
      ["read", () => manager.get(`/scans/${id}`)],
      ["delete", () => manager.del(`/entity/websites/${added.id}`)],
    ] as const) {
      const res = await labelled(name, call);
      expect(res.status, name).toBeLessThan(500);
    }
    stop();
    expect(offenders).toEqual([]);
    // what was checked: the scanners' tables, read and written by every kind of statement
    expect([...touched]).toEqual(
      expect.arrayContaining([
        "create insert websites",
        "scan insert scans",
        "list select websites",
        "list select scans",
        "patch update websites",
        "read select scans",
        "delete delete websites",
      ]),
    );
  });
});
