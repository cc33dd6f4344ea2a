import type { MemberStatus } from "../../../../contract/member-rules.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { intlLocale } from "../../../../contract/locale.ts";

/** A date as the page's language writes it, in UTC so the server's and the browser's render agree. */
export function shortDate(iso: string, locale: string) {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}

/** A date and time, for access records. */
export function dateTime(iso: string, locale: string) {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
}

/** Status badges: the text carries the meaning; colours stay AA in both colour modes. */
export const STATUS_BADGE: Record<MemberStatus, string> = {
  active: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  invited: "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  "awaiting-approval": "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  deactivated: "border-border bg-surface-sunken text-fg",
};

export function StatusBadge({ status, label }: { status: MemberStatus; label: string }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}>
      {label}
    </span>
  );
}

export { DANGER } from "../../ui/confirm-dialog.tsx";
