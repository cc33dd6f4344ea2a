import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale.ts";
import { ReportTable } from "./report-table.tsx";
import { intlLocale } from "../../../../contract/locale.ts";

/** Completions per month as bars (CSS), with a sentence that sums them up and the same numbers as a table. */
export function MonthlyBars({ monthly }: { monthly: { month: string; completed: number }[] }) {
  const { t } = useTranslation("companyReports");
  const locale = useLocale();
  const label = (m: string) =>
    new Date(`${m}-15T00:00:00Z`).toLocaleDateString(intlLocale(locale), { month: "short", year: "2-digit", timeZone: "UTC" });
  const most = Math.max(0, ...monthly.map((m) => m.completed));
  const total = monthly.reduce((n, m) => n + m.completed, 0);
  const best = monthly.find((m) => m.completed === most);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {total && best
          ? t("performance.monthlySummary", { total, months: monthly.length, best: label(best.month), most })
          : t("performance.monthlyEmpty")}
      </p>
      <div aria-hidden="true" className="relative flex h-40 items-end gap-1 overflow-x-auto rounded-xl border border-border p-3">
        {monthly.map((m) => (
          <div key={m.month} className="flex h-full min-w-6 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs tabular-nums text-muted">{m.completed || ""}</span>
            <div
              className="w-full rounded-t bg-primary"
              style={{ height: `${most ? (100 * m.completed) / most : 0}%`, minHeight: m.completed ? 2 : 0 }}
            />
            <span className="text-[0.65rem] text-muted">{label(m.month)}</span>
          </div>
        ))}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary-text underline underline-offset-2">
          {t("performance.showTable")}
        </summary>
        <div className="mt-2">
          <ReportTable
            caption={t("performance.monthly")}
            head={[t("columns.month"), t("columns.completed")]}
            rows={monthly.map((m) => [label(m.month), m.completed])}
            numeric={[1]}
          />
        </div>
      </details>
    </div>
  );
}
