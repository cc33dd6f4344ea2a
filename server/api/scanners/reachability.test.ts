import type http from "node:http";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequirementDetail } from "../../../contract/compliance.ts";
import type { PublicScanCreated, Scan, ScanHistory, WebsiteList } from "../../../contract/scanners.ts";
import type { ScanCategoryResult } from "../../../contract/scanner-results.ts";
import { mailOutbox, rateLimits } from "../../db/schema/index.ts";
import { scannerTargets, scans } from "./schema.ts";
import { signIn, solveCaptcha } from "../../test/auth-helpers.ts";
import { RCODE, startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture, startSilentFixture } from "../../test/http-fixture.ts";
import { ACME, client, entityOf } from "./test/scanner-helpers.ts";

// Sites a scan never reaches, all on loopback: a name the test DNS server answers NXDOMAIN for, a
// port nothing listens on, a peer that accepts and never answers, an https port that speaks no
// TLS, and a name pointing at a cloud metadata address (refused before any connection). Such a
// scan says why and what to check, and has no grade and no score anywhere.

const PAGE = { "content-type": "text/html", "x-frame-options": "DENY", "x-content-type-options": "nosniff" };

describe.each(BACKENDS)("scans that never reach the site, on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let web: Fixture;
  let silent: Fixture;
  let closedPort: number;
  let manager: ReturnType<typeof client>;

  beforeAll(async () => {
    dns = await startDnsServer();
    web = await startHttpFixture(
      (_req: http.IncomingMessage, res: http.ServerResponse) => void res.writeHead(200, PAGE).end("<p>shop</p>"),
    );
    silent = await startSilentFixture();
    const closed = await startSilentFixture();
    closedPort = closed.port;
    await closed.close();
    for (const name of ["closed.test", "hangs.test", "notls.test", "flaky.test"]) dns.a.set(name, ["127.0.0.1"]);
    for (const name of ["gone.test", "nowhere.test"]) dns.rcode.set(name, RCODE.NXDOMAIN);
    dns.a.set("metadata.test", ["169.254.169.254"]);
    dns.txt.set("flaky.test", ["v=spf1 -all"]);
    dns.txt.set("_dmarc.flaky.test", ["v=DMARC1; p=reject; rua=mailto:dmarc@flaky.test"]);
    t = await startTestApp(backend, {
      SCANNER_DNS_SERVER: dns.address,
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true",
      OUTBOUND_CONNECT_TIMEOUT_MS: "2000",
      OUTBOUND_TIMEOUT_MS: "1500",
    });
    manager = client(t, await signIn(t, "manager@acme.test", ACME));
  });
  afterAll(async () => {
    await t.close();
    await web.close();
    await silent.close();
    dns.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(scannerTargets); // as if the per-target interval had passed
  });

  async function scanOf(url: string) {
    const site = await manager.addSite(url);
    return { site, scan: await manager.finished(await manager.scan(site.id)) };
  }

  it.each([
    {
      why: "a name that does not resolve (NXDOMAIN)",
      url: () => "http://gone.test",
      reason: "dns",
      says: /^We could not reach gone\.test: its name has no address in the DNS \(.+\)\.$/,
    },
    {
      why: "a port nothing listens on",
      url: () => `http://closed.test:${closedPort}`,
      reason: "refused",
      says: /^We could not reach closed\.test: nothing accepted the connection/,
    },
    {
      why: "a server that never answers",
      url: () => `http://hangs.test:${silent.port}`,
      reason: "timeout",
      says: /^We could not reach hangs\.test: it did not answer in time/,
    },
    {
      why: "an https port that speaks no TLS",
      url: () => `https://notls.test:${web.port}`,
      reason: "tls",
      says: /^We could not reach notls\.test: the secure \(https\) connection failed/,
    },
    {
      why: "a name pointing at a cloud metadata address",
      url: () => "http://metadata.test",
      reason: "blocked",
      says: /^We could not reach metadata\.test: its name points to a private or reserved network address/,
    },
  ])("says it could not reach $why, why and what to check, and gives no grade", async ({ url, reason, says }) => {
    const { site, scan } = await scanOf(url());
    expect(scan).toMatchObject({ status: "done", grade: null, score: null, error: null });
    expect(scan.unreachable).toMatchObject({ reason, detail: expect.any(String) });
    expect(scan.unreachable!.summary.text).toMatch(says);
    expect(scan.unreachable!.fix.text.length).toBeGreaterThan(40);
    // nothing else ran against a site out of reach (e-mail records included): no grade in any category
    expect(scan.categories.map((c) => c.key)).toEqual(["headers"]);
    expect(scan.categories.every((c) => c.grade === null && c.score === null && c.tests.every((x) => x.result === "error"))).toBe(true);
    expect(scan.progress).toEqual({ done: 1, total: 1 });

    // the lists say so too, with no grade, no score and no trend
    const list = (await (await manager.get(`/entity/websites?search=${site.host}`)).json()) as WebsiteList;
    const row = list.data.find((w) => w.id === site.id)!;
    expect(row.latestScan).toMatchObject({ id: scan.id, unreachable: reason, grade: null, score: null, failures: 0, warnings: 0 });
    expect(row.latestScan!.categories.every((c) => c.grade === null && c.score === null)).toBe(true);
    expect(row.trend).toBeNull();
    const history = (await (await manager.get(`/entity/websites/${site.id}/scans`)).json()) as ScanHistory;
    expect(history.data[0]).toMatchObject({ id: scan.id, unreachable: reason, grade: null });
  });

  it("reads in the viewer's language", async () => {
    const { scan } = await scanOf("http://nowhere.test");
    const pt = (await (await manager.call(`/scans/${scan.id}`, { headers: { "x-locale": "pt" } })).json()) as Scan;
    expect(pt.unreachable!.summary.text).toMatch(/^Não conseguimos acessar nowhere\.test: o nome não tem endereço no DNS/);
    expect(pt.unreachable!.fix.text).toMatch(/^Confira se o endereço está escrito certo/);
  });

  it("is no evidence for compliance, gives no alert, and is not what the next scan is compared with", async () => {
    const site = await manager.addSite(`http://flaky.test:${web.port}`);
    const first = await manager.finished(await manager.scan(site.id));
    expect(first.unreachable).toBeNull();
    expect(first.grade).not.toBeNull();
    const emailOf = async () => {
      const a514 = (await (await manager.get("/compliance/requirements/iso-27001-2022:A.5.14")).json()) as RequirementDetail;
      return a514.automaticEvidence.find((e) => e.kind === "scanner-email")!.scans.find((s) => s.websiteId === site.id);
    };
    expect(await emailOf()).toMatchObject({ scanId: first.id, grade: first.categories.find((c) => c.key === "email")!.grade });
    const alerts = async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, "scanner-alert"))).length;
    const alertsBefore = await alerts();

    // the name stops resolving: the scan says so, and the evidence stays the last scan that reached the site
    dns.a.delete("flaky.test");
    dns.rcode.set("flaky.test", RCODE.NXDOMAIN);
    await t.database.db.delete(scannerTargets);
    const away = await manager.finished(await manager.scan(site.id));
    expect(away.unreachable).toMatchObject({ reason: "dns" });
    expect(await emailOf()).toMatchObject({ scanId: first.id });

    // back again, as before: nothing got worse than the last scan that saw the site, so no alert
    dns.rcode.delete("flaky.test");
    dns.a.set("flaky.test", ["127.0.0.1"]);
    await t.database.db.delete(scannerTargets);
    const back = await manager.finished(await manager.scan(site.id));
    expect(back.unreachable).toBeNull();
    expect(back.grade).toBe(first.grade);
    expect(await alerts()).toBe(alertsBefore);
    expect(await emailOf()).toMatchObject({ scanId: back.id });
  });

  it("tells a visitor of the free scan that the site could not be reached, with no grade", async () => {
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, "scanner-public:local"));
    const res = await t.req("/api/public/scans", {
      ...jsonBody({ url: "gone.test", captchaPayload: await solveCaptcha(t) }, { "x-locale": "en" }),
      host: "localhost:3000",
    });
    expect(res.status).toBe(202);
    const created = (await res.json()) as PublicScanCreated;
    const read = () => t.req(`/api/public/scans/${created.id}?token=${encodeURIComponent(created.token)}`, { host: "localhost:3000" });
    const scan = await vi.waitFor(
      async () => {
        const now = (await (await read()).json()) as Scan;
        if (now.status !== "done") throw new Error(`still ${now.status}`);
        return now;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(scan).toMatchObject({ status: "done", grade: null, score: null, unreachable: { reason: "dns" } });
    expect(scan.unreachable!.summary.text).toMatch(/^We could not reach gone\.test/);
    expect(scan.categories.flatMap((c) => c.tests).every((x) => x.result === "error")).toBe(true);
  });

  it("reads the scans made before as never having reached the site (the migration's backfill)", async () => {
    const { entityId, tenantId } = await entityOf(t, "manager@acme.test");
    const headers = (error: string, message: string): ScanCategoryResult => ({
      key: "headers",
      grade: null,
      score: null,
      tests: ["content-security-policy", "cookies"].map((id) => ({
        id,
        result: "error",
        scoreModifier: 0,
        evidence: { error, message },
        summary: { key: `headers.couldNotCheck.${error}` },
        recommendation: null,
      })),
    });
    const email: ScanCategoryResult = {
      key: "email",
      grade: "F",
      score: 20,
      tests: [
        {
          id: "spf-record",
          result: "fail",
          scoreModifier: -35,
          evidence: null,
          summary: { key: "email.spf-record.found.missing" },
          recommendation: null,
        },
      ],
    };
    const old = (h: ScanCategoryResult) => ({
      whitelabelId: tenantId,
      entityId,
      url: "http://old.test",
      host: "old.test",
      trigger: "manual" as const,
      status: "done" as const,
      grade: "F",
      score: 20,
      categories: [h, email],
      summary: {
        categories: [
          { key: "headers" as const, grade: null, score: null },
          { key: "email" as const, grade: "F" as const, score: 20 },
        ],
        failures: 1,
        warnings: 0,
      },
      finishedAt: new Date(),
    });
    const rows = await t.database.db
      .insert(scans)
      .values([
        old(headers("dns_failure", "no address for old.test: queryNotFound ENOTFOUND old.test")),
        old(headers("connection_failed", "could not talk to the server: connect ECONNREFUSED 127.0.0.1:80")),
        // the site answered, with an error page: it was reached, and keeps what it had
        old(headers("unexpected_status", "the page answered 500")),
      ])
      .returning({ id: scans.id });
    const backfill = readFileSync(new URL("../../db/migrations/0025_scan_reachability.sql", import.meta.url), "utf8").split(
      "--> statement-breakpoint",
    )[1]!;
    await t.database.db.execute(sql.raw(backfill));
    const after = await Promise.all(rows.map(async (r) => (await t.database.db.select().from(scans).where(eq(scans.id, r.id)))[0]!));
    expect(after[0]).toMatchObject({
      unreachable: { reason: "dns", detail: "no address for old.test: queryNotFound ENOTFOUND old.test" },
      grade: null,
      score: null,
    });
    expect(after[0]!.categories.map((c) => [c.key, c.grade, c.score])).toEqual([
      ["headers", null, null],
      ["email", null, null],
    ]);
    expect(after[0]!.summary!.categories.every((c) => c.grade === null && c.score === null)).toBe(true);
    expect(after[1]).toMatchObject({ unreachable: { reason: "refused" }, grade: null });
    expect(after[2]).toMatchObject({ unreachable: null, grade: "F", score: 20 });
    expect(after[2]!.categories[1]!.grade).toBe("F");
  });
});
