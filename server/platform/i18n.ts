import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "hono/utils/cookie";
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from "../../contract/constants.ts";
import { pluralForm } from "../../contract/plural.ts";
import { projectPath } from "./paths.ts";

type Catalog = Record<string, unknown>;
const dir = projectPath("contract", "i18n");

/** The same JSON catalogs the app uses, read once (server-side messages: API errors, e-mails, PDFs). */
const catalogs: Record<Locale, Record<string, Catalog>> = { en: load("en"), pt: load("pt") };

/** Every catalog of a language, whichever bundle's folder holds it (contract/i18n/<locale>/<bundle>/<namespace>.json). */
function load(locale: Locale): Record<string, Catalog> {
  const out: Record<string, Catalog> = {};
  for (const f of readdirSync(path.join(dir, locale), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"))) {
    out[path.basename(f, ".json")] = JSON.parse(readFileSync(path.join(dir, locale, f), "utf8"));
  }
  return out;
}

/**
 * t("errors:notFound", "pt", { path }). A numeric `count` picks the entry's plural form as the
 * pages do (`key_zero` for 0, then `key_one`/`key_other` by contract/plural.ts), else the key itself.
 */
export function translate(key: string, locale: Locale, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  const at = (l: Locale, path: string) =>
    path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Catalog)[k] : undefined), catalogs[l][ns]);
  const count = vars.count;
  const forms = (l: Locale) =>
    typeof count === "number" ? [...(count === 0 ? [`${rest}_zero`] : []), `${rest}_${pluralForm(l, count)}`, rest] : [rest];
  const lookup = (l: Locale) =>
    forms(l)
      .map((path) => at(l, path))
      .find((v) => typeof v === "string");
  const found = lookup(locale) ?? lookup(DEFAULT_LOCALE);
  const text = typeof found === "string" ? found : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/** The caller's language: explicit header, then the locale cookie, then Accept-Language. */
export function requestLocale(headers: Headers): Locale {
  const explicit = headers.get("x-locale");
  if (explicit === "pt" || explicit === "en") return explicit;
  const cookie = parse(headers.get("cookie") ?? "", LOCALE_COOKIE)[LOCALE_COOKIE];
  if (cookie === "pt" || cookie === "en") return cookie;
  const al = (headers.get("accept-language") ?? "").toLowerCase();
  const first = al.split(",")[0]?.trim() ?? "";
  return first.startsWith("pt") ? "pt" : DEFAULT_LOCALE;
}
