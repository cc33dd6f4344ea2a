import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Grade, ScanCategoryResult, ScanTest, TestResult } from "../../../../../contract/scanner-results.ts";
import { TLS_SNIPPETS, TLS_TEST_IDS } from "../../../../../contract/scanner-tls.ts";
import { loadConfig } from "../../../../platform/config.ts";
import { startDnsServer } from "../../../../test/dns-server.ts";
import {
  type Fixture,
  type HttpsFixtureOptions,
  startHttpFixture,
  startHttpsFixture,
  startSilentFixture,
} from "../../../../test/http-fixture.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { createTestCa, type LeafOptions } from "../../../../test/test-ca.ts";
import { createTlsChecks } from "./index.ts";

// Whole TLS scans of sites served by HTTPS fixtures on 127.0.0.1, through the product's factory:
// names resolve through a DNS server on loopback (SCANNER_DNS_SERVER), handshakes and requests go
// through the outbound rules with private networks allowed (the operator's switch, as in tests),
// and certificates come from a CA made for this run, with an intermediate.

let ca: ReturnType<typeof createTestCa>;
let stranger: ReturnType<typeof createTestCa>;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let aia: Fixture;
let silent: Fixture;
let closedPort = 0;
const sites = new Map<string, Fixture>();
const produced: ScanTest[] = [];

const PRELOAD_READY = "max-age=63072000; includeSubDomains; preload";
const LEGACY_TOO = { minVersion: "TLSv1", ciphers: "DEFAULT@SECLEVEL=0" } as const;

async function site(name: string, tls: HttpsFixtureOptions, hsts: string | null = "max-age=31536000") {
  const handler = (_req: http.IncomingMessage, res: http.ServerResponse) =>
    res.writeHead(200, hsts ? { "strict-transport-security": hsts } : {}).end("<p>hello</p>");
  sites.set(name, await startHttpsFixture(tls, handler));
  dns.a.set(name, ["127.0.0.1"]);
}

beforeAll(async () => {
  ca = createTestCa();
  stranger = createTestCa("Stranger CA");
  const sub = ca.intermediate("Skill5 Test Intermediate");
  dns = await startDnsServer();
  aia = await startHttpFixture((req, res) =>
    req.url === "/intermediate.der"
      ? res.writeHead(200, { "content-type": "application/pkix-cert" }).end(sub.der)
      : res.writeHead(404).end(),
  );
  dns.a.set("aia.test", ["127.0.0.1"]);
  silent = await startSilentFixture();
  const closed = await startHttpFixture((_req, res) => res.end());
  closedPort = closed.port;
  await closed.close();

  const good = sub.issueLeaf({ hosts: ["good.test", "www.good.test"], notAfterDays: 89 });
  await site("good.test", { ...good, cert: good.cert + sub.cert, ocspResponse: sub.ocspResponse(good.cert) }, PRELOAD_READY);
  dns.a.set("other.test", ["127.0.0.1"]); // served by good.test's server: the wrong certificate for it
  const fromCa = (host: string, o: Omit<LeafOptions, "hosts"> = {}) => ca.issueLeaf({ ...o, hosts: [host] });
  await site("mixed.test", { ...fromCa("mixed.test"), ...LEGACY_TOO });
  await site("legacy.test", { ...fromCa("legacy.test"), ...LEGACY_TOO, maxVersion: "TLSv1" });
  await site("tls12.test", { ...fromCa("tls12.test"), maxVersion: "TLSv1.2" }, PRELOAD_READY);
  await site("nofs.test", { ...fromCa("nofs.test", { key: "rsa2048" }), maxVersion: "TLSv1.2", ciphers: "AES128-SHA" });
  await site(
    "incomplete.test",
    sub.issueLeaf({ hosts: ["incomplete.test"], caIssuersUrl: `http://aia.test:${aia.port}/intermediate.der` }),
  );
  await site("orphan.test", sub.issueLeaf({ hosts: ["orphan.test"] }));
  await site("lost.test", sub.issueLeaf({ hosts: ["lost.test"], caIssuersUrl: `http://aia.test:${closedPort}/intermediate.der` }));
  await site("expired.test", fromCa("expired.test", { notBeforeDays: -90, notAfterDays: -2 }));
  await site("future.test", fromCa("future.test", { notBeforeDays: 5, notAfterDays: 95 }));
  await site("soon.test", fromCa("soon.test", { notAfterDays: 20.5 }), PRELOAD_READY);
  await site("imminent.test", fromCa("imminent.test", { notAfterDays: 10.5 }));
  await site("self.test", ca.selfSigned(["self.test"]));
  const foreign = stranger.issueLeaf({ hosts: ["untrusted.test"] });
  await site("untrusted.test", { ...foreign, cert: foreign.cert + stranger.cert });
  await site("rsa1024.test", fromCa("rsa1024.test", { key: "rsa1024" }));
  await site("sha1.test", { ...fromCa("sha1.test", { digest: "sha1" }), ciphers: "DEFAULT@SECLEVEL=0" });
  for (const name of ["closed.test", "silent.test"]) dns.a.set(name, ["127.0.0.1"]);
});

