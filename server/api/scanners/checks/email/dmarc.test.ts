import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { RCODE, startDnsServer, TYPE } from "../../../../test/dns-server.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { parseDmarc, treeWalk } from "./dmarc-record.ts";
import { dmarcTests } from "./dmarc.ts";
import { createEmailDns } from "./dns-client.ts";

let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
  const dmarc = (domain: string, ...values: string[]) => dns.txt.set(`_dmarc.${domain}`, values);
  dmarc("reject.test", "v=DMARC1; p=reject; rua=mailto:dmarc@reject.test; ruf=mailto:forensic@reject.test; adkim=s; aspf=r");
  dmarc("none.test", "v=DMARC1; p=none; rua=mailto:dmarc@none.test");
  dmarc("half.test", "v=DMARC1; p=quarantine; pct=50; rua=mailto:dmarc@half.test");
  dmarc("org.test", "v=DMARC1; p=reject; sp=quarantine; rua=mailto:dmarc@org.test");
  dmarc("weaksub.test", "v=DMARC1; p=reject; sp=none; rua=mailto:dmarc@weaksub.test");
  dmarc("noreports.test", "v=DMARC1; p=reject");
  dmarc("two.test", "v=DMARC1; p=reject", "v=DMARC1; p=none");
  dmarc("nop.test", "v=DMARC1; sp=reject");
  dmarc("ruaonly.test", "v=DMARC1; rua=mailto:d@ruaonly.test");
  dmarc("typo.test", "v=DMARC1; p=reject; pct=150; adkim=x; rua=mailto:d@typo.test");
  dmarc("external.test", "v=DMARC1; p=reject; rua=mailto:a@reports.vendor.test,mailto:b@other-vendor.test");
  dns.txt.set("external.test._report._dmarc.reports.vendor.test", ["v=DMARC1"]);
  dmarc("lower.test", "v=dmarc1; p=reject");
  dns.rcode.set("_dmarc.down.test", RCODE.SERVFAIL);
});
afterAll(() => dns.close());

const produced: ScanTest[] = [];
const run = async (domain: string) => {
  const result = await dmarcTests(createEmailDns({ server: dns.address, timeoutMs: 3000, tries: 1 }), domain);
  produced.push(...result.tests);
  return result;
};
const byId = (tests: ScanTest[]) => Object.fromEntries(tests.map((t) => [t.id, t]));
const results = (tests: ScanTest[]) => Object.fromEntries(tests.map((t) => [t.id, `${t.result} ${t.summary.key} ${t.scoreModifier}`]));

