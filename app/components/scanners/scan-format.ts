import type { Grade, TestResult } from "../../../contract/scanner-results.ts";
import { dateTimeFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

/** Chips: the text carries the meaning; the colours stay AA in both colour modes. */
const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const FAIR = "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100";
const BAD = "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100";
const NEUTRAL = "border-border bg-surface-sunken text-fg";
const INFO = "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100";

export type Tone = "good" | "fair" | "bad" | "neutral";

/** A and B read as good, C and D as needing work, F as bad; no grade is neutral. */
export function gradeTone(grade: Grade | null): Tone {
  if (!grade) return "neutral";
  if (grade.startsWith("A") || grade.startsWith("B")) return "good";
  if (grade.startsWith("C") || grade.startsWith("D")) return "fair";
  return "bad";
}

export const TONE_CHIP: Record<Tone, string> = { good: GOOD, fair: FAIR, bad: BAD, neutral: NEUTRAL };

export const RESULT_CHIP: Record<TestResult, string> = { pass: GOOD, warning: FAIR, fail: BAD, info: INFO, error: NEUTRAL };

/** A date and time as the page's language writes it, in UTC so the server's and the browser's render agree. */
export function scanDateTime(iso: string, locale: string) {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
}

/** A short day ("Nov 3") for the chart's axis. */
export function scanDay(iso: string, locale: string) {
  return dateTimeFormat(intlLocale(locale), { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}
