// `npm run bench -- --only=scanners`: the security scanners on loopback only (a DNS server, an
// HTTPS site with a test CA and its http twin, all on 127.0.0.1), on a fresh embedded database:
//  - a full scan of a verified site (headers, TLS, e-mail, exposure) asked for through the API,
//    timed from the request to "done" as a page polling it would see it (target: under 5 s);
//  - 50 websites of two tenants falling due at once and queued by the hourly job: how long
//    until all are done, and the most scans the site saw at once, per tenant and in all,
//    against SCANNER_TENANT_CONCURRENCY and SCANNER_CONCURRENCY.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Scan } from "../contract/scanners.ts";
import { entities, userEntities } from "../server/api/organizations/schema.ts";
import { scans, websites } from "../server/api/scanners/schema.ts";
import { users } from "../server/api/identity/schema.ts";
import { signIn } from "../server/test/auth-helpers.ts";
import { startDnsServer } from "../server/test/dns-server.ts";
import { jsonBody, startTestApp, type TestApp } from "../server/test/harness.ts";
import { startHttpFixture, startHttpsFixture } from "../server/test/http-fixture.ts";
import { createTestCa } from "../server/test/test-ca.ts";

const SITES = 50;
const RUNS = 5;
const CONCURRENCY = 4;
const TENANT_CONCURRENCY = 2;
const SLOW_MS = 20;

const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

async function giveScanners(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ entityId: userEntities.entityId })
    .from(userEntities)
    .innerJoin(users, eq(users.id, userEntities.userId))
    .where(eq(users.email, email));
  const [e] = await t.database.db.select({ features: entities.features }).from(entities).where(eq(entities.id, row!.entityId));
  await t.database.db
    .update(entities)
    .set({ features: [...new Set([...e!.features, "scanners"])] })
    .where(eq(entities.id, row!.entityId));
}

