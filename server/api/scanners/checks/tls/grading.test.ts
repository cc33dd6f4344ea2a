import { describe, expect, it } from "vitest";
import type { ScanTest, TestResult } from "../../../../../contract/scanner-results.ts";
import { TLS_TEST_IDS } from "../../../../../contract/scanner-tls.ts";
import { gradeTls, letterFor, NEEDED_FOR_A_GRADE, SCORE_FLOORS, scoreOf } from "./grading.ts";
import { cipherFacts, protocolScores } from "./protocol-tests.ts";
import { parseHsts } from "./service-tests.ts";

// The grading rules of docs/scanners-grading.md ("TLS") as pure functions: no network here.

const test = (id: string, result: TestResult = "pass", gradeCap?: string): ScanTest => ({
  id,
  result,
  scoreModifier: 0,
  evidence: gradeCap ? { gradeCap } : {},
  summary: { key: `tls.${id}.x` },
  recommendation: null,
});
const allPass = () => TLS_TEST_IDS.map((id) => test(id));
const FULL = { protocol: 100, keyExchange: 90, cipher: 90 };
const withTest = (t: ScanTest) => allPass().map((x) => (x.id === t.id ? t : x));

describe("the TLS score", () => {
  it("weighs protocol support and key exchange 30 % each and cipher strength 40 %", () => {
    expect(scoreOf(FULL)).toBe(93);
    expect(scoreOf({ protocol: 100, keyExchange: 100, cipher: 100 })).toBe(100);
    expect(scoreOf({ protocol: 90, keyExchange: 80, cipher: 20 })).toBe(59);
  });

  it("turns into SSL Labs' letters, its E being our D-", () => {
    expect(SCORE_FLOORS.map(([floor]) => floor)).toEqual([80, 65, 50, 35, 20, 0]);
    expect([100, 80, 79, 65, 64, 50, 49, 35, 34, 20, 19, 0].map(letterFor)).toEqual([
      "A",
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
      "D",
      "D-",
      "D-",
      "F",
      "F",
    ]);
  });

  it("scores protocols and ciphers by the best and the worst the server accepts", () => {
    const offered = (version: "TLSv1" | "TLSv1.1" | "TLSv1.2" | "TLSv1.3", standardName: string) => ({
      version,
      outcome: "offered" as const,
      cipher: { name: "", standardName },
    });
    expect(
      protocolScores([offered("TLSv1.2", "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"), offered("TLSv1.3", "TLS_AES_256_GCM_SHA384")]),
    ).toEqual({ protocol: 100, cipher: 90 });
    expect(
      protocolScores([
        offered("TLSv1", "TLS_RSA_WITH_3DES_EDE_CBC_SHA"),
        offered("TLSv1.2", "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384"),
        { version: "TLSv1.3", outcome: "refused", code: "x" },
      ]),
    ).toEqual({ protocol: 95, cipher: 90 });
  });
});

describe("the TLS grade", () => {
  it("is A+ for an A site with no warning and HSTS of six months or more, A without that HSTS", () => {
    expect(gradeTls(allPass(), FULL, true)).toEqual({ score: 93, grade: "A+" });
    expect(gradeTls(allPass(), FULL, false)).toEqual({ score: 93, grade: "A" });
  });

  it("takes the lowest cap of all the findings", () => {
    const tests = allPass().map((t) =>
      t.id === "protocol-legacy" ? test(t.id, "fail", "B") : t.id === "protocol-modern" ? test(t.id, "fail", "C") : t,
    );
    expect(gradeTls(tests, FULL, true).grade).toBe("C");
    expect(gradeTls(withTest(test("certificate-host", "fail", "F")), FULL, true)).toEqual({ score: 93, grade: "F" });
  });

  it("keeps the score's letter when it is below the caps", () => {
    expect(gradeTls(withTest(test("protocol-legacy", "fail", "B")), { protocol: 90, keyExchange: 80, cipher: 20 }, true).grade).toBe("C");
  });

  it("holds an A site with a warning at A-, even with long HSTS", () => {
    expect(gradeTls(withTest(test("protocol-modern", "warning", "A-")), FULL, true).grade).toBe("A-");
    expect(gradeTls(withTest(test("cipher-suites", "warning")), FULL, true).grade).toBe("A-");
  });

  it("is not lowered by information (OCSP not stapled, HSTS not preload-ready)", () => {
    const tests = allPass().map((t) => (t.id === "ocsp-stapling" || t.id === "hsts-preload" ? test(t.id, "info") : t));
    expect(gradeTls(tests, FULL, true).grade).toBe("A+");
  });

  it("gives no grade when a needed test could not be checked, but does without OCSP and HSTS", () => {
    for (const id of NEEDED_FOR_A_GRADE) expect(gradeTls(withTest(test(id, "error")), FULL, true)).toEqual({ score: null, grade: null });
    expect(gradeTls(withTest(test("hsts-preload", "error")), FULL, false).grade).toBe("A");
    expect(gradeTls(allPass(), null, true)).toEqual({ score: null, grade: null });
  });
});

describe("what a cipher suite is", () => {
  it.each([
    ["TLS_AES_128_GCM_SHA256", "TLSv1.3", { bits: 128, aead: true, forwardSecrecy: true, weak: false }],
    ["TLS_CHACHA20_POLY1305_SHA256", "TLSv1.3", { bits: 256, aead: true, forwardSecrecy: true, weak: false }],
    ["TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384", "TLSv1.2", { bits: 256, aead: true, forwardSecrecy: true, weak: false }],
    ["TLS_DHE_RSA_WITH_AES_128_CBC_SHA", "TLSv1.2", { bits: 128, aead: false, forwardSecrecy: true, weak: false }],
    ["TLS_RSA_WITH_AES_128_GCM_SHA256", "TLSv1.2", { bits: 128, aead: true, forwardSecrecy: false, weak: false }],
    ["TLS_RSA_WITH_3DES_EDE_CBC_SHA", "TLSv1", { bits: 168, aead: false, forwardSecrecy: false, weak: true }],
    ["TLS_ECDHE_RSA_WITH_RC4_128_SHA", "TLSv1", { bits: 128, aead: false, forwardSecrecy: true, weak: true }],
    ["TLS_RSA_EXPORT_WITH_DES40_CBC_SHA", "TLSv1", { bits: 40, aead: false, forwardSecrecy: false, weak: true }],
    ["TLS_RSA_WITH_NULL_SHA256", "TLSv1.2", { bits: 0, aead: false, forwardSecrecy: false, weak: true }],
  ])("%s in %s", (standardName, version, facts) => {
    expect(cipherFacts({ name: "", standardName }, version)).toEqual(facts);
  });
});

describe("reading Strict-Transport-Security", () => {
  it.each([
    ["max-age=63072000; includeSubDomains; preload", { maxAge: 63072000, includeSubDomains: true, preload: true }],
    ['MAX-AGE="31536000";INCLUDESUBDOMAINS', { maxAge: 31536000, includeSubDomains: true, preload: false }],
    ["includeSubDomains; preload", { maxAge: null, includeSubDomains: true, preload: true }],
    ["max-age=abc", { maxAge: null, includeSubDomains: false, preload: false }],
    ["max-age=0", { maxAge: 0, includeSubDomains: false, preload: false }],
  ])("%s", (header, directives) => {
    expect(parseHsts(header)).toEqual(directives);
  });
});
