// Intl formatters, made once per language and options. Building one (Intl.DateTimeFormat and
// its kin load locale data) costs more than formatting hundreds of values; pages format dates
// and numbers in every card, on the server for every request.

import { intlLocale } from "../../contract/locale.ts";

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string | undefined,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale ?? ""}|${options ? JSON.stringify(options) : ""}`;
  let f = made.get(key) as T | undefined;
  if (!f) {
    f = make();
    made.set(key, f);
  }
  return f;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions) =>
  memo("d", locale, options, () => new Intl.DateTimeFormat(locale, options));
/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = (locale?: string, options?: Intl.NumberFormatOptions) =>
  memo("n", locale, options, () => new Intl.NumberFormat(locale, options));
/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export const relativeTimeFormat = (locale?: string, options?: Intl.RelativeTimeFormatOptions) =>
  memo("r", locale, options, () => new Intl.RelativeTimeFormat(locale, options));

/**
 * A calendar day ("2026-11-29") or a moment (ISO) as the reader writes dates ("29 de nov. de
 * 2026"), in UTC so the server's render and the browser's agree; `time` adds the hour of a moment.
 * Views never show the ISO form itself.
 */
export function formatDate(iso: string, locale: string, opts: { time?: boolean; style?: "medium" | "long" } = {}): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const at = new Date(day ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(at.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: opts.style ?? "medium",
    ...(opts.time && !day ? { timeStyle: "short" } : {}),
    timeZone: "UTC",
  };
  return dateTimeFormat(intlLocale(locale), options).format(at);
}
