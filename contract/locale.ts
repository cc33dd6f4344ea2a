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

/**
 * The BCP 47 tag Intl formats a locale's dates, numbers and lists with: Portuguese is Brazil's
 * (the product's Portuguese audience and catalogs), English the United States' unless told
 * (e-mails write their dates the British way, day before month: "en-GB").
 */
export function intlLocale<E extends "en-US" | "en-GB" = "en-US">(locale: string, english?: E): "pt-BR" | E {
  return locale === "pt" ? "pt-BR" : (english ?? ("en-US" as E));
}

/** The tag an HTML `lang`/`hreflang` attribute (or a caption track, a JSON-LD `inLanguage`) names a locale's text with. */
export function languageTag(locale: string): "pt-BR" | "en" {
  return locale === "pt" ? "pt-BR" : "en";
}
