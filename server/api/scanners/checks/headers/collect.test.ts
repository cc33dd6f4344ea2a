import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeRequest, type SafeRequestOptions } from "../../../../platform/outbound.ts";
import { type Fixture, startHttpFixture, startHttpsFixture } from "../../../../test/http-fixture.ts";
import { createTestCa } from "../../../../test/test-ca.ts";
import { analyseHeaders } from "./analyse.ts";
import { collectHeadersEvidence, PROBE_ORIGIN } from "./collect.ts";
import { scanHeaders } from "./index.ts";
import { outcomesOf } from "./test-evidence.ts";

// Sites served by fixture servers on 127.0.0.1 (names reach it through the resolver given to the
// outbound module, certificates from a CA made for this run), scanned end to end: the collector
// fetches through the real outbound module and the analyser grades what came back.

let ca: ReturnType<typeof createTestCa>;
let stranger: ReturnType<typeof createTestCa>; // a CA nobody trusts
let plain: Fixture; // http for every site
let secure: Fixture; // https with trusted certificates
let badCert: Fixture; // https with an untrusted certificate
let closedPort = 0;
const seen: { host: string; method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];

const GOOD = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=31536000",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};

function record(req: http.IncomingMessage) {
  const host = (req.headers.host ?? "").split(":")[0]!;
  seen.push({ host, method: req.method ?? "", path: req.url ?? "", headers: req.headers });
  return host;
}

function plainSite(req: http.IncomingMessage, res: http.ServerResponse) {
  const host = record(req);
  if (host === "weak.test" && req.url === "/") return res.writeHead(302, { location: "/home" }).end();
  const target = host === "badcert.test" ? badCert.port : secure.port;
  if (host === "plain-only.test")
    return res.writeHead(200, { ...GOOD, "content-security-policy": "default-src 'self'" }).end("<p>plain</p>");
  res.writeHead(301, { location: `https://${host}:${target}${req.url === "/" ? "/" : req.url}` }).end();
}

function secureSite(req: http.IncomingMessage, res: http.ServerResponse) {
  const host = record(req);
  if (host === "good.test") {
    if (req.method === "OPTIONS") return res.writeHead(204).end();
    res.setHeader("set-cookie", "__Host-sid=1; Path=/; Secure; HttpOnly; SameSite=Lax");
    return res.writeHead(200, GOOD).end('<!doctype html><script src="/app.js" integrity="sha384-abc"></script>');
  }
  if (host === "weak.test") {
    if (req.method === "OPTIONS") {
      // echoes whatever origin asks, credentials included
      return res
        .writeHead(204, { "access-control-allow-origin": req.headers.origin ?? "", "access-control-allow-credentials": "true" })
        .end();
    }
    if (req.url === "/") return res.writeHead(302, { location: "/home", "set-cookie": "SESSIONID=abc; Path=/" }).end();
    return res
      .writeHead(200, { "content-type": "text/html", "content-security-policy": "script-src 'self' 'unsafe-inline'" })
      .end("<h1>weak</h1>");
  }
  if (host === "broken.test") return res.writeHead(500, { "content-type": "text/plain" }).end("oops");
  res.writeHead(404).end();
}

function badCertSite(req: http.IncomingMessage, res: http.ServerResponse) {
  record(req);
  if (req.url === "/robots.txt" && req.method === "GET")
    return res.writeHead(200, { "content-type": "text/plain", "set-cookie": "tracker=1; Path=/" }).end("User-agent: *");
  if (req.method === "OPTIONS") return res.writeHead(204).end();
  res.writeHead(200, { ...GOOD, "content-security-policy": "default-src 'self'", "cross-origin-resource-policy": "" }).end("<p>hello</p>");
}

const loopback = async () => [{ address: "127.0.0.1", family: 4 as const }];
/** The outbound module as the product has it, with private networks allowed (the tests' switch) and the test CA trusted. */
const outbound = {
  request: (url: string | URL, o: SafeRequestOptions = {}) =>
    safeRequest(url, { allowPrivate: true, resolve: loopback, ...o, tls: { ca: ca.cert, ...o.tls } }),
};
const target = (host: string) => ({ host, httpPort: plain.port, httpsPort: host === "badcert.test" ? badCert.port : secure.port });

beforeAll(async () => {
  ca = createTestCa();
  stranger = createTestCa("Stranger CA");
  plain = await startHttpFixture(plainSite);
  secure = await startHttpsFixture(ca.issue(["good.test", "weak.test", "broken.test"]), secureSite);
  badCert = await startHttpsFixture(stranger.issue(["badcert.test"]), badCertSite);
  const closed = await startHttpFixture((_q, r) => r.end());
  closedPort = closed.port;
  await closed.close();
});

afterAll(async () => {
  await Promise.all([plain.close(), secure.close(), badCert.close()]);
  ca.dispose();
  stranger.dispose();
});

