import { describe, expect, it } from "vitest";
import { sanitizeHexColor, toBrand } from "./brand.ts";
import { localeFromPath, localizePath, stripLocale } from "./locale.ts";

describe("hex colours (§5)", () => {
  it("accepts only #RRGGBB, everything else is empty", () => {
    expect(sanitizeHexColor("#A1b2C3")).toBe("#a1b2c3");
    for (const bad of ["#abc", "a1b2c3", "#a1b2c3ff", "red", "", null, 12, "#gggggg"]) expect(sanitizeHexColor(bad)).toBe("");
  });
});

describe("brand layer (§1)", () => {
  it("falls back to the defaults for every missing value", () => {
    const b = toBrand(
      { name: "", whitelabelSlug: "x", domain: null, logos: null, colors: null, favicon: null, socials: null, settings: null, features: null, isSkill5Layout: false, closedBeta: false },
      { baseUrl: "https://x.example.com", productSlug: "shield" },
    );
    expect(b).toMatchObject({
      name: "Skill5",
      slogan: "Master Skills in Just 5 Minutes",
      logo: "/Logo.webp",
      logoHorizontal: "/Logo.webp",
      favicon: "/favicon.ico",
      siteUrl: "https://x.example.com",
      supportEmail: "support@x.example.com",
      colors: { primary: "#007bff", secondary: "#6c757d", accent: "#28a745" },
      isProduct: false,
    });
    expect(b.keywords).toEqual(["micro-learning", "training", "professional development", "online courses", "career skills", "quick learning", "business training"]);
  });
});

describe("locale paths (§9)", () => {
  it("maps English paths to /pt and back", () => {
    expect(localizePath("/", "pt")).toBe("/pt");
    expect(localizePath("/pricing", "pt")).toBe("/pt/pricing");
    expect(localizePath("/pt/pricing", "en")).toBe("/pricing");
    expect(stripLocale("/pt")).toBe("/");
    expect(stripLocale("/ptx")).toBe("/ptx");
    expect(localeFromPath("/pt/training")).toBe("pt");
    expect(localeFromPath("/pricing")).toBe("en");
  });
});
