import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../contract/scanner-results.ts";
import { categoryTally, headline, priorities, type SummaryInput } from "./iris-summary.ts";

const test = (id: string, result: TestResult, scoreModifier = 0) => ({ id, result, scoreModifier });

/** A site with a weak CSP and no HSTS, a TLS category graded without points, and loose e-mail. */
const scan: SummaryInput = {
  grade: "C",
  categories: [
    {
      key: "headers",
      grade: "C",
      tests: [
        test("content-security-policy", "fail", -25),
        test("cookies", "pass"),
        test("referrer-policy", "warning", 0),
        test("strict-transport-security", "fail", -20),
        test("x-content-type-options", "fail", -5),
        test("subresource-integrity", "error"),
      ],
    },
    { key: "tls", grade: "B", tests: [test("protocols", "fail"), test("certificate-expiry", "warning")] },
    {
      key: "email",
      grade: "D",
      tests: [test("mx", "pass"), test("dmarc-record", "fail", -35), test("dmarc-policy", "warning", -20), test("spf-all", "warning", -10), test("bimi", "info")],
    },
  ],
};

describe("what Iris says to fix first", () => {
  it("puts failures before warnings, the costliest first, then the report's order of categories", () => {
    expect(priorities(scan).map((p) => `${p.category}/${p.id}`)).toEqual([
      "email/dmarc-record",
      "headers/content-security-policy",
      "headers/strict-transport-security",
      "headers/x-content-type-options",
      "tls/protocols",
      "email/dmarc-policy",
      "email/spf-all",
      "headers/referrer-policy",
      "tls/certificate-expiry",
    ]);
  });

  it("never lists a pass, a note or a test that could not be checked", () => {
    const ids = priorities(scan).map((p) => p.id);
    for (const id of ["cookies", "subresource-integrity", "mx", "bimi"]) expect(ids).not.toContain(id);
  });

  it("gives the grade and the first three, saying how many more there are", () => {
    expect(headline(scan)).toEqual({
      kind: "fix",
      grade: "C",
      first: [
        { category: "email", id: "dmarc-record", result: "fail", scoreModifier: -35 },
        { category: "headers", id: "content-security-policy", result: "fail", scoreModifier: -25 },
        { category: "headers", id: "strict-transport-security", result: "fail", scoreModifier: -20 },
      ],
      more: 6,
    });
    expect(headline(scan, 5)).toMatchObject({ more: 4 });
  });

  it("says a site with nothing to fix is clean, and one never graded that it could not be checked", () => {
    expect(headline({ grade: "A+", categories: [{ key: "headers", grade: "A+", tests: [test("cookies", "pass"), test("bimi", "info")] }] })).toEqual({ kind: "clean", grade: "A+" });
    expect(headline({ grade: null, categories: [{ key: "headers", grade: null, tests: [test("redirection", "error"), test("cookies", "error")] }] })).toEqual({ kind: "noGrade", couldNotCheck: 2 });
  });

  it("counts a category's failures, warnings, passes and tests it could not check", () => {
    expect(categoryTally(scan.categories[0]!.tests)).toEqual({ failures: 3, warnings: 1, couldNotCheck: 1, passed: 1 });
  });
});
