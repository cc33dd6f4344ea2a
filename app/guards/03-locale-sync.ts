import { redirect } from "../lib/redirect.ts";
import { LANGUAGE_TO_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "../../contract/constants.ts";
import { isLocale, localizePath } from "../../contract/locale.ts";
import type { Guard } from "./types.ts";

/**
 * Guard 3: the page's language follows the person. A signed-in user sees their own
 * language (changed in their account); a visitor's bare home page opens in the language
 * they last chose; any localized page remembers its language.
 */
export const localeSync: Guard = ({ cookies, locale, path, url, setCookie, session }) => {
  const userLocale = session.user ? LANGUAGE_TO_LOCALE[session.user.languageCode] : null;
  if (userLocale && userLocale !== locale) {
    if (cookies.get(LOCALE_COOKIE) !== userLocale) setCookie(LOCALE_COOKIE, userLocale, LOCALE_COOKIE_DAYS);
    return redirect(localizePath(path, userLocale) + url.search);
  }
  const remembered = cookies.get(LOCALE_COOKIE);
  if (!session.user && path === "/" && locale === "en" && url.pathname === "/" && isLocale(remembered) && remembered !== locale) {
    return redirect(localizePath("/", remembered) + url.search);
  }
  if (remembered !== locale) setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
};
