import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../test/dns-server.ts";
import { type Fixture, startHttpFixture } from "../test/http-fixture.ts";
import { loadConfig } from "./config.ts";
import { judgeAddress } from "./outbound-address.ts";
import { OutboundError } from "./outbound-error.ts";
import { serverResolve } from "./outbound-resolve.ts";
import { type AddressRule, createOutbound, safeRequest, type SafeRequestOptions } from "./outbound.ts";

// Every target here is a loopback fixture that the strict rule must refuse before connecting:
// each test ends by checking the fixture saw no connection at all.

let v4: Fixture; // the forbidden target on 127.0.0.1
let v6: Fixture; // the forbidden target on ::1
let hop: Fixture; // an "allowed" first hop (only its port passes the test rule) that redirects
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let redirectTo = "";

beforeAll(async () => {
  const reached = (_req: http.IncomingMessage, res: http.ServerResponse) => res.end("reached");
  v4 = await startHttpFixture(reached);
  v6 = await startHttpFixture(reached, "::1");
  hop = await startHttpFixture((_req, res) => {
    res.writeHead(302, { location: redirectTo });
    res.end();
  });
  dns = await startDnsServer();
  dns.a.set("internal.test", ["127.0.0.1"]);
  dns.a.set("mixed.test", ["93.184.215.14", "127.0.0.1"]);
  dns.a.set("sixonly.test", []);
  dns.aaaa.set("sixonly.test", ["::1"]);
  dns.aaaa.set("mapped.test", ["::ffff:7f00:1"]);
  dns.a.set("metadata.test", ["169.254.169.254"]);
});

afterAll(async () => {
  await Promise.all([v4.close(), v6.close(), hop.close()]);
  dns.close();
});

async function refusal(url: string, options: SafeRequestOptions = {}): Promise<OutboundError> {
  const err = await safeRequest(url, { resolve: serverResolve(dns.address), ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

describe("outbound requests refuse loopback targets without connecting", () => {
  it.each([
    ["http://127.0.0.1:{v4}/", "127.0.0.1"],
    ["http://[::1]:{v6}/", "::1"],
    ["http://[::ffff:127.0.0.1]:{v4}/", "::ffff:7f00:1"],
    ["http://[0:0:0:0:0:ffff:7f00:1]:{v4}/", "::ffff:7f00:1"],
    ["http://2130706433:{v4}/", "127.0.0.1"],
    ["http://0x7f.1:{v4}/", "127.0.0.1"],
    ["http://017700000001:{v4}/", "127.0.0.1"],
    ["http://127.1:{v4}/", "127.0.0.1"],
    ["http://localhost:{v4}/", "127.0.0.1"],
    ["http://LOCALHOST.:{v4}/", "127.0.0.1"],
    ["http://app.localhost:{v4}/", "127.0.0.1"],
    ["http://internal.test:{v4}/", "127.0.0.1"],
    ["http://INTERNAL.test.:{v4}/", "127.0.0.1"],
    ["https://internal.test:{v4}/", "127.0.0.1"],
    ["http://mixed.test:{v4}/", "127.0.0.1"],
    ["http://sixonly.test:{v6}/", "::1"],
    ["http://mapped.test:{v4}/", "::ffff:127.0.0.1"],
  ])("%s", async (template, address) => {
    const url = template.replace("{v4}", String(v4.port)).replace("{v6}", String(v6.port));
    const err = await refusal(url);
    expect(err.code).toBe("refused_address");
    expect(err.details.address).toBe(address);
    expect(err.details.reason).toBe("loopback");
    expect(v4.connections()).toBe(0);
    expect(v6.connections()).toBe(0);
  });

  it("refuses a name that resolves to a metadata address, even with private networks allowed", async () => {
    const err = await refusal("http://metadata.test/latest/meta-data/", { allowPrivate: true });
    expect(err.code).toBe("refused_address");
    expect(err.details.reason).toBe("metadata");
  });

  it("resolves localhost names itself and never asks the DNS server about them", async () => {
    await refusal(`http://localhost:${v4.port}/`);
    expect(dns.queries.some((q) => q.name.includes("localhost"))).toBe(false);
    expect(v4.connections()).toBe(0);
  });

  describe("after a redirect from an allowed first hop", () => {
    const rule: AddressRule = (address, target) => (target.port === hop.port ? { allowed: true } : judgeAddress(address));

    it.each([
      "http://127.0.0.1:{v4}/admin",
      "http://[::1]:{v6}/admin",
      "http://[::ffff:127.0.0.1]:{v4}/admin",
      "http://2130706433:{v4}/admin",
      "http://localhost:{v4}/admin",
      "http://internal.test:{v4}/admin",
      "//internal.test:{v4}/scheme-relative",
    ])("%s", async (template) => {
      redirectTo = template.replace("{v4}", String(v4.port)).replace("{v6}", String(v6.port));
      const before = hop.connections();
      const err = await refusal(`http://127.0.0.1:${hop.port}/start`, { rule });
      expect(err.code).toBe("refused_address");
      expect(err.details.reason).toBe("loopback");
      expect(err.details.redirects).toEqual([`http://127.0.0.1:${hop.port}/start`]);
      expect(hop.connections()).toBe(before + 1);
      expect(v4.connections()).toBe(0);
      expect(v6.connections()).toBe(0);
    });

    it.each(["file:///etc/passwd", "gopher://127.0.0.1:70/", "ftp://127.0.0.1/"])(
      "refuses a redirect to %s as a bad URL",
      async (location) => {
        redirectTo = location;
        const err = await refusal(`http://127.0.0.1:${hop.port}/start`, { rule });
        expect(err.code).toBe("bad_url");
        expect(v4.connections()).toBe(0);
      },
    );
  });

  it.each([
    "file:///etc/passwd",
    "ftp://127.0.0.1/",
    "javascript:alert(1)",
    "data:text/plain,hi",
    "http://user:secret@127.0.0.1:{v4}/",
    "not a url",
    "http://",
  ])("refuses %s as a bad URL", async (template) => {
    const err = await refusal(template.replace("{v4}", String(v4.port)));
    expect(err.code).toBe("bad_url");
    expect(v4.connections()).toBe(0);
  });

  it("refuses a URL longer than the limit", async () => {
    const err = await refusal(`http://127.0.0.1:${v4.port}/${"a".repeat(3000)}`, { allowPrivate: true });
    expect(err.code).toBe("bad_url");
    expect(v4.connections()).toBe(0);
  });

  it("keeps the rule strict with the product's default configuration", async () => {
    const outbound = createOutbound(loadConfig({}));
    const err = await outbound.request(`http://127.0.0.1:${v4.port}/`).catch((e: OutboundError) => e);
    expect(err).toBeInstanceOf(OutboundError);
    expect((err as OutboundError).code).toBe("refused_address");
    expect(v4.connections()).toBe(0);
  });

  // Last: proves the counters above would have seen a connection had one been made.
  it("the fixtures count a connection that does reach them", async () => {
    for (const [host, f] of [
      ["127.0.0.1", v4],
      ["::1", v6],
    ] as const) {
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get({ host, port: f.port, path: "/" }, (res) => {
            let text = "";
            res.on("data", (c) => (text += c));
            res.on("end", () => resolve(text));
          })
          .on("error", reject);
      });
      expect(body).toBe("reached");
      expect(f.connections()).toBe(1);
    }
  });
});
