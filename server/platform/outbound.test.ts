import type http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../test/dns-server.ts";
import { type Fixture, startHttpFixture } from "../test/http-fixture.ts";
import { loadConfig } from "./config.ts";
import { OutboundError } from "./outbound-error.ts";
import { serverResolve } from "./outbound-resolve.ts";
import { createOutbound, DEFAULT_LIMITS, safeRequest, type SafeRequestOptions } from "./outbound.ts";

// With private networks allowed (the operator's switch, as in tests and intranets), loopback
// fixtures stand in for websites: what is checked here is the request itself and its limits.

let site: Fixture;
let other: Fixture; // another origin, for redirects that leave the site
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const seen: { path: string; method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const otherSeen: http.IncomingHttpHeaders[] = [];

function route(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  const url = new URL(req.url ?? "/", "http://fixture");
  const p = url.pathname;
  if (p === "/page") {
    res.setHeader("set-cookie", ["a=1; Secure", "b=2; HttpOnly"]);
    res.setHeader("content-type", "text/html");
    res.setHeader("x-frame-options", "DENY");
    res.end("<h1>hello</h1>");
  } else if (p.startsWith("/hops/")) {
    // /hops/n redirects n more times, alternating absolute, root-relative and relative Locations
    const n = Number(p.split("/")[2]);
    if (n === 0) return res.end("arrived");
    const next = n - 1;
    const location = n % 3 === 0 ? `http://${req.headers.host}/hops/${next}` : n % 3 === 1 ? `/hops/${next}` : `${next}`;
    res.writeHead(301 + (n % 2), { location });
    res.end();
  } else if (p === "/see-other") {
    res.writeHead(303, { location: "/echo" });
    res.end();
  } else if (p === "/temporary") {
    res.writeHead(307, { location: "/echo" });
    res.end();
  } else if (p === "/away") {
    res.writeHead(302, { location: url.searchParams.get("to")! });
    res.end();
  } else if (p === "/echo") {
    res.end(JSON.stringify({ method: req.method, body }));
  } else if (p === "/hang") {
    // answers nothing: the client's time limit has to end it
  } else if (p === "/big") {
    const size = Number(url.searchParams.get("size"));
    if (url.searchParams.has("length")) res.setHeader("content-length", size);
    res.write(Buffer.alloc(size / 2, 0x61));
    res.end(Buffer.alloc(size / 2, 0x62));
  } else if (p === "/fat-headers") {
    res.setHeader("x-padding", "p".repeat(20_000));
    res.end("ok");
  } else {
    res.statusCode = 404;
    res.end("no");
  }
}

beforeAll(async () => {
  site = await startHttpFixture((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", method: req.method ?? "", headers: req.headers, body });
      route(req, res, body);
    });
  });
  other = await startHttpFixture((req, res) => {
    otherSeen.push(req.headers);
    res.end("elsewhere");
  });
  dns = await startDnsServer();
  dns.a.set("site.test", ["127.0.0.1"]);
});

afterAll(async () => {
  await Promise.all([site.close(), other.close()]);
  dns.close();
});

const base = () => `http://127.0.0.1:${site.port}`;
const open = (url: string, options: SafeRequestOptions = {}) =>
  safeRequest(url, { allowPrivate: true, resolve: serverResolve(dns.address), ...options });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(OutboundError);
      return e as OutboundError;
    },
  );

