import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { WeeklyCompletions } from "../../../../contract/company.ts";
import { useLocale } from "../../../lib/locale.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { intlLocale } from "../../../../contract/locale.ts";
import { Table } from "../../ui/table.tsx";

/**
 * Completions per week as CSS bars. The bars are a picture of the numbers: screen readers get
 * the caption's summary, and anyone can open the same numbers as a table.
 */
export function CompletionChart({ weeks }: { weeks: WeeklyCompletions[] }) {
  const { t } = useTranslation("company");
  const locale = useLocale();
  const captionId = useId();
  // the week starts are UTC dates: formatting them in UTC keeps the server's and browser's labels equal
  const day = dateTimeFormat(intlLocale(locale), { day: "2-digit", month: "2-digit", timeZone: "UTC" });
  const long = dateTimeFormat(intlLocale(locale), { day: "numeric", month: "long", timeZone: "UTC" });
  const label = (weekStart: string) => day.format(new Date(`${weekStart}T00:00:00Z`));
  const longLabel = (weekStart: string) => long.format(new Date(`${weekStart}T00:00:00Z`));
  const max = Math.max(1, ...weeks.map((w) => w.completed));
  const total = weeks.reduce((n, w) => n + w.completed, 0);
  return (
    <figure
      aria-labelledby={captionId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
      data-testid="completion-chart"
    >
      <figcaption id={captionId} className="text-sm text-muted">
        {t("overview.chart.summary", { count: total, weeks: weeks.length })}
      </figcaption>
      <div aria-hidden="true" className="flex h-40 items-end gap-1 border-b border-border sm:gap-2">
        {weeks.map((w) => (
          <div key={w.weekStart} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs tabular-nums text-muted">{w.completed || ""}</span>
            <div
              className={`w-full rounded-t ${w.completed ? "bg-primary" : "bg-surface-sunken"}`}
              style={{ height: `${Math.max(2, (100 * w.completed) / max)}%` }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1 sm:gap-2">
        {weeks.map((w, i) => (
          // every other label on a phone, so they do not collide
          <span
            key={w.weekStart}
            className={`min-w-0 flex-1 truncate text-center text-[11px] text-muted ${i % 2 ? "hidden sm:block" : ""}`}
          >
            {label(w.weekStart)}
          </span>
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary">
          {t("overview.chart.asTable")}
        </summary>
        <Table
          look="plain"
          columns={[
            {
              id: "week",
              header: t("overview.chart.week"),
              rowHeader: true,
              className: "font-normal",
              cell: (w: WeeklyCompletions) => (
                <time dateTime={w.weekStart}>{t("overview.chart.weekOf", { date: longLabel(w.weekStart) })}</time>
              ),
            },
            {
              id: "completed",
              header: t("overview.chart.completed"),
              headerClassName: "text-right",
              className: "text-right tabular-nums",
              cell: (w: WeeklyCompletions) => w.completed,
            },
          ]}
          rows={weeks}
          rowKey={(w) => w.weekStart}
          caption={t("overview.chart.title")}
          region={false}
          classes={{ table: "mt-3 w-full text-left", cell: "py-1", headCell: "font-semibold" }}
          testId="completion-table"
        />
      </details>
    </figure>
  );
}
