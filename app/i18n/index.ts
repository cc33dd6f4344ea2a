import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "../../contract/constants.ts";

type Catalog = Record<string, unknown>;
const files = import.meta.glob<Catalog>("./*/*.json", { import: "default" });

/** Loads one locale's catalogs (each namespace is its own chunk in the browser). */
export async function loadCatalogs(locale: Locale): Promise<Record<string, Catalog>> {
  const entries = Object.entries(files).filter(([p]) => p.startsWith(`./${locale}/`));
  const loaded = await Promise.all(entries.map(async ([p, load]) => [p.slice(locale.length + 3, -5), await load()] as const));
  return Object.fromEntries(loaded);
}

export async function createI18n(locale: Locale, resources?: Record<string, Catalog>): Promise<i18n> {
  const res = resources ?? (await loadCatalogs(locale));
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: res },
    ns: Object.keys(res),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
