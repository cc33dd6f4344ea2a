import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { RCODE, startDnsServer, TYPE } from "../../../../test/dns-server.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { bimiTest } from "./bimi.ts";
import { caaTest } from "./caa.ts";
import { createEmailDns } from "./dns-client.ts";
import { dnssecTest } from "./dnssec.ts";
import { mxTest } from "./mx.ts";
import { tlsRptTest } from "./tls-rpt.ts";

// MX, TLS-RPT, BIMI, CAA and DNSSEC records on a DNS server on 127.0.0.1.
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.mx.set("mail.test", [
    { exchange: "mx2.mail.test", priority: 20 },
    { exchange: "mx1.mail.test", priority: 10 },
  ]);
  dns.mx.set("nullmx.test", [{ exchange: "", priority: 0 }]);
  dns.mx.set("mixed.test", [
    { exchange: "", priority: 0 },
    { exchange: "mx.mixed.test", priority: 10 },
  ]);
  dns.a.set("nomx.test", ["192.0.2.1"]);
  dns.rcode.set("ghost.test", RCODE.NXDOMAIN);
  dns.rcode.set("down.test", RCODE.SERVFAIL);
  dns.silent.add("slow.test");

  dns.txt.set("_smtp._tls.rpt.test", ["v=TLSRPTv1; rua=mailto:tls@rpt.test,https://reports.rpt.test/tls"]);
  dns.txt.set("_smtp._tls.badrpt.test", ["v=TLSRPTv1; rua=ftp://x"]);
  dns.txt.set("_smtp._tls.tworpt.test", ["v=TLSRPTv1; rua=mailto:a@x.test", "v=TLSRPTv1; rua=mailto:b@x.test"]);

  dns.txt.set("default._bimi.brand.test", ["v=BIMI1; l=https://brand.test/logo.svg; a=https://brand.test/vmc.pem"]);
  dns.txt.set("default._bimi.plainlogo.test", ["v=BIMI1; l=http://plainlogo.test/logo.svg"]);

  dns.caa.set("caa.test", [
    { flags: 0, tag: "issue", value: "letsencrypt.org" },
    { flags: 0, tag: "issuewild", value: ";" },
    { flags: 0, tag: "iodef", value: "mailto:security@caa.test" },
  ]);
  dns.caa.set("strict.test", [{ flags: 128, tag: "tbs", value: "x" }]);

  dns.raw.set("signed.test", [{ type: TYPE.DS, data: Buffer.from([0x30, 0x39, 13, 2, ...Buffer.alloc(32, 1)]) }]);
  dns.authenticated.add("signed.test");
  dns.raw.set("island.test", [{ type: TYPE.DNSKEY, data: Buffer.from([1, 1, 3, 15, ...Buffer.alloc(32, 2)]) }]);
  dns.rcode.set("dnsdown.test", RCODE.SERVFAIL);
});
afterAll(() => dns.close());

// generous, so a busy machine never turns an answer into a timeout; short where silence is the point
const client = (timeoutMs = 3000) => createEmailDns({ server: dns.address, timeoutMs, tries: 1 });
const produced: ScanTest[] = [];
const keep = async (p: Promise<ScanTest> | ScanTest) => {
  const t = await p;
  produced.push(t);
  return t;
};
const mx = async (domain: string) => keep(mxTest(domain, await client().mx(domain)));

describe("MX", () => {
  it("passes MX hosts, sorted by priority", async () => {
    expect(await mx("mail.test")).toMatchObject({
      result: "pass",
      summary: { key: "email.mx.found", vars: { count: 2, hosts: "mx1.mail.test, mx2.mail.test" } },
    });
  });
  it("recognises a null MX (RFC 7505), and warns when it stands beside real hosts", async () => {
    expect(await mx("nullmx.test")).toMatchObject({
      result: "info",
      scoreModifier: 0,
      summary: { key: "email.mx.null" },
      recommendation: null,
    });
    expect(await mx("mixed.test")).toMatchObject({ result: "warning", summary: { key: "email.mx.nullMixed" } });
  });
  it("warns without MX (mail falls back to the address), fails a domain that does not exist", async () => {
    expect(await mx("nomx.test")).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      recommendation: { key: "email.mx.fix.missing", vars: { domain: "nomx.test" } },
    });
    expect(await mx("ghost.test")).toMatchObject({ result: "fail", summary: { key: "email.mx.noDomain" } });
  });
  it("could not check on SERVFAIL or a timeout", async () => {
    expect(await mx("down.test")).toMatchObject({ result: "error", evidence: { code: "ESERVFAIL" } });
    expect(await keep(mxTest("slow.test", await client(300).mx("slow.test")))).toMatchObject({
      result: "error",
      evidence: { code: "ETIMEOUT" },
    });
  });
});

