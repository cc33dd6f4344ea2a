import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPOSURE_SNIPPETS, EXPOSURE_TEST_IDS, exposureTestOf } from "../../../../../contract/scanner-exposure.ts";
import type { ScanCategoryResult } from "../../../../../contract/scanner-results.ts";
import { loadConfig } from "../../../../platform/config.ts";
import { createOutbound, judgeAddress, type Outbound } from "../../../../platform/outbound.ts";
import { startDnsServer } from "../../../../test/dns-server.ts";
import { type Fixture, startHttpFixture, startHttpsFixture } from "../../../../test/http-fixture.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { createTestCa } from "../../../../test/test-ca.ts";
import { createExposureChecks } from "./index.ts";
import { MAX_REQUESTS } from "./probe.ts";

// Whole exposure scans of sites served by one HTTPS fixture on 127.0.0.1 (names resolved by a DNS
// server on loopback, certificates from a CA made for this run), through the product's factory.
// The address rule lets 127.0.0.1 through and refuses everything else, 127.0.0.2 included.

const NOW = new Date("2026-03-01T00:00:00Z");
let ca: ReturnType<typeof createTestCa>;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let site: Fixture;
let elsewhere: Fixture; // on 127.0.0.2, which the rule refuses: it must never see a connection
let closedPort = 0;
let scan: ReturnType<typeof createExposureChecks>;
const requests: { host: string; path: string }[] = [];
const inFlight = { now: 0, max: 0 };

const GIT_CONFIG =
  '[core]\n\trepositoryformatversion = 0\n\tbare = false\n[remote "origin"]\n\turl = https://deploy:ghp_secret@git.example/site.git\n';
const ENV = "APP_ENV=production\nDB_PASSWORD=hunter2\nAPI_KEY=sk_live_123\n";
const text = { "content-type": "text/plain; charset=utf-8" };
const html = { "content-type": "text/html; charset=utf-8" };

function goodSite(req: http.IncomingMessage, res: http.ServerResponse, origin: string) {
  if (req.url === "/") {
    res.setHeader("set-cookie", "__Host-sid=1; Path=/; Secure; HttpOnly; SameSite=Lax");
    return res
      .writeHead(200, { ...html, server: "nginx" })
      .end(
        '<!doctype html><link rel="stylesheet" href="/app.css"><script src="https://cdn.good.test/app.js"></script><img src="//cdn.good.test/logo.png"><a href="http://elsewhere.example/">a link is not a resource</a>',
      );
  }
  if (req.url === "/.well-known/security.txt") {
    return res
      .writeHead(200, text)
      .end(
        `Contact: mailto:security@good.test\nExpires: 2026-12-31T23:59:59Z\nPreferred-Languages: en, pt\nCanonical: ${origin}/.well-known/security.txt\n`,
      );
  }
  res.writeHead(404, { ...html, server: "nginx" }).end("<h1>Not found</h1>");
}

function badSite(req: http.IncomingMessage, res: http.ServerResponse) {
  const versions = { server: "Apache/2.4.41 (Ubuntu)", "x-powered-by": "PHP/8.1.2" };
  const files: Record<string, [Record<string, string>, string | Buffer]> = {
    "/.well-known/security.txt": [text, "Contact: mailto:security@bad.test\nExpires: 2025-12-31T23:59:59Z\n"],
    "/.git/config": [text, GIT_CONFIG],
    "/.env": [{ "content-type": "application/octet-stream" }, ENV],
    "/backup.zip": [
      { "content-type": "application/zip" },
      Buffer.concat([Buffer.from("504b0304140000000800", "hex"), Buffer.alloc(64 * 1024, 7)]),
    ],
    "/db.sql": [text, "-- MySQL dump 10.13\n--\nDROP TABLE IF EXISTS `users`;\nCREATE TABLE `users` (id int);\n"],
    "/.DS_Store": [{ "content-type": "application/octet-stream" }, Buffer.from("0000000142756431000010000000080000", "hex")],
    "/uploads/": [
      html,
      '<html><head><title>Index of /uploads</title></head><body><h1>Index of /uploads</h1><a href="/">Parent Directory</a></body></html>',
    ],
  };
  if (req.url === "/") {
    res.setHeader("set-cookie", ["PHPSESSID=abc; Path=/", "theme=dark; Path=/; Secure; SameSite=Lax", "tracker=1; Path=/; HttpOnly"]);
    return res
      .writeHead(200, { ...html, ...versions })
      .end('<html><script src="http://cdn.bad.test/jquery.js"></script><img src="http://cdn.bad.test/logo.png"></html>');
  }
  const file = files[req.url ?? ""];
  if (file) return res.writeHead(200, { ...file[0], ...versions }).end(file[1]);
  res.writeHead(404, { ...html, ...versions }).end("<h1>Not Found</h1>");
}

