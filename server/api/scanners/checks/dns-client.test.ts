import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RCODE, startDnsServer, TYPE } from "../../../test/dns-server.ts";
import { createDnsClient, parseServer } from "./dns-client.ts";

// Every question goes to a DNS server on 127.0.0.1 that this file starts.
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.txt.set("found.test", ["v=spf1 -all", `v=DKIM1; p=${"A".repeat(400)}`]);
  dns.mx.set("found.test", [{ exchange: "mx.found.test", priority: 10 }]);
  dns.caa.set("found.test", [{ flags: 128, tag: "issue", value: "ca.example" }]);
  dns.a.set("found.test", ["192.0.2.1"]);
  dns.aaaa.set("found.test", ["2001:db8::1"]);
  dns.cname.set("www.found.test", "edge.found.test");
  dns.cname.set("edge.found.test", "found.test");
  dns.cname.set("gone.found.test", "deleted.hosting.test");
  dns.rcode.set("deleted.hosting.test", RCODE.NXDOMAIN);
  dns.rcode.set("missing.test", RCODE.NXDOMAIN);
  dns.rcode.set("broken.test", RCODE.SERVFAIL);
  dns.rcode.set("refused.test", RCODE.REFUSED);
  dns.silent.add("slow.test");
});
afterAll(() => dns.close());

// generous, so a busy machine never turns an answer into a timeout; short where silence is the point
const client = (timeoutMs = 3000) => createDnsClient({ server: dns.address, timeoutMs, tries: 1 });

describe("the scanners' DNS client", () => {
  it("tells records found, no records of the type, and no such name apart", async () => {
    const c = client();
    expect(await c.txt("found.test")).toEqual({ status: "found", records: ["v=spf1 -all", `v=DKIM1; p=${"A".repeat(400)}`] });
    expect(await c.mx("found.test")).toEqual({ status: "found", records: [{ exchange: "mx.found.test", priority: 10 }] });
    expect(await c.caa("found.test")).toEqual({ status: "found", records: [{ critical: 128, tag: "issue", value: "ca.example" }] });
    expect(await c.a("found.test")).toEqual({ status: "found", records: ["192.0.2.1"] });
    expect(await c.aaaa("found.test")).toEqual({ status: "found", records: ["2001:db8::1"] });
    expect(await c.txt("mx.found.test")).toEqual({ status: "nodata" });
    expect(await c.txt("missing.test")).toEqual({ status: "nxdomain" });
  });

  it("reads a CNAME one hop at a time, and an address through the chain", async () => {
    const c = client();
    expect(await c.cname("www.found.test")).toEqual({ status: "found", records: ["edge.found.test"] });
    expect(await c.cname("edge.found.test")).toEqual({ status: "found", records: ["found.test"] });
    expect(await c.cname("found.test")).toEqual({ status: "nodata" });
    expect(await c.a("www.found.test")).toEqual({ status: "found", records: ["192.0.2.1"] });
  });

  it("says a CNAME's target does not exist (NXDOMAIN), distinct from a failure", async () => {
    const c = client();
    expect(await c.cname("gone.found.test")).toEqual({ status: "found", records: ["deleted.hosting.test"] });
    expect(await c.a("deleted.hosting.test")).toEqual({ status: "nxdomain" });
    expect(await c.a("gone.found.test")).toEqual({ status: "nxdomain" });
    expect(await c.cname("missing.test")).toEqual({ status: "nxdomain" });
  });

  it("reports SERVFAIL, REFUSED and silence as errors (could not check), never as absence", async () => {
    const c = client(250);
    expect(await c.txt("broken.test")).toEqual({ status: "error", code: "ESERVFAIL" });
    expect(await c.cname("broken.test")).toEqual({ status: "error", code: "ESERVFAIL" });
    expect(await c.a("refused.test")).toEqual({ status: "error", code: "EREFUSED" });
    expect(await c.cname("slow.test")).toEqual({ status: "error", code: "ETIMEOUT" });
  });

  it("asks each question once per scan", async () => {
    const c = client();
    const before = dns.queries.filter((q) => q.name === "found.test" && q.type === TYPE.TXT).length;
    await Promise.all([c.txt("found.test"), c.txt("found.test"), c.txt("found.test")]);
    expect(dns.queries.filter((q) => q.name === "found.test" && q.type === TYPE.TXT).length).toBe(before + 1);
    expect(c.questions()).toBe(1);
    expect(c.servers()).toEqual([{ address: "127.0.0.1", port: dns.port }]);
  });

  it("reads the configured server in each of its spellings", () => {
    expect(parseServer("127.0.0.1")).toEqual({ address: "127.0.0.1", port: 53 });
    expect(parseServer("127.0.0.1:5353")).toEqual({ address: "127.0.0.1", port: 5353 });
    expect(parseServer("::1")).toEqual({ address: "::1", port: 53 });
    expect(parseServer("[::1]:5353")).toEqual({ address: "::1", port: 5353 });
  });
});
