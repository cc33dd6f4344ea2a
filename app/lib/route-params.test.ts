import { describe, expect, it } from "vitest";
import { paramsAreValid } from "./route-params.ts";

describe("route parameters", () => {
  it("accepts kebab-case slugs and short ids", () => {
    expect(paramsAreValid({ slug: "phishing-101" })).toBe(true);
    expect(paramsAreValid({ id: "8f14e45f-ceea-467f-a8c2-3f1b2f2d2a11", groupId: "42" })).toBe(true);
  });
  it("refuses anything else", () => {
    for (const bad of [
      { slug: "Phishing" },
      { slug: "a--b" },
      { slug: "a_b" },
      { id: "x".repeat(65) },
      { id: "../etc" },
      { memberId: "" },
    ]) {
      expect(paramsAreValid(bad)).toBe(false);
    }
  });
});
