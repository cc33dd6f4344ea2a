import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scan } from "../../../contract/scanners.ts";
import { judgeAddress } from "../../platform/outbound.ts";
import { signIn, solveCaptcha } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture } from "../../test/http-fixture.ts";
import { ACME, type ApiError, client } from "./test/scanner-helpers.ts";

// The scanners fetch what users type, so they must never reach the server's own network. With
// private networks NOT allowed (the default), every loopback target here is refused before any
// connection: each fixture counts the connections it sees, and they stay at zero. Only `hop`, a
// first hop that redirects, is let through (by its port) so that its redirects can be judged.

describe.each(BACKENDS)("scans never reach loopback targets on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let v4: Fixture; // on 127.0.0.1
  let v6: Fixture; // on ::1
  let hop: Fixture;
  let manager: ReturnType<typeof client>;
  const redirects = new Map<string, string>();

  beforeAll(async () => {
    dns = await startDnsServer();
    const reached = (_req: http.IncomingMessage, res: http.ServerResponse) =>
      res.writeHead(200, { "content-type": "text/html" }).end("reached");
    v4 = await startHttpFixture(reached);
    v6 = await startHttpFixture(reached, "::1");
    hop = await startHttpFixture((req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(302, { location: redirects.get((req.headers.host ?? "").split(":")[0]!) ?? "/" }).end();
    });
    t = await startTestApp(
      backend,
      { SCANNER_DNS_SERVER: dns.address },
      { outboundRules: { scanners: (address, target) => (target.port === hop.port ? { allowed: true } : judgeAddress(address)) } },
    );
    manager = client(t, await signIn(t, "manager@acme.test", ACME));
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([v4.close(), v6.close(), hop.close()]);
    dns.close();
  });

  const untouched = () => expect({ v4: v4.connections(), v6: v6.connections() }).toEqual({ v4: 0, v6: 0 });

  /** Every headers test "could not check", because the address was refused. */
  function refusedEverywhere(scan: Scan) {
    expect(scan.status).toBe("done");
    const headers = scan.categories.find((c) => c.key === "headers")!;
    expect(headers).toMatchObject({ grade: null, score: null });
    for (const test of headers.tests) {
      expect(test.result).toBe("error");
      expect(test.evidence).toMatchObject({ error: "refused_address" });
      expect(test.summary.key).toBe("headers.couldNotCheck.refused_address");
      expect(test.summary.text).not.toContain("headers.couldNotCheck");
    }
  }

  it.each([
    ["127.0.0.1", "http://127.0.0.1:{v4}/"],
    ["[::1]", "http://[::1]:{v6}/"],
    ["[::ffff:127.0.0.1]", "http://[::ffff:127.0.0.1]:{v4}/"],
    ["2130706433", "http://2130706433:{v4}/"],
    ["localhost", "http://localhost:{v4}/"],
  ])("refuses %s as a website or a public scan (400), connecting to nothing", async (_name, template) => {
    const url = template.replace("{v4}", String(v4.port)).replace("{v6}", String(v6.port));
    const res = await manager.post("/entity/websites", { url });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).error.issues![0]!.message).toMatch(
      /is this server's own address \(loopback\): it cannot be scanned\.$/,
    );
    const visitor = await t.req("/api/public/scans", jsonBody({ url, captchaPayload: await solveCaptcha(t) }));
    expect(visitor.status).toBe(400);
    untouched();
  });

  it.each([
    ["an A record", "a4.ssrf.test", () => dns.a.set("a4.ssrf.test", ["127.0.0.1"]), () => v4.port],
    ["an AAAA record", "a6.ssrf.test", () => dns.aaaa.set("a6.ssrf.test", ["::1"]), () => v6.port],
    ["an IPv4-mapped AAAA record", "mapped.ssrf.test", () => dns.aaaa.set("mapped.ssrf.test", ["::ffff:7f00:1"]), () => v4.port],
    [
      "a public and a loopback address",
      "mixed.ssrf.test",
      () => dns.a.set("mixed.ssrf.test", ["93.184.215.14", "127.0.0.1"]),
      () => v4.port,
    ],
  ])("scans a name whose DNS points at loopback (%s) without connecting: could not check", async (_kind, name, publish, port) => {
    publish();
    const site = await manager.addSite(`http://${name}:${port()}`);
    refusedEverywhere(await manager.finished(await manager.scan(site.id)));
    // verifying fetches through the same rule
    const verify = await manager.post(`/entity/websites/${site.id}/verify`, { method: "file" });
    expect(verify.status).toBe(422);
    expect(((await verify.json()) as ApiError).error.issues![0]!.message).toMatch(
      /could not be fetched: .* is (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1), which is not fetched \(loopback\)\.$/,
    );
    untouched();
  });

  it.each([
    ["127.0.0.1", "http://127.0.0.1:{v4}/"],
    ["[::1]", "http://[::1]:{v6}/"],
    ["[::ffff:127.0.0.1]", "http://[::ffff:127.0.0.1]:{v4}/"],
    ["2130706433", "http://2130706433:{v4}/"],
    ["localhost", "http://localhost:{v4}/"],
    ["a name that resolves to loopback", "http://a4.ssrf.test:{v4}/"],
  ])("follows a redirect to %s no further: could not check", async (kind, template) => {
    const name = `hop-${kind.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.ssrf.test`.toLowerCase();
    dns.a.set(name, ["127.0.0.1"]);
    dns.a.set("a4.ssrf.test", ["127.0.0.1"]);
    redirects.set(name, template.replace("{v4}", String(v4.port)).replace("{v6}", String(v6.port)));
    const before = hop.connections();
    const site = await manager.addSite(`http://${name}:${hop.port}`);
    refusedEverywhere(await manager.finished(await manager.scan(site.id)));
    // the first hop was asked, and its redirect judged and refused
    expect(hop.connections()).toBeGreaterThan(before);
    untouched();
  });
});