describe("safeRequest with private networks allowed", () => {
  it("fetches a page with its status, every header value, body and remote address", async () => {
    const res = await open(`${base()}/page#fragment`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${base()}/page`);
    expect(res.headers["set-cookie"]).toEqual(["a=1; Secure", "b=2; HttpOnly"]);
    expect(res.headers["x-frame-options"]).toEqual(["DENY"]);
    expect(res.rawHeaders).toEqual(expect.arrayContaining(["x-frame-options", "DENY", "set-cookie", "a=1; Secure", "b=2; HttpOnly"]));
    expect(res.body.toString()).toBe("<h1>hello</h1>");
    expect(res.truncated).toBe(false);
    expect(res.redirects).toEqual([]);
    expect(res.remoteAddress).toBe("127.0.0.1");
    expect(res.remotePort).toBe(site.port);
    expect(res.tls).toBeUndefined();
  });

  it("resolves a name once, connects to that address and keeps the name as Host", async () => {
    const asked = dns.queries.length;
    seen.length = 0;
    const res = await open(`http://SITE.test:${site.port}/page`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`http://site.test:${site.port}/page`);
    expect(res.remoteAddress).toBe("127.0.0.1");
    expect(seen[0]!.headers.host).toBe(`site.test:${site.port}`);
    const questions = dns.queries.slice(asked).filter((q) => q.name === "site.test");
    expect(questions.filter((q) => q.type === 1)).toHaveLength(1); // A
    expect(questions.filter((q) => q.type === 28)).toHaveLength(1); // AAAA
  });

  it.each([
    ["an IPv4-mapped literal", (port: number) => `http://[::ffff:127.0.0.1]:${port}/page`, "::ffff:127.0.0.1"],
    ["a spelled-out number", (port: number) => `http://2130706433:${port}/page`, "127.0.0.1"],
    ["localhost", (port: number) => `http://localhost:${port}/page`, "127.0.0.1"],
  ])("reaches the fixture through %s", async (_label, url, address) => {
    const res = await open(url(site.port));
    expect(res.status).toBe(200);
    expect(res.remoteAddress).toBe(address);
  });

  it("reads no body for HEAD, whatever Content-Length says", async () => {
    const res = await open(`${base()}/big?size=200000&length`, { method: "HEAD", maxBodyBytes: 1024 });
    expect(res.status).toBe(200);
    expect(res.headers["content-length"]).toEqual(["200000"]);
    expect(res.body.length).toBe(0);
  });

  it("answers dns_failure for a name with no address", async () => {
    const err = await failure(open(`http://nowhere.test:${site.port}/`));
    expect(err.code).toBe("dns_failure");
  });

  it("answers connection_failed when nothing listens", async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const err = await failure(open(`http://127.0.0.1:${port}/`));
    expect(err.code).toBe("connection_failed");
    expect(err.details.systemCode).toBe("ECONNREFUSED");
  });

  describe("redirects", () => {
    it("follows five, resolving relative Locations, and lists the chain", async () => {
      const res = await open(`${base()}/hops/5`);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe("arrived");
      expect(res.url).toBe(`${base()}/hops/0`);
      expect(res.redirects.map((r) => r.url)).toEqual([5, 4, 3, 2, 1].map((n) => `${base()}/hops/${n}`));
      expect(res.redirects.map((r) => r.status)).toEqual([302, 301, 302, 301, 302]);
      expect(res.redirects.every((r) => r.remoteAddress === "127.0.0.1")).toBe(true);
    });

    it("stops at the sixth", async () => {
      expect(DEFAULT_LIMITS.maxRedirects).toBe(5);
      const err = await failure(open(`${base()}/hops/6`));
      expect(err.code).toBe("too_many_redirects");
      expect(err.details.redirects).toHaveLength(6);
    });

    it("follows fewer when asked, or none, handing back the 3xx", async () => {
      expect((await failure(open(`${base()}/hops/2`, { maxRedirects: 1 }))).code).toBe("too_many_redirects");
      const res = await open(`${base()}/hops/2`, { followRedirects: false });
      expect(res.status).toBe(301);
      expect(res.headers.location).toEqual(["1"]);
    });

    it("turns a POST into a GET after 303 and keeps it after 307", async () => {
      const after303 = await open(`${base()}/see-other`, {
        method: "POST",
        body: "x=1",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(JSON.parse(after303.body.toString())).toEqual({ method: "GET", body: "" });
      const after307 = await open(`${base()}/temporary`, { method: "POST", body: "x=1" });
      expect(JSON.parse(after307.body.toString())).toEqual({ method: "POST", body: "x=1" });
    });

    it("keeps credentials for the same origin and drops them for another", async () => {
      seen.length = 0;
      otherSeen.length = 0;
      const auth = { authorization: "Bearer secret", cookie: "s=1", "x-trace": "t" };
      await open(`${base()}/away?to=/echo`, { headers: auth });
      expect(seen.at(-1)!.headers.authorization).toBe("Bearer secret");
      const res = await open(`${base()}/away?to=${encodeURIComponent(`http://127.0.0.1:${other.port}/`)}`, { headers: auth });
      expect(res.body.toString()).toBe("elsewhere");
      expect(otherSeen[0]!.authorization).toBeUndefined();
      expect(otherSeen[0]!.cookie).toBeUndefined();
      expect(otherSeen[0]!["x-trace"]).toBe("t");
    });
  });

  describe("limits", () => {
    it("times out a server that never answers", async () => {
      const started = Date.now();
      const err = await failure(open(`${base()}/hang`, { timeoutMs: 300 }));
      expect(err.code).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it.each([
      ["with a Content-Length", "&length"],
      ["streamed", ""],
    ])("cuts a body past the limit when asked to truncate (%s)", async (_label, length) => {
      const res = await open(`${base()}/big?size=200000${length}`, { maxBodyBytes: 65_536, onTooLarge: "truncate" });
      expect(res.truncated).toBe(true);
      expect(res.body.length).toBe(65_536);
      expect(res.body.every((b) => b === 0x61)).toBe(true);
    });

    it.each([
      ["with a Content-Length", "&length"],
      ["streamed", ""],
    ])("refuses a body past the limit by default (%s)", async (_label, length) => {
      const err = await failure(open(`${base()}/big?size=200000${length}`, { maxBodyBytes: 65_536 }));
      expect(err.code).toBe("too_large");
    });

    it("reads a body exactly at the limit whole", async () => {
      const res = await open(`${base()}/big?size=65536`, { maxBodyBytes: 65_536 });
      expect(res.truncated).toBe(false);
      expect(res.body.length).toBe(65_536);
    });

    it("refuses headers past the limit", async () => {
      const err = await failure(open(`${base()}/fat-headers`, { maxHeaderBytes: 8192 }));
      expect(err.code).toBe("too_large");
      const res = await open(`${base()}/fat-headers`);
      expect(res.headers["x-padding"]![0]).toHaveLength(20_000);
    });
  });

  describe("configuration", () => {
    it("reads the operator's settings and refuses a DNS server given by name", () => {
      const c = loadConfig({
        OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true",
        SCANNER_DNS_SERVER: "[::1]:5353",
        OUTBOUND_MAX_REDIRECTS: "3",
        OUTBOUND_TIMEOUT_MS: "2000",
      });
      expect(c.OUTBOUND_ALLOW_PRIVATE_NETWORKS).toBe(true);
      expect(c.SCANNER_DNS_SERVER).toBe("[::1]:5353");
      expect(c.OUTBOUND_MAX_REDIRECTS).toBe(3);
      expect(c.OUTBOUND_TIMEOUT_MS).toBe(2000);
      const d = loadConfig({});
      expect(d.OUTBOUND_ALLOW_PRIVATE_NETWORKS).toBe(false);
      expect(d.SCANNER_DNS_SERVER).toBeUndefined();
      expect([d.OUTBOUND_MAX_REDIRECTS, d.OUTBOUND_CONNECT_TIMEOUT_MS, d.OUTBOUND_TIMEOUT_MS]).toEqual([5, 5000, 15_000]);
      for (const ok of ["127.0.0.1", "127.0.0.1:5353", "::1", "[::1]:53"])
        expect(loadConfig({ SCANNER_DNS_SERVER: ok }).SCANNER_DNS_SERVER).toBe(ok);
      for (const bad of ["dns.example.com:53", "127.0.0.1:0", "127.0.0.1:70000", "[not-an-ip]:53"]) {
        expect(() => loadConfig({ SCANNER_DNS_SERVER: bad })).toThrow(/SCANNER_DNS_SERVER/);
      }
      expect(() => loadConfig({ OUTBOUND_MAX_REDIRECTS: "6" })).toThrow(/OUTBOUND_MAX_REDIRECTS/);
    });

    it("asks SCANNER_DNS_SERVER for names and opens private networks when the operator says so", async () => {
      const outbound = createOutbound(loadConfig({ OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true", SCANNER_DNS_SERVER: dns.address }));
      const res = await outbound.request(`http://site.test:${site.port}/page`);
      expect(res.status).toBe(200);
      expect(res.remoteAddress).toBe("127.0.0.1");
    });
  });
});