afterAll(async () => {
  await Promise.all([...sites.values(), aia, silent].map((f) => f.close()));
  dns.close();
  ca.dispose();
  stranger.dispose();
});

const lab = (extra: Record<string, string> = {}) =>
  loadConfig({ SCANNER_DNS_SERVER: dns.address, OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true", OUTBOUND_CONNECT_TIMEOUT_MS: "3000", ...extra });
async function scan(host: string, port = sites.get(host === "other.test" ? "good.test" : host)?.port): Promise<ScanCategoryResult> {
  const result = await createTlsChecks(lab(), { ca: ca.cert })({ host, port });
  produced.push(...result.tests);
  return result;
}
const results = (r: ScanCategoryResult) => Object.fromEntries(r.tests.map((t) => [t.id, t.result]));
const test = (r: ScanCategoryResult, id: string) => r.tests.find((t) => t.id === id)!;

describe("the TLS category", () => {
  it("gives A+ to a well-configured site: full chain, TLS 1.2 and 1.3, EC key, OCSP stapled, HSTS preload-ready, 89 days left", async () => {
    const r = await scan("good.test");
    expect(r.tests.map((t) => t.id)).toEqual([...TLS_TEST_IDS]);
    expect(new Set(r.tests.map((t) => t.result))).toEqual(new Set(["pass"]));
    // protocols 100, key (P-256, as RSA 3072) 90, ciphers (AES-128 in TLS 1.2, AES-256 in TLS 1.3) 90
    expect(r).toMatchObject({ key: "tls", score: 93, grade: "A+" });
    expect(test(r, "protocol-modern").summary).toEqual({ key: "tls.protocol-modern.tls13", vars: { versions: "TLS 1.2, TLS 1.3" } });
    expect(test(r, "certificate-trust").summary.vars).toEqual({ root: "Skill5 Test CA" });
    expect(test(r, "certificate-key").summary.vars).toEqual({ key: "EC P-256" });
    expect(test(r, "certificate-signature").summary.vars).toEqual({ algorithm: "SHA256withECDSA" });
    expect(test(r, "certificate-expiry").summary).toMatchObject({ key: "tls.certificate-expiry.ok", vars: { count: 88 } });
    expect(test(r, "certificate-chain").evidence).toMatchObject({
      sent: [{ subject: "good.test" }, { subject: "Skill5 Test Intermediate" }, { subject: "Skill5 Test CA" }],
      notSent: [],
    });
    expect(test(r, "hsts-preload").evidence).toMatchObject({ maxAge: 63072000, includeSubDomains: true, preload: true, verified: true });
    expect(r.tests.every((t) => t.recommendation === null && t.scoreModifier === 0)).toBe(true);
    // stored as JSON with the scan
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it.each<[string, Grade, Record<string, TestResult>, string?]>([
    ["mixed.test", "B", { "protocol-legacy": "fail", "protocol-modern": "pass" }, "tls.protocol-legacy.offered"],
    ["legacy.test", "C", { "protocol-legacy": "fail", "protocol-modern": "fail", "hsts-preload": "error" }, "tls.protocol-modern.none"],
    ["tls12.test", "A-", { "protocol-legacy": "pass", "protocol-modern": "warning" }, "tls.protocol-modern.tls12Only"],
    ["nofs.test", "B", { "cipher-suites": "fail", "certificate-key": "pass" }, "tls.cipher-suites.noForwardSecrecy"],
    ["incomplete.test", "B", { "certificate-chain": "fail", "certificate-trust": "pass" }, "tls.certificate-chain.incomplete"],
    ["orphan.test", "F", { "certificate-chain": "fail", "certificate-trust": "fail" }, "tls.certificate-trust.unknownIssuer"],
    ["expired.test", "F", { "certificate-validity": "fail", "certificate-expiry": "info" }, "tls.certificate-validity.expired"],
    ["future.test", "F", { "certificate-validity": "fail", "certificate-expiry": "info" }, "tls.certificate-validity.notYetValid"],
    ["soon.test", "A-", { "certificate-validity": "pass", "certificate-expiry": "warning" }, "tls.certificate-expiry.soon"],
    ["imminent.test", "B", { "certificate-expiry": "fail" }, "tls.certificate-expiry.imminent"],
    [
      "other.test",
      "F",
      { "certificate-host": "fail", "certificate-trust": "pass", "hsts-preload": "info" },
      "tls.certificate-host.mismatch",
    ],
    ["self.test", "F", { "certificate-trust": "fail", "certificate-chain": "info" }, "tls.certificate-trust.selfSigned"],
    ["untrusted.test", "F", { "certificate-trust": "fail", "certificate-chain": "pass" }, "tls.certificate-trust.untrustedRoot"],
    ["rsa1024.test", "B", { "certificate-key": "fail" }, "tls.certificate-key.weak"],
    ["sha1.test", "F", { "certificate-signature": "fail" }, "tls.certificate-signature.weak"],
  ])("caps %s at %s", async (host, grade, expected, summaryKey) => {
    const r = await scan(host);
    expect(r.grade).toBe(grade);
    expect(results(r)).toMatchObject(expected);
    const capped = r.tests.filter((t) => t.evidence?.gradeCap);
    expect(capped.map((t) => t.summary.key)).toContain(summaryKey);
    // every capped finding says what to do, with snippets for it in the contract
    for (const t of capped) {
      expect(t.recommendation).not.toBeNull();
      expect(Object.keys(TLS_SNIPPETS[t.id as keyof typeof TLS_SNIPPETS]).length).toBeGreaterThan(0);
    }
  });

  it("names what it found: the old versions, the missing intermediate, the names a certificate is for", async () => {
    expect(test(await scan("mixed.test"), "protocol-legacy").summary.vars).toEqual({ versions: "TLS 1.0, TLS 1.1" });
    const incomplete = await scan("incomplete.test");
    expect(test(incomplete, "certificate-chain").summary.vars).toEqual({ missing: "Skill5 Test Intermediate" });
    expect(test(incomplete, "certificate-trust").evidence).toMatchObject({
      fetchedIssuers: [{ url: `http://aia.test:${aia.port}/intermediate.der`, outcome: "found" }],
    });
    expect(test(await scan("other.test"), "certificate-host").summary.vars).toEqual({
      host: "other.test",
      names: "good.test, www.good.test",
    });
    const nofs = await scan("nofs.test");
    expect(test(nofs, "cipher-suites").summary.vars).toEqual({ cipher: "TLS_RSA_WITH_AES_128_CBC_SHA", version: "TLS 1.2" });
    expect(test(nofs, "certificate-key").summary.vars).toEqual({ key: "RSA 2048" });
    expect(test(await scan("sha1.test"), "certificate-signature").summary.vars).toEqual({
      algorithm: "SHA1withECDSA",
      subject: "sha1.test",
    });
  });

  it("reports OCSP stapling and what the HSTS header lacks for preloading as information, not failures", async () => {
    const r = await scan("mixed.test");
    expect(test(r, "ocsp-stapling")).toMatchObject({
      result: "info",
      summary: { key: "tls.ocsp-stapling.notStapled" },
      recommendation: { key: "tls.ocsp-stapling.fix.enable" },
    });
    expect(test(r, "hsts-preload")).toMatchObject({
      result: "info",
      summary: { key: "tls.hsts-preload.notReady", vars: { missing: "includeSubDomains, preload" } },
    });
    expect(test(await scan("orphan.test"), "hsts-preload").summary.key).toBe("tls.hsts-preload.invalidCertificate");
  });

  it("cannot say whether a chain is trusted when the missing issuer cannot be downloaded, and gives no grade", async () => {
    const r = await scan("lost.test");
    expect(results(r)).toMatchObject({ "certificate-chain": "fail", "certificate-trust": "error" });
    expect(test(r, "certificate-trust").summary.key).toBe("tls.certificate-trust.issuerUnreachable");
    expect(r.grade).toBeNull();
  });

  it("reports every test as could not check, never as a failure, when the server is out of reach", async () => {
    const closed = await scan("closed.test", closedPort);
    expect({ grade: closed.grade, score: closed.score }).toEqual({ grade: null, score: null });
    expect(closed.tests.every((t) => t.result === "error" && t.summary.key === "tls.couldNotCheck.connection_failed")).toBe(true);
    const hasty = createTlsChecks(lab({ OUTBOUND_CONNECT_TIMEOUT_MS: "300" }), { ca: ca.cert });
    const started = Date.now();
    const hung = await hasty({ host: "silent.test", port: silent.port });
    expect(hung.tests.every((t) => t.result === "error" && t.summary.key === "tls.couldNotCheck.timeout")).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    const unknown = await scan("nowhere.test", closedPort);
    expect(new Set(unknown.tests.map((t) => t.summary.key))).toEqual(new Set(["tls.couldNotCheck.dns_failure"]));
    produced.push(...hung.tests);
  });

  it("refuses a host on a loopback address under the product's address rule, without connecting", async () => {
    const before = sites.get("good.test")!.connections();
    const product = createTlsChecks(loadConfig({ SCANNER_DNS_SERVER: dns.address }), { ca: ca.cert });
    const r = await product({ host: "good.test", port: sites.get("good.test")!.port });
    expect(r.grade).toBeNull();
    for (const t of r.tests) {
      expect(t.result).toBe("error");
      expect(t.summary.key).toBe("tls.couldNotCheck.refused_address");
      expect(t.evidence).toMatchObject({ error: "refused_address", address: "127.0.0.1", reason: "loopback" });
    }
    expect(sites.get("good.test")!.connections()).toBe(before);
    produced.push(...r.tests);
  });

  it("has every text it produced in both catalogs, with its variables", () => {
    expect(produced.length).toBeGreaterThan(200);
    expect(missingTexts(produced)).toEqual([]);
  });
});
