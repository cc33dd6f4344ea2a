import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanCategoryResult, ScanTest } from "../../../../../contract/scanner-results.ts";
import { loadConfig } from "../../../../platform/config.ts";
import { createOutbound, judgeAddress, type Outbound } from "../../../../platform/outbound.ts";
import { RCODE, startDnsServer, TYPE } from "../../../../test/dns-server.ts";
import { type Fixture, startHttpFixture, startHttpsFixture } from "../../../../test/http-fixture.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { createTestCa } from "../../../../test/test-ca.ts";
import { createExposureChecks } from "./index.ts";
import { MAX_FINGERPRINT_REQUESTS, normalizeHostName } from "./takeover.ts";
import { HOSTING_SERVICES, serviceFor } from "./takeover-services.ts";

// Sub-domain take-over checks of acme.test's sub-domains: CNAMEs served by a DNS server on
// 127.0.0.1, hosting services' targets that no longer exist (NXDOMAIN) or that resolve to a plain
// http fixture on 127.0.0.1 answering with the service's "unclaimed" page, or with a real site.

let ca: ReturnType<typeof createTestCa>;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let site: Fixture;
let hosting: Fixture;
let elsewhere: Fixture; // on 127.0.0.2, which the rule refuses
let scan: (subdomains: string[]) => Promise<ScanCategoryResult>;
const asked: string[] = [];

function hostingHandler(req: http.IncomingMessage, res: http.ServerResponse) {
  const host = (req.headers.host ?? "").split(":")[0]!;
  asked.push(host);
  if (host === "docs.acme.test")
    return res.writeHead(404, { "content-type": "text/html" }).end("<h1>404</h1><p>There isn't a GitHub Pages site here.</p>");
  if (host === "shop.acme.test") return res.writeHead(200, { "content-type": "text/html" }).end("<title>Acme shop</title>");
  res.writeHead(301, { location: `https://${host}/` }).end();
}

beforeAll(async () => {
  ca = createTestCa();
  dns = await startDnsServer();
  site = await startHttpsFixture(ca.issue(["acme.test"]), (_req, res) =>
    res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>"),
  );
  hosting = await startHttpFixture(hostingHandler);
  elsewhere = await startHttpFixture((_req, res) => res.writeHead(404).end("No such app"), "127.0.0.2");
  dns.a.set("acme.test", ["127.0.0.1"]);
  const cname = (name: string, target: string) => dns.cname.set(name, target);
  cname("blog.acme.test", "acme-blog.github.io");
  dns.rcode.set("acme-blog.github.io", RCODE.NXDOMAIN);
  cname("docs.acme.test", "acme-docs.github.io");
  dns.a.set("acme-docs.github.io", ["127.0.0.1"]);
  cname("shop.acme.test", "acme.myshopify.com");
  dns.a.set("acme.myshopify.com", ["127.0.0.1"]);
  cname("cdn.acme.test", "d111abcdef8.cloudfront.net");
  dns.a.set("d111abcdef8.cloudfront.net", ["127.0.0.1"]);
  cname("old.acme.test", "acme.partner-hosting.test");
  dns.rcode.set("acme.partner-hosting.test", RCODE.NXDOMAIN);
  cname("www.acme.test", "acme.test");
  dns.a.set("mail.acme.test", ["127.0.0.1"]);
  dns.rcode.set("gone.acme.test", RCODE.NXDOMAIN);
  dns.rcode.set("flaky.acme.test", RCODE.SERVFAIL);
  cname("chain.acme.test", "edge.acme.test");
  cname("edge.acme.test", "acme-app.herokuapp.com");
  dns.rcode.set("acme-app.herokuapp.com", RCODE.NXDOMAIN);
  cname("api.acme.test", "acme-api.herokuapp.com");
  dns.a.set("acme-api.herokuapp.com", ["127.0.0.2"]);
  for (let i = 1; i <= MAX_FINGERPRINT_REQUESTS + 1; i++) {
    cname(`s${i}.acme.test`, `acme-s${i}.github.io`);
    dns.a.set(`acme-s${i}.github.io`, ["127.0.0.1"]);
  }

  const config = loadConfig({ SCANNER_DNS_SERVER: dns.address, OUTBOUND_CONNECT_TIMEOUT_MS: "3000" });
  const product = createOutbound(config);
  const outbound: Outbound = {
    request: (url, options = {}) =>
      product.request(url, {
        ...options,
        tls: { ...options.tls, ca: ca.cert },
        rule: (address) => (address === "127.0.0.1" ? { allowed: true } : judgeAddress(address)),
      }),
  };
  const checks = createExposureChecks(config, outbound);
  scan = (subdomains) => checks({ origin: `https://acme.test:${site.port}`, subdomains }, { takeoverHttpPort: hosting.port });
});
afterAll(async () => {
  await Promise.all([site.close(), hosting.close(), elsewhere.close()]);
  dns.close();
  ca.dispose();
});

