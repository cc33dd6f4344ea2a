import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { RCODE, startDnsServer } from "../../../../test/dns-server.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { createEmailDns } from "./dns-client.ts";
import { spfTests } from "./spf.ts";

// SPF records served by a DNS server on 127.0.0.1: good ones, and each way they break.
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
  const txt = (name: string, ...values: string[]) => dns.txt.set(name, values);
  txt("good.test", "v=spf1 mx include:_spf.provider.test ip4:192.0.2.0/24 -all", "google-site-verification=x");
  dns.mx.set("good.test", [{ exchange: "mx.good.test", priority: 10 }]);
  txt("_spf.provider.test", "v=spf1 include:_netblocks.provider.test ~all");
  txt("_netblocks.provider.test", "v=spf1 ip4:198.51.100.0/24 ip6:2001:db8::/32 ~all");

  // 12 look-ups: 3 here, then chains of includes below
  txt("deep.test", "v=spf1 include:l1.deep.test include:m1.deep.test a -all");
  dns.a.set("deep.test", ["192.0.2.1"]);
  for (let i = 1; i <= 4; i++)
    txt(`l${i}.deep.test`, i < 4 ? `v=spf1 include:l${i + 1}.deep.test ip4:192.0.2.${i} -all` : "v=spf1 ip4:192.0.2.99 -all");
  for (let i = 1; i <= 7; i++) txt(`m${i}.deep.test`, i < 7 ? `v=spf1 include:m${i + 1}.deep.test -all` : "v=spf1 ip4:192.0.2.100 -all");

  txt("two.test", "v=spf1 -all", "v=spf1 mx -all");
  txt("plusall.test", "v=spf1 +all");
  txt("neutral.test", "v=spf1 ip4:192.0.2.1 ?all");
  txt("noall.test", "v=spf1 ip4:192.0.2.1");
  txt("soft.test", "v=spf1 ip4:192.0.2.1 ~all");
  txt("none.test", "v=DMARC1; p=none");
  // three names that do not exist or have no address: void look-ups
  txt("void.test", "v=spf1 a:gone1.void.test mx:gone2.void.test exists:gone3.void.test -all");
  dns.rcode.set("gone1.void.test", RCODE.NXDOMAIN);
  txt("onevoid.test", "v=spf1 a:nothing.onevoid.test -all");
  txt("loop.test", "v=spf1 include:loop2.test -all");
  txt("loop2.test", "v=spf1 include:loop.test -all");
  txt("redirect.test", "v=spf1 redirect=_spf.redirect.test");
  txt("_spf.redirect.test", "v=spf1 ip4:192.0.2.1 -all");
  txt("broken.test", "v=spf1 ip4:192.0.2.300 foo -all");
  txt("badinclude.test", "v=spf1 include:nospf.test include:twospf.test -all");
  txt("nospf.test", "hello");
  txt("twospf.test", "v=spf1 -all", "v=spf1 +all");
  txt("ptr.test", "v=spf1 ptr:example.com -all");
  txt("macro.test", "v=spf1 exists:%{i}._spf.macro.test include:%{d}._spf.test -all");
  txt("afterall.test", "v=spf1 -all include:ignored.test");
  txt("servfail.test", "v=spf1 include:_spf.down.test -all");
  dns.rcode.set("_spf.down.test", RCODE.SERVFAIL);
  dns.rcode.set("unreachable.test", RCODE.SERVFAIL);
  txt("bigmx.test", "v=spf1 mx -all");
  dns.mx.set(
    "bigmx.test",
    Array.from({ length: 11 }, (_, i) => ({ exchange: `mx${i}.bigmx.test`, priority: i })),
  );
});
afterAll(() => dns.close());

const produced: ScanTest[] = [];
const run = async (domain: string, dmarcEnforced = false) => {
  const tests = await spfTests(createEmailDns({ server: dns.address, timeoutMs: 3000, tries: 1 }), domain, { dmarcEnforced });
  produced.push(...tests);
  return tests;
};
const byId = (tests: ScanTest[]) => Object.fromEntries(tests.map((t) => [t.id, t]));
const results = (tests: ScanTest[]) => Object.fromEntries(tests.map((t) => [t.id, `${t.result} ${t.summary.key} ${t.scoreModifier}`]));

