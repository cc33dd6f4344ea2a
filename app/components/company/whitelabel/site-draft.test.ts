import { describe, expect, it } from "vitest";
import { whitelabelUpdateSchema, type Whitelabel } from "../../../../contract/whitelabel.ts";
import { checkDraft } from "./site-draft-form-schema.ts";
import { changesOf, draftOf, fieldOf, inputOf, lookOf, type SiteDraft } from "./site-draft.ts";

const site = {
  id: "0b6f3c1e-8d2a-4f5b-9c7d-1a2b3c4d5e6f",
  name: "Globex Learning",
  whitelabelSlug: "globex",
  siteUrl: "http://globex.localhost:3000",
  logos: { horizontal: null, vertical: null },
  favicon: null,
  colors: { primary: "#0f766e", secondary: null, tertiary: null, quaternary: null },
  socials: { linkedin: null },
  settings: {
    description: null,
    slogan: "Five minutes a day",
    keywords: ["safety", "security"],
    siteUrl: null,
    supportEmail: null,
    contactEmail: null,
  },
  texts: {
    en: { description: null, slogan: "Five minutes a day", keywords: ["safety", "security"], shareTitle: null, shareDescription: null },
    pt: { description: null, slogan: "Cinco minutos por dia", keywords: null, shareTitle: null, shareDescription: null },
  },
  brand: { name: "Globex Learning", slogan: "Five minutes a day" },
} as unknown as Whitelabel;

const good = draftOf(site);
const variants: [string, Partial<SiteDraft>][] = [
  ["wl-name", { name: "  " }],
  ["wl-slug", { whitelabelSlug: "www" }],
  ["wl-slug", { whitelabelSlug: "a--b" }],
  ["wl-color-primary", { colors: { ...good.colors, primary: "#abc" } }],
  ["wl-color-tertiary", { colors: { ...good.colors, tertiary: "green" } }],
  ["wl-site-url", { siteUrl: "ftp://files.example.com" }],
  ["wl-linkedin", { linkedin: "https://twitter.com/globex" }],
  ["wl-support-email", { supportEmail: "support@" }],
  [
    "wl-en-keywords",
    { texts: { ...good.texts, en: { ...good.texts.en, keywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join(",") } } },
  ],
  ["wl-en-slogan", { texts: { ...good.texts, en: { ...good.texts.en, slogan: "x".repeat(121) } } }],
  ["wl-pt-slogan", { texts: { ...good.texts, pt: { ...good.texts.pt, slogan: "x".repeat(121) } } }],
  ["wl-pt-share-title", { texts: { ...good.texts, pt: { ...good.texts.pt, shareTitle: "x".repeat(91) } } }],
];

describe("the whitelabel form's checks", () => {
  it("accept what the API accepts and turn the saved site back into the same values", () => {
    expect(checkDraft(good)).toEqual({});
    expect(whitelabelUpdateSchema.safeParse(inputOf(good)).success).toBe(true);
    expect(inputOf(good).texts?.en?.keywords).toEqual(["safety", "security"]);
    expect(inputOf(good).texts?.pt?.slogan).toBe("Cinco minutos por dia");
  });

  it("sends back a site's images only when they changed, and the images it shows now pass the API's checks", () => {
    // Acme's seeded look: the platform's own files under /brand/, never uploaded
    const acme = {
      ...site,
      logos: { horizontal: "/brand/acme/logo-horizontal.svg", vertical: "/brand/acme/logo.svg" },
      favicon: "/brand/acme/favicon.svg",
    } as Whitelabel;
    const saved = draftOf(acme);
    const recoloured = { ...saved, colors: { ...saved.colors, primary: "#0057b8" } };
    const body = changesOf(recoloured, saved);
    expect(body).not.toHaveProperty("logos");
    expect(body).not.toHaveProperty("favicon");
    expect(body).not.toHaveProperty("whitelabelSlug");
    expect(body.colors?.primary).toBe("#0057b8");
    expect(whitelabelUpdateSchema.safeParse(inputOf(recoloured)).success).toBe(true);
    const upload = "/api/files/t/0b6f3c1e-8d2a-4f5b-9c7d-1a2b3c4d5e6f/whitelabel/0123456789abcdef0123.png";
    expect(changesOf({ ...saved, favicon: upload }, saved)).toMatchObject({ favicon: upload });
    // an address elsewhere is still refused
    expect(whitelabelUpdateSchema.safeParse({ favicon: "https://evil.example/x.png" }).success).toBe(false);
    expect(whitelabelUpdateSchema.safeParse({ favicon: "/brand/../secret.svg" }).success).toBe(false);
  });

  it.each(variants)("refuse %s where the API refuses the same value, naming that field", (field, change) => {
    const draft = { ...good, ...change };
    expect(Object.keys(checkDraft(draft))).toContain(field);
    const api = whitelabelUpdateSchema.safeParse(inputOf(draft));
    // the slug rules beyond its shape (reserved words) are the server's: the form knows them too
    if (field !== "wl-slug") {
      expect(api.success).toBe(false);
      expect(api.error?.issues.map((i) => fieldOf(i.path.join(".")))).toContain(field);
    }
  });

  it("previews the form's look with the defaults where a value is empty", () => {
    const look = lookOf({ ...good, colors: { primary: "#9D174D", secondary: "", tertiary: "nope" } }, site.brand, "en");
    expect(look.colors).toEqual({ primary: "#9d174d", secondary: "#6c757d", accent: "#28a745" });
    expect(look.logoHorizontal).toBe("/Logo.webp");
    expect(look.name).toBe("Globex Learning");
    expect(look.slogan).toBe("Five minutes a day");
    expect(lookOf(good, site.brand, "pt").slogan).toBe("Cinco minutos por dia");
    // no Portuguese slogan: the English one
    expect(lookOf({ ...good, texts: { ...good.texts, pt: { ...good.texts.pt, slogan: "" } } }, site.brand, "pt").slogan).toBe(
      "Five minutes a day",
    );
  });
});
