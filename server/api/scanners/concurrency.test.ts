import type http from "node:http";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scans } from "./schema.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture } from "../../test/http-fixture.ts";
import { ACME, client, GLOBEX, setFeatures, withScanners } from "./test/scanner-helpers.ts";

// Six scans of Acme's and three of Globex's asked for at once, with a process that runs at most
// three scans and a tenant at most two. The sites are one slow server on loopback (it answers
// each request after 100 ms, as a distant site would) that records which sites it is serving at
// every moment.

const SLOW_MS = 100;

/** The most intervals open at one instant. */
function mostAtOnce(intervals: [number, number][]) {
  const events = intervals.flatMap(([a, b]) => [[a, 1] as const, [b, -1] as const]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let open = 0;
  let most = 0;
  for (const [, step] of events) most = Math.max(most, (open += step));
  return most;
}

describe.each(BACKENDS)("how many scans run at once on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let web: Fixture;
  const serving = new Map<string, number>();
  const peaks = { acme: 0, globex: 0, all: 0 };

  beforeAll(async () => {
    dns = await startDnsServer();
    const sitesBeingServed = (prefix: string) => [...serving].filter(([host, n]) => n > 0 && host.startsWith(prefix)).length;
    web = await startHttpFixture((req: http.IncomingMessage, res: http.ServerResponse) => {
      const host = (req.headers.host ?? "").split(":")[0]!;
      serving.set(host, (serving.get(host) ?? 0) + 1);
      peaks.acme = Math.max(peaks.acme, sitesBeingServed("acme-"));
      peaks.globex = Math.max(peaks.globex, sitesBeingServed("globex-"));
      peaks.all = Math.max(peaks.all, sitesBeingServed(""));
      setTimeout(() => {
        serving.set(host, serving.get(host)! - 1);
        res.writeHead(200, { "content-type": "text/html" }).end("<p>slow</p>");
      }, SLOW_MS);
    });
    t = await startTestApp(backend, {
      SCANNER_DNS_SERVER: dns.address,
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true",
      SCANNER_CONCURRENCY: "3",
      SCANNER_TENANT_CONCURRENCY: "2",
    });
  });
  afterAll(async () => {
    await t.close();
    await web.close();
    dns.close();
  });

  it(
    "never runs more than two of a tenant's scans, nor more than three in the process, and runs them all",
    { timeout: 60_000 },
    async () => {
      await setFeatures(t, "manager@globex.test", withScanners);
      const acme = client(t, await signIn(t, "manager@acme.test", ACME));
      const globex = client(t, await signIn(t, "manager@globex.test", GLOBEX), GLOBEX);
      const names = [
        ...Array.from({ length: 6 }, (_, i) => [acme, `acme-${i}.busy.test`] as const),
        ...Array.from({ length: 3 }, (_, i) => [globex, `globex-${i}.busy.test`] as const),
      ];
      for (const [, name] of names) dns.a.set(name, ["127.0.0.1"]);
      const sites = await Promise.all(names.map(async ([who, name]) => [who, await who.addSite(`http://${name}:${web.port}`)] as const));
      const ids = await Promise.all(sites.map(([who, site]) => who.scan(site.id)));
      const finished = await Promise.all(ids.map((id, i) => sites[i]![0].finished(id, 45_000)));
      expect(finished.map((s) => s.status)).toEqual(Array(9).fill("done"));

      // what the site saw: two of a tenant's sites at a time at most, three in all; Acme, with six
      // scans waiting, had its two running together
      expect(peaks.acme).toBe(2);
      expect(peaks.globex).toBeLessThanOrEqual(2);
      expect(peaks.all).toBeLessThanOrEqual(3);
      // and what the scans record
      const rows = await t.database.db.select().from(scans).where(inArray(scans.id, ids));
      const spans = (tenant: string) =>
        rows.filter((r) => r.whitelabelId === tenant).map((r) => [r.startedAt!.getTime(), r.finishedAt!.getTime()] as [number, number]);
      const tenants = [...new Set(rows.map((r) => r.whitelabelId))];
      expect(tenants).toHaveLength(2);
      for (const tenant of tenants) expect(mostAtOnce(spans(tenant))).toBeLessThanOrEqual(2);
      expect(mostAtOnce(rows.map((r) => [r.startedAt!.getTime(), r.finishedAt!.getTime()]))).toBeLessThanOrEqual(3);
    },
  );
});
