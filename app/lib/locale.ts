import { useContext } from "react";
import { I18nContext } from "react-i18next";
import type { Locale } from "../../contract/constants.ts";
import { localizePath } from "../../contract/locale.ts";

/** The page's language (fixed for a document: switching language loads the other path). */
export function useLocale(): Locale {
  // the context, not useTranslation(): this runs for every link, and useTranslation()
  // copies the i18n instance on each first render (every render, on the server)
  return useContext(I18nContext).i18n?.language === "pt" ? "pt" : "en";
}

/** Turns an English path into the current language's path. */
export function useLocalizedPath() {
  const locale = useLocale();
  return (path: string) => (path.startsWith("/") ? localizePath(path, locale) : path);
}
