import { redirect } from "react-router";
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "../../contract/constants.ts";
import { isLocale, localizePath } from "../../contract/locale.ts";
import type { Guard } from "./types.ts";

/**
 * Guard 3: the page's language follows the visitor's choice. A visit to the bare home
 * page goes to the remembered language; any localized page remembers its language.
 * (A signed-in user's languageCode joins this with the accounts issue.)
 */
export const localeSync: Guard = ({ cookies, locale, path, url, setCookie }) => {
  const remembered = cookies.get(LOCALE_COOKIE);
  if (path === "/" && locale === "en" && url.pathname === "/" && isLocale(remembered) && remembered !== locale) {
    return redirect(localizePath("/", remembered) + url.search);
  }
  if (remembered !== locale) setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
};
