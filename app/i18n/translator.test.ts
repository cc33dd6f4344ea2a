import { createInstance, type i18n as I18next } from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../contract/constants.ts";
import { pluralForm } from "../../contract/plural.ts";
import { loadCatalogs } from "./index.ts";
import { I18nextProvider, useTranslation } from "./react.ts";
import { I18n, type Catalog } from "./translator.ts";

// The pages' translator must answer exactly as i18next (configured as the pages had it) for
// every key of every catalog, with and without counts and variables, in both languages.

async function i18next(locale: Locale, resources: Record<string, Catalog>): Promise<I18next> {
  const instance = createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // i18next with the product's plural rule: Portuguese 0 in the plural (contract/plural.ts)
  const resolver = instance.services.pluralResolver as unknown as { getRule(code: string, options?: object): Intl.PluralRules };
  const cldr = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => {
    const rule = cldr(code, options);
    return Object.assign(Object.create(rule) as Intl.PluralRules, { select: (n: number) => pluralForm(code, n) });
  };
  return instance;
}

/** Every key path of a catalog: the strings, and the objects (asked for with returnObjects). */
function paths(value: unknown, prefix = ""): { leaves: string[]; objects: string[] } {
  const out = { leaves: [] as string[], objects: [] as string[] };
  if (typeof value !== "object" || value === null) return prefix ? { leaves: [prefix], objects: [] } : out;
  if (prefix) out.objects.push(prefix);
  for (const [k, v] of Object.entries(value)) {
    const sub = paths(v, prefix ? `${prefix}.${k}` : k);
    out.leaves.push(...sub.leaves);
    out.objects.push(...sub.objects);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Values that would trip a careless interpolation: braces, nesting syntax, replacement patterns. */
const TRICKY = ["Ana", "{{count}}", "$t(common:nav.pricing)", "a$&b$1", "{{- name}}", ""];

describe("the pages' translator answers as i18next", () => {
  it.each(["en", "pt"] as const)("for every key of every %s catalog", async (locale) => {
    const resources = await loadCatalogs(locale);
    const reference = await i18next(locale, resources);
    const ours = new I18n(locale, resources);
    let compared = 0;
    const same = (key: string | string[], options?: Record<string, unknown> | string, ns: string | null = null) => {
      const expected = reference.getFixedT(null, ns)(key as string, options as never);
      expect(ours.getFixedT(ns)(key, options), `${ns ?? ""} ${JSON.stringify(key)} ${JSON.stringify(options)}`).toEqual(expected);
      expect(ours.getFixedT(ns)(key, options)).toEqual(expected); // remembered
      compared++;
    };
    for (const [ns, catalog] of Object.entries(resources)) {
      const { leaves, objects } = paths(catalog);
      for (const leaf of leaves) {
        const value = leaf.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalog);
        expect(typeof value, `${ns}:${leaf} is a string`).toBe("string");
        expect(value as string, `${ns}:${leaf} nests no key (the translator does not)`).not.toContain("$t(");
        expect(value as string, `${ns}:${leaf} formats no value (the translator does not)`).not.toMatch(/\{\{[^}]*,[^}]*\}\}/);
        const variables = [...(value as string).matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!);
        const base = leaf.replace(PLURAL, "");
        same(`${ns}:${leaf}`);
        same(leaf, undefined, ns);
        for (const count of [0, 1, 2, 5, 1.5, 1_000_000])
          same(`${ns}:${base}`, { count, ...Object.fromEntries(variables.map((v) => [v, "Ana"])) });
        for (const tricky of TRICKY) same(`${ns}:${leaf}`, Object.fromEntries(variables.map((v) => [v, tricky])));
        same(`${ns}:${leaf}`, { [variables[0] ?? "name"]: 42 });
        same(`${ns}:${leaf}`, { [variables[0] ?? "name"]: null, count: 3 });
        same(`${ns}:${leaf}`, { replace: Object.fromEntries(variables.map((v) => [v, "R"])) });
      }
      for (const object of objects) {
        same(`${ns}:${object}`, { returnObjects: true, brand: "Acme", count: 2 });
        same(`${ns}:${object}`);
      }
    }
    // missing keys, sentences with a colon, fallbacks, defaults, another namespace from a bound t
    same("common:no.such.key");
    same("nope:nav.pricing");
    same("Something went wrong: try again");
    same("Error: check the form. Then retry");
    same("nav:pricing");
    same(["common:missing", "common:nav.pricing"]);
    same("common:missing", "A default for {{name}}");
    same("common:missing", { defaultValue: "Hi {{name}}", name: "Ana" });
    same("common:missing", { count: 1, defaultValue_one: "one", defaultValue_other: "many" });
    same("errors:required", undefined, "training");
    same("nav.pricing", undefined, "common");
    same("nav.pricing", { ns: "common" }, "training");
    same("common:nav", { returnObjects: false });
    same("", undefined);
    expect(compared).toBeGreaterThan(10_000);
  });

  it('counts zero in the plural in Portuguese ("0 pessoas"), as CLDR\'s English does', () => {
    const catalog = {
      people_one: "{{count}} pessoa",
      people_other: "{{count}} pessoas",
      seen_zero: "nenhuma",
      seen_one: "uma",
      seen_other: "{{count}}",
    };
    const pt = new I18n("pt", { common: catalog });
    expect([0, 1, 2].map((count) => pt.t("people", { count }))).toEqual(["0 pessoas", "1 pessoa", "2 pessoas"]);
    // an explicit zero form still wins
    expect(pt.t("seen", { count: 0 })).toBe("nenhuma");
    const en = new I18n("en", { common: { people_one: "{{count}} person", people_other: "{{count}} people" } });
    expect([0, 1, 2].map((count) => en.t("people", { count }))).toEqual(["0 people", "1 person", "2 people"]);
    expect([pluralForm("pt-BR", 0), pluralForm("pt", 1), pluralForm("en", 0), pluralForm("pt", 1.5)]).toEqual([
      "other",
      "one",
      "other",
      "one",
    ]);
  });

  it("renders with useTranslation the text i18next gives, and follows a language switch", async () => {
    const en = await loadCatalogs("en", { routeId: "home" });
    const i18n = new I18n("en", en);
    const View = ({ ns }: { ns?: string }) => {
      const { t, i18n: instance } = useTranslation(ns);
      return createElement("p", { lang: instance.language }, [t("nav.pricing"), t("routes:home"), t("errors:required")].join("|"));
    };
    const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(View)));
    const reference = await i18next("en", en);
    expect(html).toBe(`<p lang="en">${["nav.pricing", "routes:home", "errors:required"].map((k) => reference.t(k)).join("|")}</p>`);
    i18n.addResourceBundle("pt", "common", (await loadCatalogs("pt", { routeId: "home" })).common!);
    await i18n.changeLanguage("pt");
    expect(renderToString(createElement(I18nextProvider, { i18n }, createElement(View, { ns: "common" })))).toContain("Preços");
  });
});
