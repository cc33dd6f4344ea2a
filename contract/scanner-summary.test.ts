import { describe, expect, it } from "vitest";
import { orderedTests, toFix } from "./scanner-order.ts";
import type { TestResult } from "./scanner-results.ts";
import { categoryTally, headline, priorities, type SummaryInput } from "./scanner-summary.ts";

const test = (id: string, result: TestResult, scoreModifier = 0) => ({ id, result, scoreModifier });

/** A site with a weak CSP and no HSTS, a TLS category graded without points, and loose e-mail. */
const scan: SummaryInput = {
  grade: "C",
  categories: [
    {
      key: "headers",
      grade: "C",
      tests: [
        test("content-security-policy", "fail", -20),
        test("cookies", "pass"),
        test("referrer-policy", "warning", 0),
        test("strict-transport-security", "fail", -25),
        test("x-content-type-options", "fail", -5),
        test("subresource-integrity", "error"),
      ],
    },
    { key: "tls", grade: "B", tests: [test("protocols", "fail"), test("certificate-expiry", "warning")] },
    {
      key: "email",
      grade: "D",
      tests: [
        test("mx", "pass"),
        test("dmarc-record", "fail", -35),
        test("dmarc-policy", "warning", -20),
        test("spf-all", "warning", -10),
        test("bimi", "info"),
      ],
    },
  ],
};

describe("what Iris says to fix first", () => {
  it("puts failures before warnings, the costliest first, then the report's order of categories", () => {
    expect(priorities(scan).map((p) => `${p.category}/${p.id}`)).toEqual([
      "email/dmarc-record",
      "headers/strict-transport-security",
      "headers/content-security-policy",
      "headers/x-content-type-options",
      "tls/protocols",
      "email/dmarc-policy",
      "email/spf-all",
      "headers/referrer-policy",
      "tls/certificate-expiry",
    ]);
  });

  it("lists each category's results in the same order as its items in 'Fix these first'", () => {
    // the report listed strict-transport-security after content-security-policy (report order)
    // while the summary put it first (it costs more): both now read the one order
    for (const category of scan.categories) {
      const listed = orderedTests(category.key, category.tests).map((t) => t.id);
      const fixFirst = priorities(scan)
        .filter((p) => p.category === category.key)
        .map((p) => p.id);
      expect(listed.slice(0, fixFirst.length)).toEqual(fixFirst);
    }
    expect(orderedTests("headers", scan.categories[0]!.tests).map((t) => t.id)).toEqual([
      "strict-transport-security",
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "subresource-integrity",
      "cookies",
    ]);
    expect(toFix(scan.categories).map((r) => r.test.id)).toEqual(priorities(scan).map((p) => p.id));
  });

  it("never lists a pass, a note or a test that could not be checked", () => {
    const ids = priorities(scan).map((p) => p.id);
    for (const id of ["cookies", "subresource-integrity", "mx", "bimi"]) expect(ids).not.toContain(id);
  });

  it("gives the grade and the first three, saying how many more there are and how many could not run", () => {
    expect(headline(scan)).toEqual({
      kind: "fix",
      grade: "C",
      first: [
        { category: "email", id: "dmarc-record", result: "fail", scoreModifier: -35 },
        { category: "headers", id: "strict-transport-security", result: "fail", scoreModifier: -25 },
        { category: "headers", id: "content-security-policy", result: "fail", scoreModifier: -20 },
      ],
      more: 6,
      couldNotCheck: 1,
    });
    expect(headline(scan, 5)).toMatchObject({ more: 4 });
  });

  it("says a site with nothing to fix is clean, one never graded that it could not be checked, and one never reached only that", () => {
    expect(
      headline({ grade: "A+", categories: [{ key: "headers", grade: "A+", tests: [test("cookies", "pass"), test("bimi", "info")] }] }),
    ).toEqual({ kind: "clean", grade: "A+", couldNotCheck: 0 });
    // clean among what ran, with what could not run counted beside it
    expect(
      headline({
        grade: "A",
        categories: [
          { key: "headers", grade: "A", tests: [test("cookies", "pass")] },
          { key: "tls", grade: null, tests: [test("protocols", "error")] },
        ],
      }),
    ).toEqual({
      kind: "clean",
      grade: "A",
      couldNotCheck: 1,
    });
    const unchecked = { key: "headers" as const, grade: null, tests: [test("redirection", "error"), test("cookies", "error")] };
    expect(headline({ grade: null, categories: [unchecked] })).toEqual({ kind: "noGrade", couldNotCheck: 2 });
    expect(headline({ grade: null, unreachable: { reason: "dns" }, categories: [unchecked] })).toEqual({ kind: "unreachable" });
  });

  it("counts a category's failures, warnings, passes and tests it could not check", () => {
    expect(categoryTally(scan.categories[0]!.tests)).toEqual({ failures: 3, warnings: 1, couldNotCheck: 1, passed: 1 });
  });
});