function apiOf(t: TestApp, cookie: string, host: string) {
  const call = (path: string, init: RequestInit = {}) =>
    t.req(`/api${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie }, host });
  return {
    async add(url: string) {
      const res = await call("/entity/websites", jsonBody({ url }));
      if (res.status !== 201) throw new Error(`adding ${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    async scan(siteId: string) {
      const res = await call(`/entity/websites/${siteId}/scans`, { method: "POST" });
      if (res.status !== 202) throw new Error(`scanning: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    async done(scanId: string) {
      for (;;) {
        const scan = (await (await call(`/scans/${scanId}`)).json()) as Scan;
        if (scan.status === "done" || scan.status === "failed") return scan;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The process trusts the site's test CA as a browser trusts a public one: Node reads extra roots
 * only at start (NODE_EXTRA_CA_CERTS), so the measuring runs in a child process started with them.
 */
export async function benchScanners() {
  const dir = mkdtempSync(path.join(tmpdir(), "skill5-bench-ca-"));
  const ca = createTestCa("Skill5 Bench CA");
  try {
    const leaf = ca.issue(["bench.test", "www.bench.test"], 90);
    writeFileSync(path.join(dir, "ca.crt"), ca.cert);
    writeFileSync(path.join(dir, "leaf.json"), JSON.stringify(leaf));
    const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, dir], {
      stdio: "inherit",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, "ca.crt") },
    });
    if (child.status !== 0) console.log(`(scanners bench failed: exit ${child.status ?? child.signal})`);
  } finally {
    ca.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(dir: string) {
  const dns = await startDnsServer();
  const leaf = JSON.parse(readFileSync(path.join(dir, "leaf.json"), "utf8")) as { key: string; cert: string };
  let serving = { all: 0, acme: 0, globex: 0 };
  const peaks = { all: 0, acme: 0, globex: 0 };
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const host = (req.headers.host ?? "").split(":")[0]!;
    const tenant = host.startsWith("acme-") ? "acme" : host.startsWith("globex-") ? "globex" : null;
    if (!tenant) {
      if (req.url === "/.well-known/security.txt")
        return res
          .writeHead(200, { "content-type": "text/plain" })
          .end(`Contact: mailto:security@bench.test\nExpires: ${new Date(Date.now() + 180 * 86_400_000).toISOString()}\n`);
      return res.writeHead(req.url === "/" ? 200 : 404, PAGE_HEADERS).end("<!doctype html><title>Bench</title><p>A well-kept site.</p>");
    }
    serving = { ...serving, all: serving.all + 1, [tenant]: serving[tenant] + 1 };
    peaks.all = Math.max(peaks.all, serving.all);
    peaks[tenant] = Math.max(peaks[tenant], serving[tenant]);
    setTimeout(() => {
      serving = { ...serving, all: serving.all - 1, [tenant]: serving[tenant] - 1 };
      res.writeHead(200, { "content-type": "text/html" }).end("<p>busy</p>");
    }, SLOW_MS);
  };
  const secure = await startHttpsFixture({ key: leaf.key, cert: leaf.cert }, handler);
  const plain = await startHttpFixture(handler);
  dns.a.set("bench.test", ["127.0.0.1"]);
  dns.mx.set("bench.test", [{ exchange: "mail.bench.test", priority: 10 }]);
  dns.txt.set("bench.test", ["v=spf1 mx -all"]);
  dns.txt.set("_dmarc.bench.test", ["v=DMARC1; p=reject; rua=mailto:dmarc@bench.test"]);
  const t = await startTestApp("pglite", {
    SCANNER_DNS_SERVER: dns.address,
    OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true",
    OUTBOUND_CONNECT_TIMEOUT_MS: "2000",
    SCANNER_CONCURRENCY: String(CONCURRENCY),
    SCANNER_TENANT_CONCURRENCY: String(TENANT_CONCURRENCY),
    SCANNER_TARGET_INTERVAL: "0",
  });
  try {
    await giveScanners(t, "manager@acme.test");
    await giveScanners(t, "manager@globex.test");
    const acme = apiOf(t, await signIn(t, "manager@acme.test", "acme.localhost:3000"), "acme.localhost:3000");
    const globex = apiOf(t, await signIn(t, "manager@globex.test", "globex.localhost:3000"), "globex.localhost:3000");

    // one full scan, verified site, several times
    const site = await acme.add(`https://bench.test:${secure.port}`);
    await t.database.db.update(websites).set({ verifiedAt: new Date(), verificationMethod: "file" }).where(eq(websites.id, site));
    const times: number[] = [];
    let last: Scan | undefined;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      last = await acme.done(await acme.scan(site));
      times.push(performance.now() - started);
    }
    const grades = last!.categories.map((c) => `${c.key} ${c.grade ?? "–"}`).join(", ");
    console.log(`\nScanners (loopback fixtures, embedded PGlite)`);
    console.log(
      `full scan (${last!.categories.length} categories: ${grades}; overall ${last!.grade}): median ${(median(times) / 1000).toFixed(2)} s, slowest ${(Math.max(...times) / 1000).toFixed(2)} s of ${RUNS} (target < 5 s)`,
    );

    // 50 sites due at once, queued by the hourly job
    const names = Array.from({ length: SITES }, (_, i) => (i % 2 ? `globex-${i}.busy.test` : `acme-${i}.busy.test`));
    for (const name of names) dns.a.set(name, ["127.0.0.1"]);
    const ids = await Promise.all(names.map((name) => (name.startsWith("acme-") ? acme : globex).add(`http://${name}:${plain.port}`)));
    await t.database.db
      .update(websites)
      .set({ nextScanAt: new Date(Date.now() - 60_000) })
      .where(inArray(websites.id, ids));
    const started = performance.now();
    await t.services.scanners.hourly(new Date());
    for (;;) {
      const finished = await t.database.db.select({ status: scans.status }).from(scans).where(inArray(scans.websiteId, ids));
      if (finished.length >= SITES && finished.every((s) => s.status === "done" || s.status === "failed")) {
        const failed = finished.filter((s) => s.status === "failed").length;
        console.log(
          `${SITES} scheduled sites (each answer ${SLOW_MS} ms late): all finished in ${((performance.now() - started) / 1000).toFixed(1)} s, ${failed} failed; most at once ${peaks.all} in all (limit ${CONCURRENCY}), Acme ${peaks.acme} / Globex ${peaks.globex} (limit ${TENANT_CONCURRENCY} a tenant)`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await t.close();
    await secure.close();
    await plain.close();
    dns.close();
  }
}

if (process.argv[1] === import.meta.filename && process.argv[2]) {
  await measure(process.argv[2]);
  process.exit(0);
}
