import { describe, expect, it } from "vitest";
import { clampRate, portraitProblem, wordsPerMinute } from "./avatar-values.ts";

describe("a presenter's values", () => {
  it("says the rate in words a minute (175 at 1×)", () => {
    expect(wordsPerMinute(1)).toBe(175);
    expect(wordsPerMinute(1.2)).toBe(210);
    expect(wordsPerMinute(0.5)).toBe(88);
  });

  it("keeps a typed rate within 0.5–2×, to the hundredth, and a blank one at 1×", () => {
    expect(clampRate(0.1)).toBe(0.5);
    expect(clampRate(7)).toBe(2);
    expect(clampRate(1.234)).toBe(1.23);
    expect(clampRate(Number.NaN)).toBe(1);
  });

  it("refuses a file that is not a PNG, JPEG or WebP picture, or is over 5 MB", () => {
    expect(portraitProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(portraitProblem({ type: "image/webp", size: 5 * 1024 * 1024 })).toBeNull();
    expect(portraitProblem({ type: "image/gif", size: 1000 })).toBe("type");
    expect(portraitProblem({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toBe("size");
  });
});
