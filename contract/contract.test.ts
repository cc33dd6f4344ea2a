import { describe, expect, it } from "vitest";
import { z } from "zod";
import { profileSchema, signUpSchema } from "./auth.ts";
import { ACCOUNT_LIMITS, DOMAIN_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from "./field-rules.ts";
import { demoRequestSchema } from "./inquiries.ts";
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
      {
        name: "",
        whitelabelSlug: "x",
        domain: null,
        logos: null,
        colors: null,
        favicon: null,
        socials: null,
        settings: null,
        features: null,
        isSkill5Layout: false,
        closedBeta: false,
      },
      { baseUrl: "https://x.example.com", productSlug: "shield" },
    );
    expect(b).toMatchObject({
      name: "Skill5",
      slogan: "Master Skills in Just 5 Minutes",
      logo: "/Logo.webp",
      logoHorizontal: "/Logo.webp",
      favicon: "/favicon.ico",
      siteUrl: "https://x.example.com",
      // x.example.com is tenant x's sub-domain of the platform: mail goes to the platform's host
      supportEmail: "support@example.com",
      colors: { primary: "#007bff", secondary: "#6c757d", accent: "#28a745" },
      isProduct: false,
    });
    expect(b.keywords).toEqual([
      "micro-learning",
      "training",
      "professional development",
      "online courses",
      "career skills",
      "quick learning",
      "business training",
    ]);
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

describe("field rules the forms and the API share", () => {
  it("checks e-mail addresses with zod's own pattern, so a form never passes what the API refuses", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it("builds the account schemas from the same limits and patterns", () => {
    const base = { accountType: "company", name: "Ana", email: "ana@example.com", captchaPayload: "x" };
    expect(signUpSchema.safeParse({ ...base, name: "a".repeat(ACCOUNT_LIMITS.name) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, name: "a".repeat(ACCOUNT_LIMITS.name + 1) }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, organization: "o".repeat(ACCOUNT_LIMITS.organization + 1) }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, phoneNumber: "+55 11 99999-9999" }).success).toBe(PHONE_PATTERN.test("+55 11 99999-9999"));
    expect(signUpSchema.safeParse({ ...base, phoneNumber: "call me" }).success).toBe(PHONE_PATTERN.test("call me"));
    expect(profileSchema.safeParse({ ...base, domain: "acme.test" }).success).toBe(DOMAIN_PATTERN.test("acme.test"));
    expect(profileSchema.safeParse({ ...base, domain: "acme" }).success).toBe(DOMAIN_PATTERN.test("acme"));
    expect(
      demoRequestSchema.safeParse({
        name: "Ana",
        email: "ana@example.com",
        company: "X",
        teamSize: "1-10",
        product: "Training",
        phone: "call me",
      }).success,
    ).toBe(false);
  });
});