describe("scanning a site's headers end to end", () => {
  it("grades a well-kept site A+ with every bonus, from its redirect, page, cookies and preflight", async () => {
    const evidence = await collectHeadersEvidence(target("good.test"), { outbound });
    expect(evidence.http!.hops.map((h) => [h.url, h.status])).toEqual([
      [`http://good.test:${plain.port}/`, 301],
      [`https://good.test:${secure.port}/`, 200],
    ]);
    expect(evidence.https!.verified).toBe(true);
    const preflight = seen.find((s) => s.host === "good.test" && s.method === "OPTIONS")!;
    expect(preflight.headers.origin).toBe(PROBE_ORIGIN);
    expect(preflight.headers["access-control-request-method"]).toBe("GET");
    // robots.txt is asked for only when the certificate failed
    expect(seen.some((s) => s.host === "good.test" && s.path === "/robots.txt")).toBe(false);

    const result = analyseHeaders(evidence);
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 140, grade: "A+" });
    expect(outcomesOf(result)).toMatchObject({
      "content-security-policy": "noUnsafeDefaultNone",
      cookies: "secureHttpOnlySameSite",
      "subresource-integrity": "allSameOriginWithSri",
      redirection: "toHttps",
    });
  });

  it("finds what a weak site gets wrong across its redirects: a cookie set on the way, an echoed origin, http before https", async () => {
    const result = await scanHeaders(target("weak.test"), { outbound });
    expect(outcomesOf(result)).toEqual({
      "content-security-policy": "unsafeInline",
      cookies: "sessionWithoutSecure",
      "cross-origin-resource-sharing": "universalAccess",
      redirection: "httpFirst",
      "referrer-policy": "notImplemented",
      "strict-transport-security": "notImplemented",
      "subresource-integrity": "noScripts",
      "x-content-type-options": "notImplemented",
      "x-frame-options": "notImplemented",
      "cross-origin-resource-policy": "notImplemented",
    });
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 0, grade: "F" });
    // the cookie set by the redirect went back with the next request, as a browser sends it
    expect(seen.find((s) => s.host === "weak.test" && s.path === "/home" && s.headers.cookie)?.headers.cookie).toBe("SESSIONID=abc");
    const cookies = result.tests.find((t) => t.id === "cookies")!;
    expect(cookies.summary).toEqual({ key: "headers.cookies.found.sessionWithoutSecure", vars: { cookies: "SESSIONID" } });
    expect(cookies.recommendation?.key).toBe("headers.cookies.fix.secureAndHsts");
  });

  it("still judges a site whose certificate does not verify, and says so for HSTS and the redirect", async () => {
    const evidence = await collectHeadersEvidence(target("badcert.test"), { outbound });
    expect(evidence.https!.verified).toBe(false);
    expect(evidence.http!.verified).toBe(false);
    // as the Observatory's client, robots.txt is fetched in the page's session and the preflight goes there
    expect(seen.filter((s) => s.host === "badcert.test" && s.method === "OPTIONS").map((s) => s.path)).toEqual(["/robots.txt"]);
    const result = analyseHeaders(evidence);
    expect(outcomesOf(result)).toMatchObject({
      "strict-transport-security": "invalidCert",
      redirection: "invalidCert",
      cookies: "withoutSecure",
    });
    // 100 - 20 - 20 - 20: the bonuses do not count
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 40, grade: "D+" });
  });

  it("judges the plain http page when there is no https, and cannot set HSTS", async () => {
    const result = await scanHeaders({ host: "plain-only.test", httpPort: plain.port, httpsPort: closedPort }, { outbound });
    expect(outcomesOf(result)).toMatchObject({
      redirection: "missing",
      "strict-transport-security": "noHttps",
      "content-security-policy": "noUnsafe",
    });
    expect(result.score).toBe(60);
  });

  it("reports every test as could not check, never as a failure, when the site does not answer", async () => {
    const result = await scanHeaders({ host: "gone.test", httpPort: closedPort, httpsPort: closedPort }, { outbound });
    expect(result.score).toBeNull();
    expect(result.grade).toBeNull();
    expect(result.tests).toHaveLength(10);
    for (const t of result.tests) {
      expect(t.result).toBe("error");
      expect(t.summary.key).toBe("headers.couldNotCheck.connection_failed");
      expect(t.evidence).toMatchObject({ error: "connection_failed" });
    }
  });

  it("does not grade a page that answers with a server error", async () => {
    const result = await scanHeaders({ host: "broken.test", httpPort: closedPort, httpsPort: secure.port }, { outbound });
    expect(result.grade).toBeNull();
    expect(new Set(result.tests.map((t) => t.result))).toEqual(new Set(["error"]));
    expect(result.tests[0]!.summary).toEqual({
      key: "headers.couldNotCheck.unexpected_status",
      vars: { detail: "the page answered 500", status: 500 },
    });
  });

  it("refuses a loopback site under the product's address rule without connecting", async () => {
    const before = plain.connections() + secure.connections();
    const product = { request: (url: string | URL, o: SafeRequestOptions = {}) => safeRequest(url, { resolve: loopback, ...o }) };
    const result = await scanHeaders(target("good.test"), { outbound: product });
    expect(result.tests.every((t) => t.result === "error" && t.summary.key === "headers.couldNotCheck.refused_address")).toBe(true);
    expect(plain.connections() + secure.connections()).toBe(before);
  });
});