function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  const host = (req.headers.host ?? "").split(":")[0]!;
  requests.push({ host, path: req.url ?? "" });
  const origin = `https://${req.headers.host}`;
  switch (host) {
    case "good.test":
      return goodSite(req, res, origin);
    case "bad.test":
      // answers a little later, so the scan's requests overlap as much as it lets them
      inFlight.max = Math.max(inFlight.max, ++inFlight.now);
      res.on("close", () => inFlight.now--);
      setTimeout(() => badSite(req, res), 40);
      return;
    case "catchall.test":
      // a server answering 200 for any path, with lines that look like a .env
      return res.writeHead(200, text).end(`status=ok\nrequested=${req.url}\n`);
    case "spa.test":
      // a single-page application: its page for every path, whatever the path
      return res.writeHead(200, html).end("<!doctype html><div id=app></div><!-- [core] API_KEY=placeholder -->");
    case "legacy.test":
      if (req.url === "/security.txt")
        return res.writeHead(200, text).end("Contact: https://legacy.test/report\nExpires: 2026-06-30T00:00:00Z\n");
      return res.writeHead(404, html).end("<h1>Not found</h1>");
    case "redirect.test":
      if (req.url === "/.git/config") return res.writeHead(302, { location: `https://evil.test:${elsewhere.port}/.git/config` }).end();
      if (req.url === "/.env") return res.writeHead(302, { location: `https://127.0.0.2:${elsewhere.port}/.env` }).end();
      return res.writeHead(req.url === "/" ? 200 : 404, html).end("<p>hello</p>");
    default:
      res.writeHead(421).end();
  }
}

beforeAll(async () => {
  ca = createTestCa();
  dns = await startDnsServer();
  const names = ["good.test", "bad.test", "catchall.test", "spa.test", "legacy.test", "redirect.test", "down.test"];
  for (const name of names) dns.a.set(name, ["127.0.0.1"]);
  dns.a.set("evil.test", ["127.0.0.2"]);
  site = await startHttpsFixture(ca.issue(names), handler);
  elsewhere = await startHttpsFixture(
    ca.issue(["evil.test", "127.0.0.2"]),
    (_req, res) => res.writeHead(200, text).end(GIT_CONFIG + ENV),
    "127.0.0.2",
  );
  const closed = await startHttpFixture((_q, r) => r.end());
  closedPort = closed.port;
  await closed.close();

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
  scan = createExposureChecks(config, outbound);
});
afterAll(async () => {
  await Promise.all([site.close(), elsewhere.close()]);
  dns.close();
  ca.dispose();
});

const origin = (host: string, port = site.port) => `https://${host}:${port}`;
const results = (r: ScanCategoryResult) => Object.fromEntries(r.tests.map((t) => [t.id, t.result]));
const test = (r: ScanCategoryResult, id: string) => r.tests.find((t) => t.id === id)!;
const scans: ScanCategoryResult[] = [];
const run = async (host: string, port?: number) => {
  const r = await scan({ origin: origin(host, port) }, { now: NOW });
  scans.push(r);
  return r;
};

