import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanCategoryResult, ScanTest } from "../../../../../contract/scanner-results.ts";
import { loadConfig } from "../../../../platform/config.ts";
import { createOutbound, type Outbound } from "../../../../platform/outbound.ts";
import { RCODE, startDnsServer, TYPE } from "../../../../test/dns-server.ts";
import { type Fixture, startHttpsFixture } from "../../../../test/http-fixture.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { createTestCa } from "../../../../test/test-ca.ts";
import { COMMON_SELECTORS } from "./dkim.ts";
import { GRADE_FLOORS, gradeFor } from "../grade.ts";
import { BASE_SCORE, gradeEmail } from "./grading.ts";
import { createEmailChecks, normalizeEmailDomain } from "./index.ts";

// Whole e-mail scans of domains served by a DNS server and an HTTPS fixture on 127.0.0.1, through
// the product's factory (SCANNER_DNS_SERVER and the outbound module from the configuration).

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let ca: ReturnType<typeof createTestCa>;
let sts: Fixture;
let scan: ReturnType<typeof createEmailChecks>;

beforeAll(async () => {
  ca = createTestCa();
  dns = await startDnsServer();
  sts = await startHttpsFixture(ca.issue(["mta-sts.best.test"]), (_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" }).end("version: STSv1\nmode: enforce\nmx: mx1.best.test\nmax_age: 1209600\n");
  });
  const key = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ format: "der", type: "spki" }).toString("base64");
  // everything right
  dns.mx.set("best.test", [{ exchange: "mx1.best.test", priority: 10 }]);
  dns.txt.set("best.test", ["v=spf1 mx ip4:192.0.2.0/24 -all"]);
  dns.txt.set("_dmarc.best.test", ["v=DMARC1; p=reject; rua=mailto:dmarc@best.test"]);
  dns.txt.set("google._domainkey.best.test", [`v=DKIM1; k=rsa; p=${key}`]);
  dns.txt.set("_mta-sts.best.test", ["v=STSv1; id=2024"]);
  dns.a.set("mta-sts.best.test", ["127.0.0.1"]);
  dns.txt.set("_smtp._tls.best.test", ["v=TLSRPTv1; rua=mailto:tls@best.test"]);
  dns.txt.set("default._bimi.best.test", ["v=BIMI1; l=https://best.test/logo.svg"]);
  dns.caa.set("best.test", [{ flags: 0, tag: "issue", value: "letsencrypt.org" }]);
  dns.raw.set("best.test", [{ type: TYPE.DS, data: Buffer.from([0x30, 0x39, 13, 2, ...Buffer.alloc(32, 3)]) }]);
  // what many domains look like: soft SPF, DMARC watching only
  dns.mx.set("typical.test", [{ exchange: "mx.provider.test", priority: 1 }]);
  dns.txt.set("typical.test", ["v=spf1 include:_spf.provider.test ~all"]);
  dns.txt.set("_spf.provider.test", ["v=spf1 ip4:198.51.100.0/24 -all"]);
  dns.txt.set("_dmarc.typical.test", ["v=DMARC1; p=none; rua=mailto:d@typical.test"]);
  // nothing at all
  dns.a.set("bare.test", ["192.0.2.10"]);
  // a resolver that fails for every name of the domain, and one that never answers
  const names = (d: string) => [
    d,
    `_dmarc.${d}`,
    `_mta-sts.${d}`,
    `_smtp._tls.${d}`,
    `default._bimi.${d}`,
    ...COMMON_SELECTORS.map((s) => `${s}._domainkey.${d}`),
  ];
  for (const n of names("flaky.test")) dns.rcode.set(n, RCODE.SERVFAIL);
  for (const n of names("mute.test")) dns.silent.add(n);

  // the time limit bounds each DNS question too: generous, and short only for the domain that never answers
  const checks = (timeoutMs: number) => {
    const config = loadConfig({
      SCANNER_DNS_SERVER: dns.address,
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true",
      OUTBOUND_CONNECT_TIMEOUT_MS: String(timeoutMs),
    });
    const product = createOutbound(config);
    const outbound: Outbound = {
      request: (url, options = {}) => product.request(url, { ...options, tls: { ...options.tls, ca: ca.cert } }),
    };
    return createEmailChecks(config, outbound);
  };
  const [patient, hasty] = [checks(3000), checks(300)];
  scan = (domain, options = {}) => (domain === "mute.test" ? hasty : patient)(domain, { mtaStsPort: sts.port, ...options });
});
afterAll(async () => {
  await sts.close();
  dns.close();
  ca.dispose();
});

const results = (r: ScanCategoryResult) => Object.fromEntries(r.tests.map((t) => [t.id, t.result]));

