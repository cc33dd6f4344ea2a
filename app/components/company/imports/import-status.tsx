import { useTranslation } from "react-i18next";
import type { Import } from "../../../../contract/imports.ts";
import { STATUS_CHIP } from "./import-format.ts";

/** Where the import stands: a progress bar while it runs, a status read out as it changes, and the counts. */
export function ImportStatusPanel({ imp }: { imp: Import }) {
  const { t } = useTranslation("companyImports");
  const finished = imp.status === "done" || imp.status === "failed";
  const percent = imp.totalRows ? Math.round((Math.min(imp.processedRows, imp.totalRows) / imp.totalRows) * 100) : finished ? 100 : 0;
  const outcome =
    imp.status === "failed"
      ? t("detail.failed")
      : imp.status === "done"
        ? imp.dryRun
          ? t("detail.doneDryRun")
          : t("detail.doneReal")
        : null;
  const counts: [string, number][] = [
    ["total", imp.totalRows],
    ["created", imp.created],
    ["updated", imp.updated],
    ["unchanged", imp.unchanged],
    ["failed", imp.failed],
  ];
  return (
    <section
      aria-labelledby="import-status-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="import-status-title" className="sr-only">
        {t("detail.progressLabel")}
      </h2>
      <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-3">
        <span
          className={`inline-flex rounded-full border px-2.5 py-0.5 text-sm font-semibold ${STATUS_CHIP[imp.status]}`}
          data-testid="import-status"
        >
          {t("detail.statusLine", { status: t(`status.${imp.status}`) })}
        </span>
        {outcome ? <span className="font-medium">{outcome}</span> : null}
      </div>
      <div>
        <div className="flex justify-between text-sm text-muted">
          <span id="import-progress-label">{t("detail.progressLabel")}</span>
          <span>{t("detail.progressText", { processed: Math.min(imp.processedRows, imp.totalRows), total: imp.totalRows })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="import-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="mt-2 h-3 w-full overflow-hidden rounded-full bg-surface-sunken"
        >
          <div
            className={`h-full rounded-full ${imp.status === "failed" ? "bg-red-700 dark:bg-red-400" : "bg-primary"}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <dl aria-label={t("detail.counts.label")} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counts.map(([key, n]) => (
          <div key={key} className="rounded-lg border border-border bg-surface p-3">
            <dt className="text-sm text-muted">{t(`detail.counts.${key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`count-${key}`}>
              {n}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
