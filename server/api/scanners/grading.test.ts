import { describe, expect, it } from "vitest";
import type { Grade, ScanCategory, ScanCategoryResult, ScanTest, TestResult } from "../../../contract/scanner-results.ts";
import { alertChanges, daysLeft } from "./alert-changes.ts";
import { changeLine } from "./alerts.ts";
import { missingTexts } from "../../test/scan-texts.ts";
import { capAbove, overallGrade } from "./overall-grade.ts";
import { categoryError } from "./run-scan.ts";
import { renderScanText } from "./scan-text.ts";

const cat = (key: ScanCategory, score: number | null, grade: Grade | null, tests: ScanTest[] = []): ScanCategoryResult => ({
  key,
  score,
  grade,
  tests,
});
const test = (id: string, result: TestResult, evidence: Record<string, unknown> | null = null): ScanTest => ({
  id,
  result,
  scoreModifier: 0,
  evidence,
  summary: { key: "headers.x-frame-options.found.notImplemented" },
  recommendation: null,
});

describe("the overall grade", () => {
  it("is the weighted mean of the graded categories, each taken between 0 and 100", () => {
    // (3×100 + 2×90) / 5 = 96; the headers' 115 counts as 100
    expect(overallGrade([cat("headers", 115, "A+"), cat("email", 90, "A")])).toEqual({ score: 96, grade: "A" });
    expect(overallGrade([cat("headers", 100, "A+"), cat("tls", 100, "A+"), cat("email", 100, "A+"), cat("exposure", 100, "A+")])).toEqual({
      score: 100,
      grade: "A+",
    });
    expect(overallGrade([cat("headers", 70, "B"), cat("tls", 90, "A")])).toEqual({ score: 80, grade: "B+" });
  });

  it("leaves out categories that could not be graded, and has none without any", () => {
    expect(overallGrade([cat("headers", null, null), cat("email", 85, "A-")])).toEqual({ score: 85, grade: "A-" });
    expect(overallGrade([cat("headers", null, null)])).toEqual({ score: null, grade: null });
    expect(overallGrade([])).toEqual({ score: null, grade: null });
  });

  it("is capped one letter above the worst category, so an average never hides a failing one", () => {
    expect(capAbove("F")).toBe("D+");
    expect(capAbove("D-")).toBe("C+");
    expect(capAbove("C+")).toBe("B+");
    expect(capAbove("B")).toBe("A+");
    // (3×100 + 3×100 + 2×20) / 8 = 80 (B+), but the e-mail's F caps it at D+
    expect(overallGrade([cat("headers", 100, "A+"), cat("tls", 100, "A+"), cat("email", 20, "F")])).toEqual({ score: 80, grade: "D+" });
    // (3×95 + 2×60) / 5 = 81 (B+) under the C+'s cap of B+: no change
    expect(overallGrade([cat("headers", 95, "A"), cat("email", 60, "C+")])).toEqual({ score: 81, grade: "B+" });
  });
});

