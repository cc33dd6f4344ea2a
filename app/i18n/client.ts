import type { I18n } from "./translator.ts";
import { localeFromPath, stripLocale } from "../../contract/locale.ts";
import { matchEntry } from "../lib/route-match.ts";
import { ensureRouteNamespaces } from "./index.ts";

let instance: I18n | null = null;

/** The browser's i18n instance (set once by entry.client). */
export function setClientI18n(i: I18n) {
  instance = i;
}

/**
 * Client middleware: the catalogs a page needs are there before it renders, in the page's
 * language. A navigation into the other language (a Portuguese person signing in and sent
 * to /pt/dashboard, a link into /pt/...) switches the instance once the page's data came,
 * so the new page renders in its language with no reload.
 */
export async function loadPageNamespaces<T>({ request }: { request: Request }, next: () => Promise<T>): Promise<T> {
  if (!instance) return next();
  const i18n = instance;
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  await ensureRouteNamespaces(i18n, matchEntry(stripLocale(pathname))?.entry.id ?? null, locale);
  const out = await next();
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  return out;
}
