import type { i18n } from "i18next";
import { stripLocale } from "../../contract/locale.ts";
import { matchEntry } from "../lib/route-match.ts";
import { ensureRouteNamespaces } from "./index.ts";

let instance: i18n | null = null;

/** The browser's i18n instance (set once by entry.client). */
export function setClientI18n(i: i18n) {
  instance = i;
}

/** Client middleware: the catalogs a page needs are there before it renders. */
export async function loadPageNamespaces<T>({ request }: { request: Request }, next: () => Promise<T>): Promise<T> {
  if (instance) await ensureRouteNamespaces(instance, matchEntry(stripLocale(new URL(request.url).pathname))?.entry.id ?? null);
  return next();
}
