import { describe, expect, it } from "vitest";
import { brandCss, contrastRatio, readableOn, solidFill, textSafe } from "./brand-css.ts";
import { validForcedMode } from "./color-mode.ts";
import { vi } from "vitest";

describe("tenant colours", () => {
  it("picks readable text on each brand colour", () => {
    expect(readableOn("#0b5fd7")).toBe("#ffffff");
    // WCAG, not habit: dark text reads better than white on the default #007bff
    expect(readableOn("#007bff")).toBe("#111827");
    expect(readableOn("#ffd60a")).toBe("#111827");
  });

  it("darkens or lightens a colour until text in it passes WCAG AA", () => {
    for (const c of ["#28a745", "#ffd60a", "#007bff", "#b42318"]) {
      expect(contrastRatio(textSafe(c, "#ffffff"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(textSafe(c, "#111a2e"), "#111a2e")).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(textSafe(c, "#111a2e"), "#0b1120")).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("adjusts a fill until its text passes WCAG AA, keeping colours that already do", () => {
    for (const c of ["#007bff", "#28a745", "#ffd60a", "#6c757d", "#b42318"]) {
      const fill = solidFill(c);
      expect(contrastRatio(fill, readableOn(fill))).toBeGreaterThanOrEqual(4.5);
    }
    expect(solidFill("#b42318")).toBe("#b42318");
  });

  it("emits CSS variables only from #RRGGBB values", () => {
    const css = brandCss({ colors: { primary: "#B42318", secondary: "javascript:alert(1)", accent: "#28a745" } } as never);
    expect(css).toContain("--brand-primary:#b42318");
    expect(css).toContain("--brand-primary-raw:#b42318");
    expect(css).toContain("--brand-secondary:#6c757d");
    expect(css).not.toContain("javascript");
  });
});

describe("colour mode", () => {
  it("refuses to force 'system' and warns", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(validForcedMode("system")).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(validForcedMode("dark")).toBe("dark");
    warn.mockRestore();
  });
});
