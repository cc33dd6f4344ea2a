import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { RCODE, startDnsServer } from "../../../../test/dns-server.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { COMMON_SELECTORS, dkimTests, readDkimKey } from "./dkim.ts";
import { createEmailDns } from "./dns-client.ts";

// Keys made for this run with node:crypto, published as DKIM records on a loopback DNS server.
const rsa = (bits: number) =>
  generateKeyPairSync("rsa", { modulusLength: bits }).publicKey.export({ format: "der", type: "spki" }).toString("base64");
const rsaPkcs1 = (bits: number) =>
  generateKeyPairSync("rsa", { modulusLength: bits }).publicKey.export({ format: "der", type: "pkcs1" }).toString("base64");
const ed25519 = () => generateKeyPairSync("ed25519").publicKey.export({ format: "der", type: "spki" }).subarray(12).toString("base64");

let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
  const key = (name: string, record: string) => dns.txt.set(`${name}._domainkey.keys.test`, [record]);
  key("google", `v=DKIM1; k=rsa; p=${rsa(2048)}`);
  key("selector1", `v=DKIM1; k=rsa; p=${rsa(1024)}`);
  key("s1", `v=DKIM1; p=${rsa(512)}`);
  key("default", "v=DKIM1; k=rsa; p=");
  key("brand2024", `v=DKIM1; k=ed25519; p=${ed25519()}`);
  key("legacy", `k=rsa; t=y; p=${rsaPkcs1(2048)}`);
  key("junk", "v=DKIM1; p=bm90IGEga2V5");
  // Microsoft 365 style: the selector is a CNAME to the provider's name
  dns.cname.set("selector2._domainkey.keys.test", "selector2-keys-test._domainkey.provider.test");
  dns.txt.set("selector2-keys-test._domainkey.provider.test", [`v=DKIM1; k=rsa; p=${rsa(2048)}`]);
  dns.txt.set("mail._domainkey.revoked.test", ["v=DKIM1; p="]);
  dns.silent.add("slow._domainkey.keys.test");
  for (const s of COMMON_SELECTORS) dns.rcode.set(`${s}._domainkey.down.test`, RCODE.SERVFAIL);
});
afterAll(() => dns.close());

const produced: ScanTest[] = [];
const run = async (domain: string, selectors: string[] = [], timeoutMs = 3000) => {
  const tests = await dkimTests(createEmailDns({ server: dns.address, timeoutMs, tries: 1 }), domain, selectors);
  produced.push(...tests);
  return tests;
};
const byId = (tests: ScanTest[]) => Object.fromEntries(tests.map((t) => [t.id, t]));

describe("DKIM", () => {
  it("finds keys at common and given selectors and grades each by type and size", async () => {
    const t = byId(await run("keys.test", ["brand2024", "legacy", "junk", "Nope", "bad selector!"]));
    expect(t.dkim).toMatchObject({ result: "pass", summary: { key: "email.dkim.found" } });
    expect(t["dkim-google"]).toMatchObject({
      result: "pass",
      scoreModifier: 0,
      summary: { key: "email.dkimKey.strong", vars: { selector: "google", bits: 2048, type: "rsa" } },
    });
    expect(t["dkim-selector1"]).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      summary: { key: "email.dkimKey.short", vars: { bits: 1024 } },
    });
    expect(t["dkim-selector1"]!.recommendation).toEqual({
      key: "email.dkimKey.fix.replace",
      vars: { name: "selector1._domainkey.keys.test" },
    });
    expect(t["dkim-s1"]).toMatchObject({ result: "fail", scoreModifier: -15, summary: { key: "email.dkimKey.weak", vars: { bits: 512 } } });
    expect(t["dkim-default"]).toMatchObject({ result: "info", scoreModifier: 0, summary: { key: "email.dkimKey.revoked" } });
    expect(t["dkim-brand2024"]).toMatchObject({ result: "pass", summary: { key: "email.dkimKey.ed25519" } });
    expect(t["dkim-legacy"]).toMatchObject({ result: "pass", summary: { vars: { bits: 2048 } }, evidence: { testing: true } });
    expect(t["dkim-junk"]).toMatchObject({ result: "fail", scoreModifier: -10, summary: { key: "email.dkimKey.badKey" } });
    expect(t["dkim-selector2"]).toMatchObject({ result: "pass", summary: { vars: { bits: 2048 } } });
    // a selector the customer named but the domain does not publish
    expect(t["dkim-nope"]).toMatchObject({
      result: "warning",
      scoreModifier: -5,
      summary: { key: "email.dkimKey.missing" },
      recommendation: { vars: { name: "nope._domainkey.keys.test" } },
    });
    expect(t["dkim-bad selector!"]).toBeUndefined();
    expect((t.dkim!.evidence as { found: string[] }).found.sort()).toEqual([
      "brand2024",
      "default",
      "google",
      "junk",
      "legacy",
      "s1",
      "selector1",
      "selector2",
    ]);
  });

  it("only informs when no key is found: selectors cannot be listed, so absence proves nothing", async () => {
    const tests = await run("nokeys.test");
    expect(tests).toEqual([
      expect.objectContaining({
        id: "dkim",
        result: "info",
        scoreModifier: 0,
        summary: { key: "email.dkim.notFound", vars: { count: COMMON_SELECTORS.length } },
      }),
    ]);
    expect(byId(await run("revoked.test")).dkim).toMatchObject({
      result: "info",
      summary: { key: "email.dkim.noActiveKey", vars: { selectors: "mail" } },
    });
  });

  it("could not check when every question fails, or a given selector's question times out", async () => {
    expect((await run("down.test"))[0]).toMatchObject({ id: "dkim", result: "error", evidence: { code: "ESERVFAIL" } });
    expect(byId(await run("keys.test", ["slow"], 300))["dkim-slow"]).toMatchObject({
      result: "error",
      evidence: { name: "slow._domainkey.keys.test", code: "ETIMEOUT" },
    });
  });

  it("reads keys: version first, RSA in either encoding, ed25519 bare, unknown types", () => {
    expect(readDkimKey(`p=${rsa(1024)}; v=DKIM1`)).toMatchObject({ problem: "badVersion" });
    expect(readDkimKey(`v=DKIM1; k=rsa; p=${rsa(2048).replace(/(.{60})/g, "$1 ")}`)).toMatchObject({ bits: 2048, problem: null });
    expect(readDkimKey("v=DKIM1; k=ed25519; p=AAAA")).toMatchObject({ problem: "badKey" });
    expect(readDkimKey("v=DKIM1; k=dsa; p=AAAA")).toMatchObject({ problem: "unknownKeyType" });
  });
});

describe("texts", () => {
  it("has the texts of every finding above in English and Portuguese", () => {
    expect(produced.length).toBeGreaterThan(0);
    expect(missingTexts(produced)).toEqual([]);
  });
});