describe("SPF", () => {
  it("passes one valid record within the limits, counting look-ups through nested includes", async () => {
    const tests = await run("good.test");
    expect(results(tests)).toEqual({
      "spf-record": "pass email.spfRecord.found 0",
      "spf-syntax": "pass email.spfSyntax.valid 0",
      "spf-lookups": "pass email.spfLookups.within 0",
      "spf-void-lookups": "pass email.spfVoid.none 0",
      "spf-all": "pass email.spfAll.fail 0",
      "spf-ptr": "pass email.spfPtr.unused 0",
    });
    const t = byId(tests);
    expect(t["spf-record"]!.evidence).toEqual({ record: "v=spf1 mx include:_spf.provider.test ip4:192.0.2.0/24 -all" });
    expect(t["spf-lookups"]!.evidence).toMatchObject({
      lookups: 3,
      records: [
        { domain: "good.test", via: "record", lookups: 2 },
        { domain: "_spf.provider.test", via: "include", lookups: 1 },
        { domain: "_netblocks.provider.test", via: "include", lookups: 0 },
      ],
    });
    expect(t["spf-lookups"]!.summary.vars).toEqual({ count: 3, limit: 10 });
  });

  it("fails more than 10 look-ups through chains of includes", async () => {
    const t = byId(await run("deep.test"));
    expect(t["spf-lookups"]).toMatchObject({
      result: "fail",
      scoreModifier: -25,
      summary: { key: "email.spfLookups.over", vars: { count: 12, limit: 10 } },
    });
    expect(t["spf-lookups"]!.recommendation).toEqual({ key: "email.spfLookups.fix.over", vars: { limit: 10 } });
  });

  it("fails two SPF records, and says nothing more (receivers ignore both)", async () => {
    const tests = await run("two.test");
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({
      id: "spf-record",
      result: "fail",
      scoreModifier: -35,
      summary: { key: "email.spfRecord.multiple", vars: { count: 2 } },
    });
    expect(tests[0]!.evidence).toEqual({ records: ["v=spf1 -all", "v=spf1 mx -all"] });
  });

  it("fails a missing record, with the record to publish", async () => {
    const tests = await run("none.test");
    expect(tests).toEqual([
      expect.objectContaining({
        id: "spf-record",
        result: "fail",
        summary: { key: "email.spfRecord.missing", vars: { domain: "none.test" } },
        recommendation: {
          key: "email.spfRecord.fix.missing",
          vars: { domain: "none.test", record: "v=spf1 include:_spf.example-provider.com -all" },
        },
      }),
    ]);
  });

  it("fails +all and ?all and a record without all; ~all warns unless DMARC enforces", async () => {
    expect(byId(await run("plusall.test"))["spf-all"]).toMatchObject({
      result: "fail",
      scoreModifier: -35,
      summary: { key: "email.spfAll.pass" },
    });
    expect(byId(await run("neutral.test"))["spf-all"]).toMatchObject({
      result: "fail",
      scoreModifier: -20,
      summary: { key: "email.spfAll.neutral" },
    });
    expect(byId(await run("noall.test"))["spf-all"]).toMatchObject({
      result: "fail",
      scoreModifier: -20,
      summary: { key: "email.spfAll.missing" },
    });
    expect(byId(await run("soft.test"))["spf-all"]).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      summary: { key: "email.spfAll.softfail" },
    });
    expect(byId(await run("soft.test", true))["spf-all"]).toMatchObject({
      result: "pass",
      scoreModifier: 0,
      summary: { key: "email.spfAll.softfailWithDmarc" },
    });
  });

  it("fails more than two void look-ups, and warns at one", async () => {
    const t = byId(await run("void.test"));
    expect(t["spf-void-lookups"]).toMatchObject({
      result: "fail",
      scoreModifier: -10,
      summary: { key: "email.spfVoid.over", vars: { count: 3, limit: 2 } },
    });
    expect((t["spf-void-lookups"]!.evidence as { voids: { name: string }[] }).voids.map((v) => v.name)).toEqual([
      "gone1.void.test",
      "gone2.void.test",
      "gone3.void.test",
    ]);
    expect(byId(await run("onevoid.test"))["spf-void-lookups"]).toMatchObject({
      result: "warning",
      scoreModifier: -2,
      summary: { vars: { count: 1 } },
    });
  });

  it("stops at an include loop and reports it", async () => {
    const t = byId(await run("loop.test"));
    expect(t["spf-syntax"]).toMatchObject({ result: "fail", summary: { key: "email.spfSyntax.invalid" } });
    expect(t["spf-syntax"]!.evidence).toEqual({ problems: [{ domain: "loop2.test", term: "include:loop.test", problem: "include-loop" }] });
    expect(t["spf-lookups"]!.summary.vars).toEqual({ count: 2, limit: 10 });
  });

  it("follows a redirect for the look-ups and the final all", async () => {
    const t = byId(await run("redirect.test"));
    expect(t["spf-all"]).toMatchObject({ result: "pass", evidence: { all: "-all", foundAt: "_spf.redirect.test" } });
    expect(t["spf-lookups"]!.summary.vars).toEqual({ count: 1, limit: 10 });
  });

  it("fails broken syntax and includes without exactly one SPF record", async () => {
    expect(byId(await run("broken.test"))["spf-syntax"]!.evidence).toEqual({
      problems: [
        { domain: "broken.test", term: "ip4:192.0.2.300", problem: "bad-ip4" },
        { domain: "broken.test", term: "foo", problem: "unknown-mechanism" },
      ],
    });
    const bad = byId(await run("badinclude.test"))["spf-syntax"]!;
    expect(bad).toMatchObject({ result: "fail", scoreModifier: -25, summary: { vars: { count: 2, first: "include:nospf.test" } } });
    expect(bad.evidence).toEqual({
      problems: [
        { domain: "badinclude.test", term: "include:nospf.test", problem: "include-no-record" },
        { domain: "badinclude.test", term: "include:twospf.test", problem: "include-multiple-records" },
      ],
    });
  });

  it("warns on the deprecated ptr mechanism", async () => {
    expect(byId(await run("ptr.test"))["spf-ptr"]).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      summary: { vars: { term: "ptr:example.com" } },
    });
  });

  it("counts terms built from macros without following them, and ignores what comes after all", async () => {
    const t = byId(await run("macro.test"));
    expect(t["spf-lookups"]!.summary.vars).toEqual({ count: 2, limit: 10 });
    expect(t["spf-syntax"]!.evidence).toMatchObject({
      unresolved: [{ term: "exists:%{i}._spf.macro.test" }, { term: "include:%{d}._spf.test" }],
    });
    const after = byId(await run("afterall.test"));
    expect(after["spf-lookups"]!.summary.vars).toEqual({ count: 0, limit: 10 });
    expect(after["spf-syntax"]!.evidence).toMatchObject({ ignoredAfterAll: [{ domain: "afterall.test", term: "include:ignored.test" }] });
  });

  it("fails an mx mechanism whose name has more than 10 MX hosts (§4.6.4)", async () => {
    expect(byId(await run("bigmx.test"))["spf-syntax"]!.evidence).toEqual({
      problems: [{ domain: "bigmx.test", term: "mx", problem: "mx-too-many-hosts" }],
    });
  });

  it("could not check when the DNS fails: SERVFAIL on the record or an include is never a failure", async () => {
    expect(await run("unreachable.test")).toEqual([
      {
        id: "spf-record",
        result: "error",
        scoreModifier: 0,
        evidence: { name: "unreachable.test", code: "ESERVFAIL" },
        summary: { key: "email.dnsError", vars: { name: "unreachable.test", code: "ESERVFAIL" } },
        recommendation: null,
      },
    ]);
    const t = byId(await run("servfail.test"));
    expect(t["spf-record"]!.result).toBe("pass");
    expect(t["spf-lookups"]).toMatchObject({ result: "error", evidence: { name: "_spf.down.test", code: "ESERVFAIL" } });
    expect(t["spf-void-lookups"]!.result).toBe("error");
    expect(t["spf-all"]!.result).toBe("pass");
  });
});

describe("texts", () => {
  it("has the texts of every finding above in English and Portuguese", () => {
    expect(produced.length).toBeGreaterThan(0);
    expect(missingTexts(produced)).toEqual([]);
  });
});
