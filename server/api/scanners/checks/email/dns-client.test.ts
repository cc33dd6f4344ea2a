import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RCODE, startDnsServer, TYPE } from "../../../../test/dns-server.ts";
import { createEmailDns } from "./dns-client.ts";
import { buildQuery, parseAnswer } from "./dns-wire.ts";

// Every question goes to a DNS server on 127.0.0.1 that this file starts.
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.rcode.set("broken.test", RCODE.SERVFAIL);
  dns.silent.add("slow.test");
  const { publicKey } = generateKeyPairSync("ed25519");
  dns.raw.set("signed.test", [{ type: TYPE.DS, data: Buffer.from([0x30, 0x39, 13, 2, ...Buffer.alloc(32, 7)]) }]);
  dns.raw.set("keys.test", [
    {
      type: TYPE.DNSKEY,
      data: Buffer.concat([Buffer.from([1, 1, 3, 15]), publicKey.export({ format: "der", type: "spki" }).subarray(12)]),
    },
  ]);
  dns.authenticated.add("signed.test");
  dns.rcode.set("nodnssec.test", RCODE.NXDOMAIN);
});
afterAll(() => dns.close());

// generous, so a busy machine never turns an answer into a timeout; short where silence is the point
const client = (timeoutMs = 3000) => createEmailDns({ server: dns.address, timeoutMs, tries: 1 });

describe("the e-mail checks' DNSSEC questions", () => {
  it("asks DS and DNSKEY itself and reads the AD flag", async () => {
    const c = client();
    const short = client(250);
    const ds = await c.dnssec("signed.test", "DS");
    expect(ds).toMatchObject({ status: "found", authenticated: true });
    expect(ds.status === "found" && ds.records[0]!.subarray(0, 4)).toEqual(Buffer.from([0x30, 0x39, 13, 2]));
    expect(await c.dnssec("keys.test", "DNSKEY")).toMatchObject({ status: "found", authenticated: false });
    expect(await c.dnssec("keys.test", "DS")).toEqual({ status: "nodata" });
    expect(await c.dnssec("nodnssec.test", "DS")).toEqual({ status: "nxdomain" });
    expect(await c.dnssec("broken.test", "DS")).toEqual({ status: "error", code: "ESERVFAIL" });
    expect(await short.dnssec("slow.test", "DNSKEY")).toEqual({ status: "error", code: "ETIMEOUT" });
    expect(dns.queries).toEqual(
      expect.arrayContaining([
        { name: "signed.test", type: TYPE.DS },
        { name: "keys.test", type: TYPE.DNSKEY },
      ]),
    );
    // asked once per scan, like every other question, and counted with them
    const before = dns.queries.length;
    await c.dnssec("signed.test", "DS");
    expect(dns.queries.length).toBe(before);
    expect(c.questions()).toBe(5);
  });

  it("writes a question with EDNS and the AD bit, and skips compressed names and other types in answers", () => {
    const q = buildQuery(0x1234, "example.com", 43);
    expect(q.readUInt16BE(0)).toBe(0x1234);
    expect(q.readUInt16BE(2)).toBe(0x0120);
    expect(q.subarray(12, 25)).toEqual(Buffer.from("\x07example\x03com\x00", "latin1"));
    // an answer: header (AD set, 2 answers), the question, a CNAME by pointer, then a DS by pointer
    const header = Buffer.from([0x12, 0x34, 0x81, 0xa0, 0, 1, 0, 2, 0, 0, 0, 0]);
    const question = Buffer.concat([Buffer.from("\x07example\x03com\x00", "latin1"), Buffer.from([0, 43, 0, 1])]);
    const cname = Buffer.from([0xc0, 12, 0, 5, 0, 1, 0, 0, 0, 60, 0, 2, 0xc0, 12]);
    const ds = Buffer.from([0xc0, 12, 0, 43, 0, 1, 0, 0, 0, 60, 0, 4, 1, 2, 3, 4]);
    const answer = parseAnswer(Buffer.concat([header, question, cname, ds]), 43);
    expect(answer).toEqual({ id: 0x1234, truncated: false, authenticated: true, rcode: 0, records: [Buffer.from([1, 2, 3, 4])] });
    expect(() => parseAnswer(Buffer.concat([header, question, cname, ds.subarray(0, 14)]), 43)).toThrow(RangeError);
  });
});
