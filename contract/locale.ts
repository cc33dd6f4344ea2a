import { DEFAULT_LOCALE, LOCALES, LOCALE_PREFIX, type Locale } from "./constants.ts";

/** The locale a path is in: /pt and /pt/... are Portuguese, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/pt" || pathname.startsWith("/pt/") ? "pt" : DEFAULT_LOCALE;
}

/** The path without its locale prefix ("/pt/pricing" → "/pricing", "/pt" → "/"). */
export function stripLocale(pathname: string): string {
  if (pathname === "/pt") return "/";
  return pathname.startsWith("/pt/") ? pathname.slice(3) : pathname;
}

/** An English path in a locale ("/pricing", "pt" → "/pt/pricing"). */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return bare;
  return bare === "/" ? prefix : `${prefix}${bare}`;
}

export const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);
