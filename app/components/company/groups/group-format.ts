import type { GroupCourseStatus } from "../../../../contract/group-limits.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { intlLocale } from "../../../../contract/locale.ts";

/** A date as the page's language writes it, in UTC so the server's and the browser's render agree. */
export function shortDate(iso: string, locale: string) {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}

/** Status chips: text and border carry the meaning; colours stay AA in both colour modes. */
export const STATUS_CHIP: Record<GroupCourseStatus, string> = {
  "not-started": "border-border bg-surface-sunken text-fg",
  "in-progress": "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  completed: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  overdue: "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
};
