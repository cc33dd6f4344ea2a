import { useTranslation } from "react-i18next";
import type { Locale } from "../../contract/constants.ts";
import { localizePath } from "../../contract/locale.ts";

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === "pt" ? "pt" : "en";
}

/** Turns an English path into the current language's path. */
export function useLocalizedPath() {
  const locale = useLocale();
  return (path: string) => (path.startsWith("/") ? localizePath(path, locale) : path);
}