describe("the e-mail category", () => {
  it("gives A+ to a domain with everything right: 90 for the essentials, bonuses for MTA-STS, TLS-RPT and DNSSEC", async () => {
    const r = await scan("Best.Test.");
    expect(r).toMatchObject({ key: "email", score: 100, grade: "A+" });
    expect(results(r)).toEqual({
      mx: "pass",
      "spf-record": "pass",
      "spf-syntax": "pass",
      "spf-lookups": "pass",
      "spf-void-lookups": "pass",
      "spf-all": "pass",
      "spf-ptr": "pass",
      "dmarc-record": "pass",
      "dmarc-policy": "pass",
      "dmarc-subdomain-policy": "pass",
      "dmarc-reporting": "pass",
      dkim: "pass",
      "dkim-google": "pass",
      "mta-sts-record": "pass",
      "mta-sts-policy": "pass",
      "mta-sts-mx": "pass",
      "tls-rpt": "pass",
      bimi: "pass",
      caa: "pass",
      dnssec: "pass",
    });
    expect(r.tests.filter((t) => t.scoreModifier > 0).map((t) => [t.id, t.scoreModifier])).toEqual([
      ["mta-sts-policy", 5],
      ["tls-rpt", 2],
      ["dnssec", 3],
    ]);
    expect(sts.connections()).toBeGreaterThan(0);
  });

  it("marks down soft SPF and DMARC at none: 90 - 5 - 20 = 65, B-", async () => {
    const r = await scan("typical.test");
    expect(r).toMatchObject({ score: 65, grade: "B-" });
    expect(r.tests.filter((t) => t.scoreModifier !== 0).map((t) => `${t.id} ${t.scoreModifier}`)).toEqual([
      "spf-all -5",
      "dmarc-policy -20",
    ]);
  });

  it("fails a domain with no MX, SPF or DMARC: F", async () => {
    const r = await scan("bare.test");
    expect(r).toMatchObject({ score: 15, grade: "F" });
    expect(results(r)).toMatchObject({
      mx: "warning",
      "spf-record": "fail",
      "dmarc-record": "fail",
      dkim: "info",
      "mta-sts-record": "info",
      "tls-rpt": "info",
      bimi: "info",
      caa: "info",
      dnssec: "info",
    });
  });

  it.each(["flaky.test", "mute.test"])(
    "reports %s's DNS failures and timeouts as could-not-check, never fail, and grades nothing",
    async (domain) => {
      const r = await scan(domain);
      expect(r).toMatchObject({ score: null, grade: null });
      expect(r.tests.filter((t) => t.result === "fail" || t.result === "warning")).toEqual([]);
      expect(results(r)).toMatchObject({
        mx: "error",
        "spf-record": "error",
        "dmarc-record": "error",
        dkim: "error",
        "mta-sts-record": "error",
        "tls-rpt": "error",
        bimi: "error",
        caa: "error",
        dnssec: "error",
      });
    },
  );

  it("asks the given DKIM selectors and refuses what is not a domain name", async () => {
    const r = await scan("best.test", { dkimSelectors: ["brand"] });
    expect(r.tests.find((t) => t.id === "dkim-brand")).toMatchObject({ result: "warning" });
    expect(dns.queries).toContainEqual({ name: "brand._domainkey.best.test", type: TYPE.TXT });
    await expect(scan("not a domain")).rejects.toThrow(RangeError);
    expect(normalizeEmailDomain("Exämple.COM.")).toBe("xn--exmple-cua.com");
    expect(normalizeEmailDomain("localhost")).toBeNull();
    expect(normalizeEmailDomain("192.0.2.1")).toBeNull();
    expect(normalizeEmailDomain("-bad-.com")).toBeNull();
  });
});

describe("grading", () => {
  const t = (id: string, result: ScanTest["result"], scoreModifier: number): ScanTest => ({
    id,
    result,
    scoreModifier,
    evidence: null,
    summary: { key: "k" },
    recommendation: null,
  });
  it("counts bonuses only when nothing took points away, and follows the Observatory's letters", () => {
    expect(gradeEmail([t("spf-record", "pass", 0), t("dmarc-record", "pass", 0), t("tls-rpt", "pass", 2)])).toEqual({
      score: BASE_SCORE + 2,
      grade: "A",
    });
    expect(
      gradeEmail([t("spf-record", "pass", 0), t("dmarc-record", "pass", 0), t("tls-rpt", "pass", 2), t("spf-ptr", "warning", -5)]),
    ).toEqual({ score: 85, grade: "A-" });
    expect(gradeEmail([t("spf-record", "fail", -35), t("dmarc-record", "fail", -35), t("spf-all", "fail", -35)])).toEqual({
      score: 0,
      grade: "F",
    });
    expect(gradeEmail([t("spf-record", "pass", 0), t("dmarc-record", "error", 0)])).toEqual({ score: null, grade: null });
    expect(GRADE_FLOORS.map(([floor]) => gradeFor(floor))).toEqual(GRADE_FLOORS.map(([, g]) => g));
    expect(gradeFor(89)).toBe("A-");
    expect(gradeFor(24)).toBe("F");
  });
});

describe("the texts of every finding", () => {
  it("exist in English and Portuguese with every variable they use", async () => {
    const scans = await Promise.all(
      ["best.test", "typical.test", "bare.test", "flaky.test"].map((d) => scan(d, { dkimSelectors: ["brand"] })),
    );
    const tests = scans.flatMap((r) => r.tests);
    expect(tests.length).toBeGreaterThan(50);
    expect(missingTexts(tests)).toEqual([]);
  });
});
