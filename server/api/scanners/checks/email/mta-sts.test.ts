import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { loadConfig } from "../../../../platform/config.ts";
import { createOutbound, type Outbound } from "../../../../platform/outbound.ts";
import { startDnsServer } from "../../../../test/dns-server.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { type Fixture, startHttpsFixture } from "../../../../test/http-fixture.ts";
import { createTestCa } from "../../../../test/test-ca.ts";
import { createEmailDns } from "./dns-client.ts";
import { mtaStsTests, mxMatches, parsePolicy } from "./mta-sts.ts";

// MTA-STS policy hosts are one HTTPS fixture on 127.0.0.1 with a certificate from a CA made for
// this run; their names reach it through the loopback DNS server. The outbound module is the
// product's, with the operator's switch for private networks on (as an intranet installation).

const POLICIES: Record<string, { status?: number; type?: string; body?: string; location?: string }> = {
  "sts.test": { body: "version: STSv1\r\nmode: enforce\r\nmx: mx1.sts.test\r\nmx: *.backup.sts.test\r\nmax_age: 604800\r\n" },
  "mismatch.test": { body: "version: STSv1\nmode: enforce\nmx: mail.other-host.test\nmax_age: 604800\n" },
  "testing.test": { body: "version: STSv1\nmode: testing\nmx: mail.other-host.test\nmax_age: 86400\n" },
  "off.test": { body: "version: STSv1\nmode: none\nmax_age: 86400\n" },
  "short.test": { body: "version: STSv1\nmode: enforce\nmx: mx.short.test\nmax_age: 3600\n" },
  "moved.test": { status: 302, location: "https://elsewhere.test/policy" },
  "gone.test": { status: 404, body: "not found" },
  "html.test": { type: "text/html", body: "<html>version: STSv1</html>" },
  "garbled.test": { body: "version: STSv2\nmode: strict\nmax_age: forever\n" },
};

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let ca: ReturnType<typeof createTestCa>;
let site: Fixture;
const seen: string[] = [];

beforeAll(async () => {
  ca = createTestCa();
  dns = await startDnsServer();
  site = await startHttpsFixture(ca.issue(Object.keys(POLICIES).map((d) => `mta-sts.${d}`)), (req, res) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "").replace(/^mta-sts\./, "");
    seen.push(`${host} ${req.url}`);
    const p = POLICIES[host];
    if (!p || req.url !== "/.well-known/mta-sts.txt") return res.writeHead(404).end();
    res.writeHead(p.status ?? 200, {
      "content-type": p.type ?? "text/plain; charset=utf-8",
      ...(p.location ? { location: p.location } : {}),
    });
    res.end(p.body ?? "");
  });
  for (const d of Object.keys(POLICIES)) {
    dns.txt.set(`_mta-sts.${d}`, ["v=STSv1; id=20240101T000000"]);
    dns.a.set(`mta-sts.${d}`, ["127.0.0.1"]);
  }
  dns.mx.set("sts.test", [
    { exchange: "mx1.sts.test", priority: 10 },
    { exchange: "eu.backup.sts.test", priority: 20 },
  ]);
  dns.mx.set("mismatch.test", [{ exchange: "mx.mismatch.test", priority: 10 }]);
  dns.mx.set("testing.test", [{ exchange: "mx.testing.test", priority: 10 }]);
  dns.txt.set("_mta-sts.two.test", ["v=STSv1; id=1", "v=STSv1; id=2"]);
  dns.txt.set("_mta-sts.badid.test", ["v=STSv1; id=not-valid!"]);
  dns.txt.set("_mta-sts.nohost.test", ["v=STSv1; id=abc"]);
});
afterAll(async () => {
  await site.close();
  dns.close();
  ca.dispose();
});

function outbound(allowPrivate: boolean): Outbound {
  const product = createOutbound(
    loadConfig({ SCANNER_DNS_SERVER: dns.address, OUTBOUND_ALLOW_PRIVATE_NETWORKS: allowPrivate ? "true" : "false" }),
  );
  // the test CA is the one thing added: certificates are verified as in production
  return { request: (url, options = {}) => product.request(url, { ...options, tls: { ...options.tls, ca: ca.cert } }) };
}

const produced: ScanTest[] = [];
async function run(domain: string, allowPrivate = true) {
  const client = createEmailDns({ server: dns.address, timeoutMs: 3000, tries: 1 });
  const tests = await mtaStsTests(client, domain, await client.mx(domain), { request: outbound(allowPrivate).request, port: site.port });
  produced.push(...tests);
  return tests;
}
const byId = (tests: ScanTest[]) => Object.fromEntries(tests.map((t) => [t.id, t]));

