import { BadgeCheck, ShieldQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Website } from "../../../contract/scanners.ts";
import { useLocale } from "../../lib/locale.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CategoryGrades } from "./category-grades.tsx";
import { GradeBadge, TrendMark } from "./grade-badge.tsx";
import { ScanProgress } from "./scan-progress.tsx";
import { scanDateTime } from "./scan-format.ts";

/** Whether the site's ownership is proved: a badge with its words either way. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation("scannerPages");
  const Icon = verified ? BadgeCheck : ShieldQuestion;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${verified ? "border-green-700 text-green-900 dark:border-green-400 dark:text-green-100" : "border-border text-muted"}`}
      data-testid="verified-badge"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(verified ? "verified.yes" : "verified.no")}
    </span>
  );
}

/** The entity's websites, one row each: overall grade, the four categories, trend, last scan, a scan on its way. */
export function WebsiteList({ sites }: { sites: readonly Website[] }) {
  const { t } = useTranslation("scannerPages");
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-3" aria-label={t("list.label")}>
      {sites.map((site) => {
        const latest = site.latestScan;
        return (
          <li key={site.id} className="rounded-xl border border-border bg-surface-raised p-4 shadow-sm" data-testid="website-row">
            <div className="flex flex-col gap-4 md:flex-row md:items-center">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <GradeBadge grade={latest?.grade ?? null} size="md" />
                <div className="min-w-0">
                  <h2 className="break-words text-lg font-semibold">
                    <LocalizedLink to={`/scanners/websites/${site.id}`} className="text-primary-text hover:underline">
                      {site.displayHost}
                    </LocalizedLink>
                  </h2>
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    <VerifiedBadge verified={site.verified} />
                    <TrendMark trend={site.trend} />
                    <span>
                      {latest?.finishedAt
                        ? t("list.lastScanned", { date: scanDateTime(latest.finishedAt, locale) })
                        : t("list.neverScanned")}
                    </span>
                    {latest?.unreachable ? (
                      <span className="font-medium text-amber-800 dark:text-amber-300" data-testid="not-reached">
                        {t(`unreachable.short.${latest.unreachable}`)}
                      </span>
                    ) : null}
                  </div>
                </div>
              </div>
              <div className="w-full md:w-72">
                <CategoryGrades categories={latest?.categories ?? []} label={t("list.categoriesOf", { host: site.displayHost })} />
              </div>
            </div>
            {site.activeScan ? (
              <div className="mt-3 border-t border-border pt-3">
                <ScanProgress scanId={site.activeScan.id} status={site.activeScan.status} compact />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