describe("what an alert tells", () => {
  const before = {
    grade: "A",
    categories: [
      cat("headers", 95, "A", [test("cookies", "pass"), test("x-frame-options", "pass"), test("referrer-policy", "fail")]),
      cat("tls", 100, "A+", [test("certificate-expiry", "pass")]),
    ],
  };

  it("says nothing when nothing got worse", () => {
    expect(alertChanges(before, before)).toEqual([]);
    // better is not news either, nor a category the earlier scan did not run
    const better = { grade: "A+", categories: [...before.categories, cat("email", 20, "F", [test("spf-record", "fail")])] };
    expect(alertChanges(before, better)).toEqual([]);
  });

  it("tells of a lower overall or category grade and of each test that newly fails", () => {
    const after = {
      grade: "B",
      categories: [
        cat("headers", 70, "B", [test("cookies", "fail"), test("x-frame-options", "warning"), test("referrer-policy", "fail")]),
        before.categories[1]!,
      ],
    };
    expect(
      alertChanges(before, after).map((c) =>
        c.kind === "failing" ? `${c.kind}:${c.test.id}` : `${c.kind}:${"from" in c ? `${c.from}>${c.to}` : ""}`,
      ),
    ).toEqual(["overall:A>B", "category:A>B", "failing:cookies"]);
  });

  it("tells when the certificate enters its 30-day warning and its 14-day failing window, with the days its evidence gives", () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const tls = (result: TestResult, evidence: Record<string, unknown>) => ({
      grade: "A",
      categories: [before.categories[0]!, cat("tls", 100, "A+", [test("certificate-expiry", result, evidence)])],
    });
    const warned = alertChanges(before, tls("warning", { notAfter: "2030-01-21T00:00:00Z" }), now);
    expect(warned).toEqual([{ kind: "expiry", days: 20, result: "warning" }]);
    expect(alertChanges(tls("warning", {}), tls("fail", { daysLeft: 9 }), now)).toEqual([{ kind: "expiry", days: 9, result: "fail" }]);
    // still in the same window: already told
    expect(alertChanges(tls("warning", {}), tls("warning", { daysLeft: 25 }), now)).toEqual([]);
    expect(daysLeft({ validTo: "2029-12-30T00:00:00Z" }, now)).toBe(-2);
    expect(daysLeft({ subject: "x" }, now)).toBeNull();
  });

  it("reads in the manager's language", () => {
    expect(changeLine({ kind: "category", category: "headers", from: "A", to: "C" }, "pt")).toBe(
      "• A nota de cabeçalhos HTTP caiu de A para C.",
    );
    expect(changeLine({ kind: "expiry", days: 1, result: "fail" }, "en")).toBe("• The site's TLS certificate expires in 1 day.");
    expect(changeLine({ kind: "expiry", days: 12, result: "fail" }, "pt")).toBe("• O certificado TLS do site vence em 12 dias.");
    const line = changeLine({ kind: "failing", category: "headers", test: test("x-frame-options", "fail") }, "en");
    expect(line).toMatch(/^• New failure \(HTTP headers\): \S/);
    expect(line).not.toContain("headers.x-frame-options");
  });
});

describe("the texts a scan adds of its own", () => {
  it("say why a category could not be checked, in both languages", () => {
    const failed = categoryError("email", new RangeError("not a domain name: -x-"));
    expect(failed).toMatchObject({
      key: "email",
      grade: null,
      score: null,
      tests: [{ id: "category", result: "error", scoreModifier: 0, evidence: { error: "RangeError", message: "not a domain name: -x-" } }],
    });
    expect(missingTexts(failed.tests)).toEqual([]);
    expect(renderScanText(failed.tests[0]!.summary, "pt")).toBe(
      "Não foi possível verificar: estes testes pararam com um erro (not a domain name: -x-). Isso não diz nada sobre o seu site; eles serão feitos de novo na próxima análise.",
    );
    const stopped: ScanTest["summary"][] = [
      { key: "run.failed", vars: { detail: "boom" } },
      { key: "run.interrupted", vars: {} },
    ];
    expect(missingTexts(stopped.map((summary) => ({ ...failed.tests[0]!, summary, recommendation: null })))).toEqual([]);
  });

  it("tell what a verification found, by every method, in both languages", () => {
    const vars = {
      name: "_skill5-verification.x.test",
      host: "x.test",
      url: "https://x.test/",
      status: 404,
      content: "c",
      detail: "d",
      records: "r",
      count: 2,
    };
    const keys = [
      "dns.found",
      "dns.none",
      "dns.other",
      "dns.error",
      "dns.address",
      "file.found",
      "file.status",
      "file.empty",
      "file.other",
      "file.error",
      "meta.found",
      "meta.status",
      "meta.none",
      "meta.other",
      "meta.error",
    ];
    const tests = keys.map((k) => ({
      ...categoryError("headers", "x").tests[0]!,
      summary: { key: `verify.${k}`, vars },
      recommendation: null,
    }));
    expect(missingTexts(tests)).toEqual([]);
  });

  it("choose plural forms by count, as the app does", () => {
    expect(renderScanText({ key: "verify.dns.other", vars: { name: "n", count: 1, records: "r" } }, "en")).toBe(
      "The TXT record at n holds something else: r.",
    );
    expect(renderScanText({ key: "verify.dns.other", vars: { name: "n", count: 3, records: "r" } }, "pt")).toBe(
      "Os 3 registros TXT em n contêm outra coisa: r.",
    );
    expect(renderScanText({ key: "no.such.key" }, "en")).toBe("no.such.key");
  });
});
