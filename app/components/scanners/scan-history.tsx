import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ScanHistory } from "../../../contract/scanners.ts";
import { useLocale } from "../../lib/locale.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { QueryPager } from "../ui/pager.tsx";
import { CategoryGrades } from "./category-grades.tsx";
import { GradeBadge } from "./grade-badge.tsx";
import { scanDateTime } from "./scan-format.ts";

/** The site's scans, newest first, a page at a time: when, why, how it went, and its report. */
export function ScanHistoryList({ history }: { history: ScanHistory }) {
  const { t } = useTranslation("scannerPages");
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="scan-history">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("history.title")}
      </h2>
      {history.data.length ? (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface-raised">
          {history.data.map((scan) => (
            <li key={scan.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="history-row">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <GradeBadge grade={scan.grade} size="sm" />
                <div className="min-w-0">
                  {scan.status === "done" ? (
                    <LocalizedLink to={`/scanners/scans/${scan.id}`} className="font-medium text-primary-text hover:underline">
                      {scanDateTime(scan.finishedAt ?? scan.createdAt, locale)}
                    </LocalizedLink>
                  ) : (
                    <span className="font-medium">{scanDateTime(scan.createdAt, locale)}</span>
                  )}
                  <p className="text-sm text-muted">
                    {t(`history.trigger.${scan.trigger}`)} · {t(`history.status.${scan.status}`)}
                    {scan.status !== "done"
                      ? ""
                      : scan.unreachable
                        ? ` · ${t(`unreachable.short.${scan.unreachable}`)}`
                        : ` · ${t("history.failures", { count: scan.failures })}, ${t("history.warnings", { count: scan.warnings })}`}
                  </p>
                </div>
              </div>
              {scan.status === "done" && !scan.unreachable ? (
                <div className="w-full sm:w-64">
                  <CategoryGrades
                    categories={scan.categories}
                    label={t("history.categoriesOf", { date: scanDateTime(scan.finishedAt ?? scan.createdAt, locale) })}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("history.none")}</p>
      )}
      <QueryPager
        page={history.page}
        limit={history.limit}
        total={history.total}
        label={t("history.pager")}
        ns="scannerPages"
        keys="pager"
      />
    </section>
  );
}
