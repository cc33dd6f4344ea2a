import { describe, expect, it } from "vitest";
import { LANDING_PAGES, TEMPLATE_CATEGORIES } from "../../../../../contract/phishing-limits.ts";
import { templateContentSchema } from "../../../../../contract/phishing.ts";
import { LIBRARY } from "./index.ts";

/** What each category must offer at least (issue 30's list of simulations). */
const MINIMUM: Record<(typeof TEMPLATE_CATEGORIES)[number], number> = {
  credential: 6,
  payment: 6,
  delivery: 4,
  hr: 4,
  "qr-code": 3,
  attachment: 3,
};

/** Real companies a simulation must never name (we imitate, we do not impersonate). */
const DENIED_BRANDS = [
  "Microsoft",
  "Google",
  "DHL",
  "Correios",
  "FedEx",
  "PayPal",
  "Amazon",
  "Apple",
  "Itaú",
  "Bradesco",
  "Nubank",
  "Santander",
  "Caixa",
  "Banco do Brasil",
  "Receita Federal",
];
const brandPattern = (brand: string) => new RegExp(`(?<![\\p{L}\\p{N}])${brand}(?![\\p{L}\\p{N}])`, "iu");

const ALLOWED_MERGE_FIELDS = ["first_name", "company", "link"];

const everyVersion = LIBRARY.flatMap((t) =>
  (["en", "pt"] as const).map((lang) => ({ slug: t.slug, lang, template: t, c: t.content[lang] })),
);

describe("the simulations' library", () => {
  it("offers at least 26 simulations and every category's minimum", () => {
    expect(LIBRARY.length).toBeGreaterThanOrEqual(26);
    for (const category of TEMPLATE_CATEGORIES) {
      expect(LIBRARY.filter((t) => t.category === category).length, category).toBeGreaterThanOrEqual(MINIMUM[category]);
    }
  });

  it("has unique kebab-case slugs", () => {
    const slugs = LIBRARY.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("spreads every difficulty from 1 to 5 and opens a sign-in page only for credential simulations", () => {
    expect(new Set(LIBRARY.map((t) => t.difficulty))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const t of LIBRARY) {
      expect(LANDING_PAGES).toContain(t.landingPageId);
      expect(t.landingPageId, t.slug).toBe(t.category === "credential" ? "sign-in-then-lesson" : "lesson");
    }
  });

  it.each(everyVersion)("$slug ($lang) is a valid template the API would accept", ({ c }) => {
    const parsed = templateContentSchema.safeParse(c);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(everyVersion)("$slug ($lang) has 3 to 5 red flags, each body flag marked in its HTML and no mark without its flag", ({ c }) => {
    expect(c.redFlags.length).toBeGreaterThanOrEqual(3);
    expect(c.redFlags.length).toBeLessThanOrEqual(5);
    const ids = c.redFlags.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const flag of c.redFlags) {
      expect(flag.detail.length).toBeLessThanOrEqual(300);
      if (flag.target === "body") expect(c.html, flag.id).toContain(`data-flag="${flag.id}"`);
    }
    const marks = [...c.html.matchAll(/data-flag="([^"]*)"/g)].map((m) => m[1]);
    for (const mark of marks) expect(c.redFlags.filter((f) => f.target === "body").map((f) => f.id)).toContain(mark);
  });

  it.each(LIBRARY)("$slug marks the same red flags in English and Portuguese", (t) => {
    const shape = (lang: "en" | "pt") => t.content[lang].redFlags.map((f) => `${f.id}:${f.target}`);
    expect(shape("pt")).toEqual(shape("en"));
  });

  it.each(everyVersion)("$slug ($lang) uses only first_name, company and link, and links its call to action", ({ c }) => {
    for (const body of [c.html, c.text, c.subject]) {
      for (const m of body.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) expect(ALLOWED_MERGE_FIELDS).toContain(m[1]);
      expect(body).not.toContain("report_link");
    }
    expect(c.html).toContain('href="{{link}}"');
    expect(c.text).toContain("{{link}}");
    expect(c.text).not.toMatch(/<[a-z][^>]*>/i);
    // The sender and the lesson are shown as written, never merged.
    for (const plainField of [c.name, c.senderName, c.senderLocal, ...c.redFlags.flatMap((f) => [f.title, f.detail])])
      expect(plainField).not.toContain("{{");
  });

  it.each(everyVersion)(
    "$slug ($lang) is safe HTML: no image but the QR code, no script, handler, form or outside resource",
    ({ c, template }) => {
      const images = c.html.match(/<img\b[^>]*>/gi) ?? [];
      for (const img of images) {
        expect(img).toContain("data-qr");
        expect(img).not.toMatch(/\ssrc=/i);
      }
      expect(images.length).toBe(template.category === "qr-code" ? 1 : 0);
      expect(c.html).not.toMatch(/<script|<form|<iframe|<style|<link\b/i);
      expect(c.html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(c.html).not.toMatch(/https?:\/\/[^"<\s]*"/i);
      expect(c.html).toContain("max-width:600px");
    },
  );

  it.each(everyVersion)("$slug ($lang) names no real company", ({ c }) => {
    const words = [c.name, c.senderName, c.senderLocal, c.subject, c.html, c.text, ...c.redFlags.flatMap((f) => [f.title, f.detail])].join(
      "\n",
    );
    for (const brand of DENIED_BRANDS) expect(words, brand).not.toMatch(brandPattern(brand));
  });

  it("says the QR code is to be scanned with the phone", () => {
    for (const t of LIBRARY.filter((x) => x.category === "qr-code")) {
      expect(t.content.en.text, t.slug).toMatch(/scan/i);
      expect(t.content.pt.text, t.slug).toMatch(/escane|aponte a câmera/i);
      expect(t.content.en.text, t.slug).toMatch(/phone/i);
      expect(t.content.pt.text, t.slug).toMatch(/celular/i);
    }
  });

  it("talks about an attachment in attachment-themed simulations without attaching anything", () => {
    for (const t of LIBRARY.filter((x) => x.category === "attachment")) {
      expect(t.content.en.text, t.slug).toMatch(/attach/i);
      expect(t.content.pt.text, t.slug).toMatch(/anex/i);
    }
  });
});