describe("MTA-STS", () => {
  it("passes a record, an enforced policy fetched over HTTPS, and MX hosts its patterns match", async () => {
    const t = byId(await run("sts.test"));
    expect(t["mta-sts-record"]).toMatchObject({
      result: "pass",
      summary: { key: "email.mtaStsRecord.found", vars: { id: "20240101T000000" } },
    });
    expect(t["mta-sts-policy"]).toMatchObject({
      result: "pass",
      scoreModifier: 5,
      summary: { key: "email.mtaStsPolicy.enforce", vars: { maxAge: 604800, count: 7 } },
    });
    expect(t["mta-sts-policy"]!.evidence).toMatchObject({
      url: `https://mta-sts.sts.test:${site.port}/.well-known/mta-sts.txt`,
      status: 200,
      mode: "enforce",
      mx: ["mx1.sts.test", "*.backup.sts.test"],
    });
    expect(t["mta-sts-mx"]).toMatchObject({ result: "pass", evidence: { hosts: ["mx1.sts.test", "eu.backup.sts.test"], unmatched: [] } });
    expect(seen).toContain("sts.test /.well-known/mta-sts.txt");
  });

  it("fails MX hosts the enforced policy does not list (mail to them would be refused), warns in testing mode", async () => {
    expect(byId(await run("mismatch.test"))["mta-sts-mx"]).toMatchObject({
      result: "fail",
      scoreModifier: -10,
      summary: { key: "email.mtaStsMx.mismatch", vars: { hosts: "mx.mismatch.test", mode: "enforce" } },
      recommendation: { key: "email.mtaStsMx.fix.mismatch", vars: { host: "mx.mismatch.test" } },
    });
    const testing = byId(await run("testing.test"));
    expect(testing["mta-sts-policy"]).toMatchObject({ result: "warning", summary: { key: "email.mtaStsPolicy.testing" } });
    expect(testing["mta-sts-mx"]).toMatchObject({ result: "warning", scoreModifier: -2 });
  });

  it("notes mode none and a short max_age", async () => {
    const off = await run("off.test");
    expect(off.map((t) => t.id)).toEqual(["mta-sts-record", "mta-sts-policy"]);
    expect(off[1]).toMatchObject({ result: "info", summary: { key: "email.mtaStsPolicy.none" } });
    expect(byId(await run("short.test"))["mta-sts-policy"]).toMatchObject({
      result: "warning",
      scoreModifier: 0,
      summary: { key: "email.mtaStsPolicy.shortMaxAge", vars: { maxAge: 3600 } },
    });
  });

  it("fails a redirect (never followed), a missing file, the wrong media type and a garbled policy", async () => {
    expect(byId(await run("moved.test"))["mta-sts-policy"]).toMatchObject({
      result: "fail",
      summary: { key: "email.mtaStsPolicy.redirect" },
      evidence: { status: 302, location: "https://elsewhere.test/policy" },
    });
    expect(seen.some((s) => s.startsWith("elsewhere.test"))).toBe(false);
    expect(byId(await run("gone.test"))["mta-sts-policy"]).toMatchObject({
      result: "fail",
      summary: { key: "email.mtaStsPolicy.status", vars: { status: 404 } },
    });
    expect(byId(await run("html.test"))["mta-sts-policy"]).toMatchObject({
      result: "fail",
      summary: { key: "email.mtaStsPolicy.contentType", vars: { type: "text/html" } },
    });
    expect(byId(await run("garbled.test"))["mta-sts-policy"]).toMatchObject({
      result: "fail",
      summary: { key: "email.mtaStsPolicy.invalid", vars: { problems: "version, mode, max_age, mx-missing" } },
    });
  });

  it("judges the record alone when it is missing, doubled or has a bad id", async () => {
    expect(await run("nothing.test")).toEqual([
      expect.objectContaining({
        id: "mta-sts-record",
        result: "info",
        scoreModifier: 0,
        summary: { key: "email.mtaStsRecord.missing", vars: { domain: "nothing.test" } },
      }),
    ]);
    expect(await run("two.test")).toEqual([
      expect.objectContaining({ result: "fail", summary: expect.objectContaining({ key: "email.mtaStsRecord.multiple" }) }),
    ]);
    expect(await run("badid.test")).toEqual([
      expect.objectContaining({ result: "fail", summary: expect.objectContaining({ key: "email.mtaStsRecord.invalid" }) }),
    ]);
  });

  it("could not check when the policy host has no address, or the address rule refuses it (no connection made)", async () => {
    expect(byId(await run("nohost.test"))["mta-sts-policy"]).toMatchObject({
      result: "error",
      scoreModifier: 0,
      evidence: { code: "dns_failure" },
    });
    const before = site.connections();
    expect(byId(await run("sts.test", false))["mta-sts-policy"]).toMatchObject({
      result: "error",
      summary: { key: "email.mtaStsPolicy.unreachable", vars: { code: "refused_address" } },
      evidence: { detail: "loopback" },
    });
    expect(site.connections()).toBe(before);
  });

  it("parses policies and matches MX patterns as RFC 8461 §4.1 says", () => {
    expect(parsePolicy("version: STSv1\nmode: enforce\nmx: MX.Example.com\nmax_age: 86400\nextension: x\n")).toEqual({
      version: "STSv1",
      mode: "enforce",
      mx: ["mx.example.com"],
      maxAge: 86400,
      problems: [],
    });
    expect(mxMatches("*.example.com", "mx1.example.com")).toBe(true);
    expect(mxMatches("*.example.com", "a.b.example.com")).toBe(false);
    expect(mxMatches("*.example.com", "example.com")).toBe(false);
    expect(mxMatches("mx.example.com.", "MX.example.com")).toBe(true);
  });
});

describe("texts", () => {
  it("has the texts of every finding above in English and Portuguese", () => {
    expect(produced.length).toBeGreaterThan(0);
    expect(missingTexts(produced)).toEqual([]);
  });
});
