import { describe, expect, it } from "vitest";
import en from "../../../contract/i18n/en/route/companyLti.json" with { type: "json" };
import pt from "../../../contract/i18n/pt/route/companyLti.json" with { type: "json" };
import { LTI_ERROR_REASONS, ltiErrorReason } from "./error-reasons.ts";

describe("the LTI error page's reasons", () => {
  it("knows each listed code and nothing else", () => {
    expect(ltiErrorReason("bad_signature")).toBe("bad_signature");
    expect(ltiErrorReason("cookies_blocked")).toBe("cookies_blocked");
    expect(ltiErrorReason("BAD_SIGNATURE")).toBeNull();
    expect(ltiErrorReason("toString")).toBeNull();
    expect(ltiErrorReason("")).toBeNull();
    expect(ltiErrorReason(null)).toBeNull();
  });

  it("explains each code, and the general case, with what to fix in both languages", () => {
    for (const catalog of [en, pt]) {
      const reasons = catalog.error.reasons as Record<string, { what: string; fix: string }>;
      for (const code of [...LTI_ERROR_REASONS, "general"]) {
        expect(reasons[code]?.what, code).toBeTruthy();
        expect(reasons[code]?.fix, code).toBeTruthy();
      }
    }
  });
});
