import type { Locale } from "../../../contract/constants.ts";
import { relativeTimeFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length in seconds, used below this many seconds
  ["minute", MINUTE, HOUR],
  ["hour", HOUR, DAY],
  ["day", DAY, WEEK],
  ["week", WEEK, MONTH],
  ["month", MONTH, YEAR],
  ["year", YEAR, Infinity],
];

/**
 * §9 relative time: `justNow` under one minute, then minutes, hours, days, weeks,
 * months and years, worded by Intl.RelativeTimeFormat in the page's language.
 */
export function relativeTime(iso: string, locale: Locale, justNow: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((now - then) / 1000);
  const abs = Math.abs(seconds);
  if (abs < MINUTE) return justNow;
  const format = relativeTimeFormat(intlLocale(locale), { numeric: "auto" });
  const [unit, size] = UNITS.find(([, , below]) => abs < below)!;
  return format.format(-Math.sign(seconds) * Math.floor(abs / size), unit);
}