describe("the exposure category", () => {
  it("gives A+ to a site that exposes nothing and publishes a valid security.txt", async () => {
    const r = await run("good.test");
    expect(r).toMatchObject({ key: "exposure", score: 100, grade: "A+" });
    expect(results(r)).toEqual({
      "security-txt": "pass",
      "git-config": "pass",
      "env-file": "pass",
      "backup-files": "pass",
      "directory-listing": "pass",
      "server-version": "pass",
      "mixed-content": "pass",
      "cookie-__Host-sid": "pass",
      "subdomain-takeover": "info",
    });
    expect(test(r, "security-txt").summary).toEqual({
      key: "exposure.security-txt.found.valid",
      vars: {
        url: `${origin("good.test")}/.well-known/security.txt`,
        expires: "2026-12-31",
        contacts: "mailto:security@good.test",
        type: "text/plain; charset=utf-8",
        canonical: `${origin("good.test")}/.well-known/security.txt`,
      },
    });
    expect(test(r, "security-txt").recommendation).toBeNull();
  });

  it("finds everything a careless site exposes, judging files by their content, and grades it F", async () => {
    const before = requests.length;
    const r = await run("bad.test");
    expect(results(r)).toEqual({
      "security-txt": "fail",
      "git-config": "fail",
      "env-file": "fail",
      "backup-files": "fail",
      "directory-listing": "fail",
      "server-version": "warning",
      "mixed-content": "fail",
      "cookie-PHPSESSID": "fail",
      "cookie-theme": "info",
      "cookie-tracker": "warning",
      "subdomain-takeover": "info",
    });
    expect(r).toMatchObject({ score: 0, grade: "F" });
    expect(test(r, "security-txt").summary.key).toBe("exposure.security-txt.found.expired");
    expect(test(r, "git-config").evidence).toEqual({ url: `${origin("bad.test")}/.git/config`, status: 200, sections: ["core", "remote"] });
    // the secrets themselves are never kept: names only
    expect(test(r, "env-file").evidence).toMatchObject({ variables: ["APP_ENV", "DB_PASSWORD", "API_KEY"] });
    expect(JSON.stringify(r)).not.toMatch(/hunter2|sk_live_123|ghp_secret/);
    expect(test(r, "backup-files").evidence!.exposed).toEqual([
      { url: `${origin("bad.test")}/backup.zip`, kind: "zip", bytes: 16 * 1024 },
      { url: `${origin("bad.test")}/db.sql`, kind: "sql", bytes: expect.any(Number) },
      { url: `${origin("bad.test")}/.DS_Store`, kind: "ds_store", bytes: expect.any(Number) },
    ]);
    expect(test(r, "directory-listing").evidence!.listed).toEqual([{ url: `${origin("bad.test")}/uploads/`, server: "apache" }]);
    expect(test(r, "server-version").summary.vars).toEqual({ headers: "Server: Apache/2.4.41 (Ubuntu); X-Powered-By: PHP/8.1.2" });
    expect(test(r, "mixed-content").evidence).toMatchObject({
      active: [{ tag: "script", url: "http://cdn.bad.test/jquery.js" }],
      passive: [{ tag: "img", url: "http://cdn.bad.test/logo.png" }],
    });
    expect(test(r, "cookie-PHPSESSID").summary.vars).toEqual({ name: "PHPSESSID", missing: "Secure, HttpOnly, SameSite" });
    expect(test(r, "cookie-tracker").summary.vars).toEqual({ name: "tracker", missing: "Secure, SameSite" });

    // a handful of requests, never more than two at a time
    const sent = requests.slice(before).filter((q) => q.host === "bad.test");
    expect(sent.length).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(sent.map((q) => q.path)).toEqual(
      expect.arrayContaining(["/", "/.git/config", "/.env", "/.well-known/security.txt", "/backup.zip", "/uploads/"]),
    );
    expect(inFlight.max).toBe(2);
  });

  it("is not fooled by a server that answers 200 for any path, in text or HTML", async () => {
    for (const host of ["catchall.test", "spa.test"]) {
      const r = await run(host);
      expect(r).toMatchObject({ score: 90, grade: "A" });
      expect(results(r)).toMatchObject({
        "security-txt": "info",
        "git-config": "pass",
        "env-file": "pass",
        "backup-files": "pass",
        "directory-listing": "pass",
      });
      expect(test(r, "security-txt").summary.key).toBe("exposure.security-txt.found.missing");
    }
  });

  it("reports a security.txt found only at the legacy address as information", async () => {
    const r = await run("legacy.test");
    expect(test(r, "security-txt")).toMatchObject({
      result: "info",
      scoreModifier: 0,
      summary: { key: "exposure.security-txt.found.legacyOnly" },
      recommendation: { key: "exposure.security-txt.fix.legacyOnly" },
    });
    expect(r.grade).toBe("A");
  });

  it("never follows a probe's redirect to a refused address, and says it could not check rather than fail", async () => {
    const r = await run("redirect.test");
    expect(test(r, "git-config")).toMatchObject({
      result: "error",
      evidence: { error: "refused_address" },
      summary: { key: "exposure.couldNotCheck.refused_address" },
    });
    expect(test(r, "env-file")).toMatchObject({ result: "error", evidence: { error: "refused_address" } });
    expect(elsewhere.connections()).toBe(0);
    // without the 40-point answers a grade would be a guess
    expect(r).toMatchObject({ score: null, grade: null });
    expect(r.tests.some((t) => t.result === "fail")).toBe(false);
  });

  it("says could not check for every test of a site that does not answer", async () => {
    const r = await run("down.test", closedPort);
    expect(r).toMatchObject({ score: null, grade: null });
    const checked = r.tests.filter((t) => t.id !== "subdomain-takeover");
    expect(checked.length).toBeGreaterThan(5);
    for (const t of checked)
      expect(t).toMatchObject({
        result: "error",
        evidence: { error: "connection_failed" },
        recommendation: { key: "exposure.couldNotCheck.fix" },
      });
  });

  it("refuses a target that is not an http(s) origin", async () => {
    await expect(scan({ origin: "ftp://good.test" })).rejects.toThrow(RangeError);
    await expect(scan({ origin: "https://good.test/path" })).rejects.toThrow(RangeError);
  });

  it("has every text of every finding in English and Portuguese, with the variables it uses", () => {
    const tests = scans.flatMap((r) => r.tests);
    expect(tests.length).toBeGreaterThan(50);
    expect(missingTexts(tests)).toEqual([]);
  });

  it("lists its tests in the report's order, each with a title and snippets to show", () => {
    for (const r of scans) {
      const order = r.tests.map((t) => EXPOSURE_TEST_IDS.indexOf(exposureTestOf(t.id)!));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const titles = EXPOSURE_TEST_IDS.map((id) => ({
      id,
      result: "info" as const,
      scoreModifier: 0,
      evidence: null,
      summary: { key: `exposure.${id}.title` },
      recommendation: null,
    }));
    expect(missingTexts(titles)).toEqual([]);
    for (const id of EXPOSURE_TEST_IDS) expect(Object.keys(EXPOSURE_SNIPPETS[id]).length).toBeGreaterThan(1);
  });
});