describe("TLS-RPT", () => {
  it("passes a record with mailto: and https: addresses (+2)", async () => {
    expect(await keep(tlsRptTest(client(), "rpt.test"))).toMatchObject({
      result: "pass",
      scoreModifier: 2,
      summary: { vars: { addresses: "tls@rpt.test, https://reports.rpt.test/tls" } },
    });
  });
  it("informs when absent, warns on a bad address or two records", async () => {
    expect(await keep(tlsRptTest(client(), "nothing.test"))).toMatchObject({
      result: "info",
      recommendation: {
        key: "email.tlsRpt.fix.missing",
        vars: { name: "_smtp._tls.nothing.test", record: "v=TLSRPTv1; rua=mailto:tls-reports@nothing.test" },
      },
    });
    expect(await keep(tlsRptTest(client(), "badrpt.test"))).toMatchObject({ result: "warning", summary: { key: "email.tlsRpt.invalid" } });
    expect(await keep(tlsRptTest(client(), "tworpt.test"))).toMatchObject({ result: "warning", summary: { key: "email.tlsRpt.multiple" } });
  });
  it("could not check on SERVFAIL", async () => {
    dns.rcode.set("_smtp._tls.rptdown.test", RCODE.SERVFAIL);
    expect(await keep(tlsRptTest(client(), "rptdown.test"))).toMatchObject({ result: "error" });
  });
});

describe("BIMI", () => {
  it("passes a logo over https when DMARC enforces for all mail, and says DMARC must enforce otherwise", async () => {
    expect(await keep(bimiTest(client(), "brand.test", { policy: "reject", pct: 100 }))).toMatchObject({
      result: "pass",
      evidence: { logo: "https://brand.test/logo.svg", authority: "https://brand.test/vmc.pem" },
    });
    expect(await keep(bimiTest(client(), "brand.test", { policy: "quarantine", pct: 50 }))).toMatchObject({
      result: "warning",
      summary: { key: "email.bimi.needsDmarc" },
    });
  });
  it("informs when absent and warns on a logo not served over https; never takes points", async () => {
    expect(await keep(bimiTest(client(), "nothing.test", { policy: "reject", pct: 100 }))).toMatchObject({
      result: "info",
      scoreModifier: 0,
    });
    expect(await keep(bimiTest(client(), "plainlogo.test", { policy: "reject", pct: 100 }))).toMatchObject({
      result: "warning",
      scoreModifier: 0,
      summary: { key: "email.bimi.invalid" },
    });
  });
});

describe("CAA", () => {
  it("lists issue, issuewild and iodef, found at the name or inherited from a parent", async () => {
    expect(await keep(caaTest(client(), "caa.test"))).toMatchObject({
      result: "pass",
      summary: { key: "email.caa.found", vars: { name: "caa.test", issuers: "letsencrypt.org" } },
      evidence: { issue: ["letsencrypt.org"], issuewild: [";"], iodef: ["mailto:security@caa.test"] },
    });
    expect(await keep(caaTest(client(), "www.caa.test"))).toMatchObject({
      result: "pass",
      summary: { key: "email.caa.inherited", vars: { name: "caa.test" } },
    });
  });
  it("informs when no authority is named, and warns on a critical tag no authority knows", async () => {
    expect(await keep(caaTest(client(), "nothing.test"))).toMatchObject({
      result: "info",
      scoreModifier: 0,
      evidence: { asked: ["nothing.test"] },
    });
    expect(await keep(caaTest(client(), "strict.test"))).toMatchObject({ result: "warning", summary: { vars: { tags: "tbs" } } });
  });
  it("could not check on SERVFAIL", async () => {
    expect(await keep(caaTest(client(), "down.test"))).toMatchObject({ result: "error" });
  });
});

describe("DNSSEC", () => {
  it("passes a zone with a DS at its parent (+3), noting whether the resolver validated it", async () => {
    expect(await keep(dnssecTest(client(), "signed.test"))).toMatchObject({
      result: "pass",
      scoreModifier: 3,
      evidence: { zone: "signed.test", ds: 1, validatedByResolver: true },
    });
    // www has no DS of its own (not a zone cut): its zone is the parent's
    expect(await keep(dnssecTest(client(), "www.signed.test"))).toMatchObject({
      result: "pass",
      summary: { vars: { zone: "signed.test" } },
    });
  });
  it("warns on keys without a DS, informs on an unsigned zone", async () => {
    expect(await keep(dnssecTest(client(), "island.test"))).toMatchObject({
      result: "warning",
      scoreModifier: -2,
      summary: { key: "email.dnssec.noDs" },
    });
    expect(await keep(dnssecTest(client(), "plain.test"))).toMatchObject({
      result: "info",
      scoreModifier: 0,
      summary: { key: "email.dnssec.unsigned" },
    });
  });
  it("could not check when the resolver fails or stays silent", async () => {
    expect(await keep(dnssecTest(client(), "dnsdown.test"))).toMatchObject({ result: "error", evidence: { code: "ESERVFAIL" } });
    expect(await keep(dnssecTest(client(300), "slow.test"))).toMatchObject({ result: "error", evidence: { code: "ETIMEOUT" } });
  });
});

describe("texts", () => {
  it("has the texts of every finding above in English and Portuguese", () => {
    expect(produced.length).toBeGreaterThan(20);
    expect(missingTexts(produced)).toEqual([]);
  });
});
