import type { Locale } from "../../../contract/constants.ts";
import type { Utm } from "../../../contract/referrals.ts";
import { dateTimeFormat, numberFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

/** An amount in cents of a currency, as the page's language writes money. */
export const money = (cents: number, currency: string, locale: Locale) =>
  numberFormat(intlLocale(locale), { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

/** A day, in the page's language (UTC, as the server renders it too). */
export const day = (iso: string, locale: Locale) =>
  dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

/** A rate (0.2) in per cent, as the page's language writes it. */
export const percent = (rate: number, locale: Locale) =>
  numberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 }).format(rate);

/** The campaign of a sign-up in one line: source / medium / campaign (and term, content when given). */
export const campaignOf = (utm: Utm | null) =>
  utm ? [utm.utm_source, utm.utm_medium, utm.utm_campaign, utm.utm_term, utm.utm_content].filter(Boolean).join(" / ") || null : null;

/** The query parameter each table pages with, so both keep their page. */
export const PAGE_PARAMS = { referrals: "referralsPage", commissions: "commissionsPage" } as const;

/** A page number from the page's query (a bad value is the first page). */
export function pageParam(search: URLSearchParams, name: string) {
  const page = Number(search.get(name));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
