import { useTranslation } from "react-i18next";
import type { CampaignStatus } from "../../../../contract/phishing-limits.ts";
import { intlLocale } from "../../../../contract/locale.ts";
import { dateTimeFormat, numberFormat } from "../../../lib/intl.ts";

/** A date and time in the reader's language, in a time zone (the campaign's, or the reader's own). */
export function formatWhen(iso: string | null | undefined, locale: string, timeZone?: string) {
  if (!iso) return "";
  try {
    return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  } catch {
    return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  }
}

/** A percentage with one decimal at most ("12.5 %" / "12,5%"), or a dash when there is none. */
export function formatPercent(value: number | null | undefined, locale: string) {
  if (value === null || value === undefined) return "–";
  return numberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
}

/** Minutes as the reader says them: "45 min", "3 h 5 min", "2 d 4 h". */
export function formatMinutes(minutes: number | null | undefined, t: (key: string, vars?: Record<string, number>) => string) {
  if (minutes === null || minutes === undefined) return "–";
  const m = Math.round(minutes);
  if (m < 60) return t("duration.minutes", { m });
  if (m < 1440) return t("duration.hours", { h: Math.floor(m / 60), m: m % 60 });
  return t("duration.days", { d: Math.floor(m / 1440), h: Math.floor((m % 1440) / 60) });
}

/** Status badges: the text carries the meaning; colours stay AA in both colour modes. */
const BADGE: Record<CampaignStatus, string> = {
  draft: "border-slate-600 bg-slate-50 text-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100",
  scheduled: "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  sending: "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  running: "border-violet-700 bg-violet-50 text-violet-900 dark:border-violet-400 dark:bg-violet-950 dark:text-violet-100",
  completed: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  cancelled: "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation("phishing");
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE[status]}`}
      data-testid="phishing-campaign-status"
      data-status={status}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/** A list's "nothing here" line. */
export function EmptyNote({ children, testId }: { children: string; testId?: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted" data-testid={testId}>
      {children}
    </p>
  );
}
