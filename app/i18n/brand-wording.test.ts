import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.join(import.meta.dirname, "../../contract/i18n");

/** Every string of a language's catalogs, as "namespace:key.path" → text. */
function strings(locale: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === "string") out.push([prefix, v]);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(`${prefix}.${k}`, x);
  };
  for (const file of readdirSync(path.join(DIR, locale), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"))) {
    walk(path.basename(file, ".json"), JSON.parse(readFileSync(path.join(DIR, locale, file), "utf8")));
  }
  return out;
}

// A tenant's name has no grammatical gender or initial sound we know: "A Acme Academy",
// "a Acme Academy account" and "o Skill5" all read wrong for some tenant.
const ARTICLE_BEFORE_BRAND = {
  en: /\b(a|an|the)\s+\{\{brand\}\}/i,
  pt: /(^|[^\p{L}])(a|o|as|os|à|ao|às|aos|da|do|das|dos|na|no|nas|nos|pela|pelo|pelas|pelos|numa|num|dessa|desse|nessa|nesse)\s+\{\{brand\}\}/iu,
} as const;

describe("what the catalogs say of a tenant", () => {
  it.each(["en", "pt"] as const)("%s: no article before the tenant's name", (locale) => {
    const bad = strings(locale)
      .filter(([, text]) => ARTICLE_BEFORE_BRAND[locale].test(text))
      .map(([key, text]) => `${key}: ${text.match(ARTICLE_BEFORE_BRAND[locale])![0]}`);
    expect(bad).toEqual([]);
  });

  it.each(["en", "pt"] as const)(
    '%s: never names the product brand where any tenant\'s people read it (plans are "Free", not "The Shield free plan")',
    (locale) => {
      const bad = strings(locale)
        .filter(([, text]) => /\bshield\b/i.test(text))
        .map(([key]) => key);
      expect(bad).toEqual([]);
    },
  );

  it("names the free plan neutrally in both languages", () => {
    const plan = (locale: string) => JSON.parse(readFileSync(path.join(DIR, locale, "route", "pricing.json"), "utf8")).plans.free;
    expect(plan("en").name).toBe("Free");
    expect(plan("pt").name).toBe("Gratuito");
  });
});