describe("DMARC", () => {
  it("passes p=reject for all mail with reports, and reads every tag", async () => {
    const { tests, policy, pct } = await run("reject.test");
    expect({ policy, pct }).toEqual({ policy: "reject", pct: 100 });
    expect(results(tests)).toEqual({
      "dmarc-record": "pass email.dmarcRecord.found 0",
      "dmarc-policy": "pass email.dmarcPolicy.reject 0",
      "dmarc-subdomain-policy": "pass email.dmarcSubdomains.enforced 0",
      "dmarc-reporting": "pass email.dmarcReporting.rua 0",
    });
    expect(byId(tests)["dmarc-policy"]!.evidence).toEqual({
      p: "reject",
      sp: null,
      pct: 100,
      adkim: "s",
      aspf: "r",
      applied: "reject",
      inherited: false,
    });
    expect(byId(tests)["dmarc-reporting"]!.evidence).toMatchObject({
      rua: ["mailto:dmarc@reject.test"],
      ruf: ["mailto:forensic@reject.test"],
      external: [],
    });
  });

  it("warns on p=none, with the record to publish", async () => {
    const t = byId((await run("none.test")).tests);
    expect(t["dmarc-policy"]).toMatchObject({
      result: "warning",
      scoreModifier: -20,
      recommendation: { key: "email.dmarcPolicy.fix.none", vars: { record: "v=DMARC1; p=reject; rua=mailto:dmarc-reports@none.test" } },
    });
    expect(t["dmarc-subdomain-policy"]).toMatchObject({ result: "info", scoreModifier: 0 });
  });

  it("notes a policy applied to only part of the failing mail (pct=50)", async () => {
    const t = byId((await run("half.test")).tests);
    expect(t["dmarc-policy"]).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      summary: { key: "email.dmarcPolicy.partial", vars: { policy: "quarantine", pct: 50 } },
    });
  });

  it("fails a domain with no record anywhere up its tree", async () => {
    const { tests, policy } = await run("mail.nothing.test");
    expect(policy).toBeNull();
    expect(tests).toEqual([
      expect.objectContaining({
        id: "dmarc-record",
        result: "fail",
        scoreModifier: -35,
        evidence: { asked: ["_dmarc.mail.nothing.test", "_dmarc.nothing.test", "_dmarc.test"] },
      }),
    ]);
  });

  it("falls back to the organizational domain's record, whose sp applies", async () => {
    const { tests, policy } = await run("news.org.test");
    expect(policy).toBe("quarantine");
    const t = byId(tests);
    expect(t["dmarc-record"]).toMatchObject({
      result: "pass",
      summary: { key: "email.dmarcRecord.inherited", vars: { at: "_dmarc.org.test", domain: "news.org.test" } },
    });
    expect(t["dmarc-policy"]!.evidence).toMatchObject({ applied: "quarantine", inherited: true });
    expect(dns.queries.filter((q) => q.name.endsWith("org.test") && q.type === TYPE.TXT).map((q) => q.name)).toEqual([
      "_dmarc.news.org.test",
      "_dmarc.org.test",
    ]);
  });

  it("warns when subdomains are left at none under an enforcing policy", async () => {
    expect(byId((await run("weaksub.test")).tests)["dmarc-subdomain-policy"]).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      summary: { vars: { policy: "reject" } },
    });
  });

  it("warns when no aggregate reports are asked for", async () => {
    expect(byId((await run("noreports.test")).tests)["dmarc-reporting"]).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      recommendation: { vars: { address: "dmarc-reports@noreports.test" } },
    });
  });

  it("warns when a report address at another domain has not agreed to receive them (RFC 7489 §7.1)", async () => {
    const t = byId((await run("external.test")).tests)["dmarc-reporting"]!;
    expect(t).toMatchObject({
      result: "warning",
      scoreModifier: -2,
      summary: { vars: { domains: "other-vendor.test" } },
      recommendation: { vars: { name: "external.test._report._dmarc.other-vendor.test" } },
    });
    expect(t.evidence).toMatchObject({ external: ["reports.vendor.test", "other-vendor.test"], unauthorized: ["other-vendor.test"] });
  });

  it("fails two records, and a record receivers discard", async () => {
    expect((await run("two.test")).tests).toEqual([
      expect.objectContaining({
        id: "dmarc-record",
        result: "fail",
        summary: { key: "email.dmarcRecord.multiple", vars: { at: "_dmarc.two.test", count: 2 } },
      }),
    ]);
    expect((await run("nop.test")).tests).toEqual([
      expect.objectContaining({
        id: "dmarc-record",
        result: "fail",
        summary: expect.objectContaining({ key: "email.dmarcRecord.invalid" }),
      }),
    ]);
    // "v=dmarc1" is not a DMARC record: the version is case-sensitive
    expect((await run("lower.test")).tests[0]).toMatchObject({ summary: { key: "email.dmarcRecord.missing" } });
  });

  it("treats a record with rua but no p as p=none (§6.6.3), and notes tags with bad values", async () => {
    const ruaOnly = byId((await run("ruaonly.test")).tests);
    expect(ruaOnly["dmarc-record"]).toMatchObject({
      result: "warning",
      summary: { key: "email.dmarcRecord.problems", vars: { tags: "p-missing" } },
    });
    expect(ruaOnly["dmarc-policy"]).toMatchObject({ result: "warning", summary: { key: "email.dmarcPolicy.none" } });
    const typo = byId((await run("typo.test")).tests);
    expect(typo["dmarc-record"]).toMatchObject({ result: "warning", scoreModifier: -2, summary: { vars: { tags: "pct, adkim" } } });
    expect(typo["dmarc-policy"]).toMatchObject({ result: "pass", evidence: { pct: 100, adkim: "r" } });
  });

  it("could not check on SERVFAIL", async () => {
    const { tests } = await run("down.test");
    expect(tests).toEqual([
      expect.objectContaining({ id: "dmarc-record", result: "error", evidence: { name: "_dmarc.down.test", code: "ESERVFAIL" } }),
    ]);
  });

  it("parses tags and walks the tree as DMARCbis says (at most 8 names, long names cut to 7 labels)", () => {
    expect(parseDmarc("v=DMARC1;p=quarantine;sp=reject;pct=20;rua=mailto:a@x.test!10m;fo=1:d")).toMatchObject({
      p: "quarantine",
      sp: "reject",
      pct: 20,
      rua: ["mailto:a@x.test!10m"],
      fo: "1:d",
      problems: [],
      usable: true,
    });
    expect(treeWalk("a.b.example.com")).toEqual(["a.b.example.com", "b.example.com", "example.com", "com"]);
    expect(treeWalk("1.2.3.4.5.6.7.8.9.10.test")).toEqual([
      "1.2.3.4.5.6.7.8.9.10.test",
      "5.6.7.8.9.10.test",
      "6.7.8.9.10.test",
      "7.8.9.10.test",
      "8.9.10.test",
      "9.10.test",
      "10.test",
      "test",
    ]);
  });
});

describe("texts", () => {
  it("has the texts of every finding above in English and Portuguese", () => {
    expect(produced.length).toBeGreaterThan(0);
    expect(missingTexts(produced)).toEqual([]);
  });
});
