import { readFileSync } from "node:fs";
import path from "node:path";
import { pluralForm } from "../../contract/plural.ts";
import type { ScanTest, ScanText } from "../../contract/scanner-results.ts";

/**
 * Which texts of scan findings the scanners catalogs lack, in either language: the key (its
 * plural form by `count` first, as i18next looks it up), and every {{variable}} the text uses.
 * Tests collect the findings they produce and expect this to be empty.
 */

const LOCALES = ["en", "pt"] as const;
const catalogs = new Map<string, unknown>();
function catalog(locale: string): unknown {
  if (!catalogs.has(locale)) {
    const file = path.resolve(import.meta.dirname, `../../contract/i18n/${locale}/route/scanners.json`);
    catalogs.set(locale, JSON.parse(readFileSync(file, "utf8")));
  }
  return catalogs.get(locale);
}

const lookup = (c: unknown, key: string) =>
  key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), c);

function problem(locale: string, t: ScanText): string | null {
  const count = t.vars?.count;
  const plural = typeof count === "number" ? lookup(catalog(locale), `${t.key}_${pluralForm(locale, count)}`) : undefined;
  const found = plural ?? lookup(catalog(locale), t.key);
  if (typeof found !== "string") return `missing ${locale}:${t.key}`;
  const unset = [...new Set([...found.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))].filter((v) => t.vars?.[v] === undefined);
  return unset.length ? `${locale}:${t.key} uses ${unset.join(", ")} but is not given them` : null;
}

export function missingTexts(tests: ScanTest[]): string[] {
  const texts = tests.flatMap((t) => [t.summary, ...(t.recommendation ? [t.recommendation] : [])]);
  const problems = LOCALES.flatMap((locale) => texts.map((t) => problem(locale, t)));
  return [...new Set(problems.filter((p): p is string => p !== null))];
}