const found: ScanTest[] = [];
const takeover = (r: ScanCategoryResult) => {
  const tests = r.tests.filter((t) => t.id.startsWith("takeover-") || t.id === "subdomain-takeover");
  found.push(...tests);
  return Object.fromEntries(tests.map((t) => [t.id, [t.result, t.summary.key.split(".").at(-1)]]));
};

describe("dangling CNAMEs of the listed sub-domains", () => {
  it("fails a CNAME to a hosting service whose target is gone or unclaimed, and passes the rest", async () => {
    const r = await scan([
      "blog.acme.test",
      "Docs.Acme.Test.",
      "shop.acme.test",
      "cdn.acme.test",
      "old.acme.test",
      "www.acme.test",
      "mail.acme.test",
      "gone.acme.test",
      "chain.acme.test",
      "other.example.test",
    ]);
    expect(takeover(r)).toEqual({
      "takeover-blog.acme.test": ["fail", "dangling"],
      "takeover-docs.acme.test": ["fail", "unclaimed"],
      "takeover-shop.acme.test": ["pass", "claimed"],
      "takeover-cdn.acme.test": ["pass", "claimed"],
      "takeover-old.acme.test": ["warning", "danglingUnknown"],
      "takeover-www.acme.test": ["pass", "external"],
      "takeover-mail.acme.test": ["pass", "noCname"],
      "takeover-gone.acme.test": ["info", "notFound"],
      "takeover-chain.acme.test": ["fail", "dangling"],
      "takeover-other.example.test": ["info", "outsideDomain"],
    });
    const blog = r.tests.find((t) => t.id === "takeover-blog.acme.test")!;
    expect(blog).toMatchObject({
      scoreModifier: -50,
      summary: { vars: { name: "blog.acme.test", target: "acme-blog.github.io", service: "GitHub Pages" } },
      recommendation: { key: "exposure.takeover.fix.remove" },
    });
    expect(r.tests.find((t) => t.id === "takeover-chain.acme.test")!.evidence).toMatchObject({
      chain: ["edge.acme.test", "acme-app.herokuapp.com"],
      service: "Heroku",
    });
    // only the services with an "unclaimed" page were asked over http; nothing else was fetched
    expect(asked.sort()).toEqual(["docs.acme.test", "shop.acme.test"]);
    expect(r).toMatchObject({ score: 0, grade: "F" });
  });

  it("says could not check when the DNS fails or the service's address is refused, never fail", async () => {
    const r = await scan(["flaky.acme.test", "api.acme.test"]);
    expect(takeover(r)).toEqual({ "takeover-flaky.acme.test": ["error", "dns"], "takeover-api.acme.test": ["error", "refused_address"] });
    expect(elsewhere.connections()).toBe(0);
    expect(r.grade).toBe("A");
  });

  it(`fetches at most ${MAX_FINGERPRINT_REQUESTS} sub-domains a scan and says so for the others`, async () => {
    asked.length = 0;
    const names = Array.from({ length: MAX_FINGERPRINT_REQUESTS + 1 }, (_, i) => `s${i + 1}.acme.test`);
    const outcomes = Object.values(takeover(await scan(names)));
    expect(asked).toHaveLength(MAX_FINGERPRINT_REQUESTS);
    expect(outcomes.filter(([result]) => result === "pass")).toHaveLength(MAX_FINGERPRINT_REQUESTS);
    expect(outcomes.filter(([result, outcome]) => result === "error" && outcome === "budget")).toHaveLength(1);
  });

  it("says nothing was listed when the customer lists no sub-domain, and asks the DNS nothing", async () => {
    const before = dns.queries.filter((q) => q.type === TYPE.CNAME).length;
    expect(takeover(await scan([]))).toEqual({ "subdomain-takeover": ["info", "noneListed"] });
    expect(dns.queries.filter((q) => q.type === TYPE.CNAME)).toHaveLength(before);
  });

  it("knows each service by its CNAME target, and reads names as DNS does", () => {
    expect(serviceFor("acme.github.io")?.name).toBe("GitHub Pages");
    expect(serviceFor("bucket.s3.amazonaws.com")?.name).toBe("Amazon S3");
    expect(serviceFor("bucket.s3-website-us-east-1.amazonaws.com")?.name).toBe("Amazon S3");
    expect(serviceFor("ec2-1-2-3-4.compute-1.amazonaws.com")).toBeUndefined();
    expect(serviceFor("acme.azurewebsites.net")?.name).toBe("Microsoft Azure");
    expect(serviceFor("github.io.evil.test")).toBeUndefined();
    expect(new Set(HOSTING_SERVICES.map((s) => s.name)).size).toBe(HOSTING_SERVICES.length);
    expect(normalizeHostName(" Blog.Açme.test. ")).toBe("blog.xn--ame-2la.test");
    expect(normalizeHostName("not a name")).toBeNull();
  });

  it("has every text in English and Portuguese, with the variables it uses", () => {
    expect(found.length).toBeGreaterThan(15);
    expect(missingTexts(found)).toEqual([]);
  });
});
