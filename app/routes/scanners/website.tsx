import { ArrowLeft, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { orderedCategories } from "../../../contract/scanner-order.ts";
import { CategoryReport } from "../../components/scanners/category-report.tsx";
import { DeleteWebsite } from "../../components/scanners/delete-website.tsx";
import { GradeBadge, TrendMark } from "../../components/scanners/grade-badge.tsx";
import { HistoryChart } from "../../components/scanners/history-chart.tsx";
import { IrisSummaryPanel } from "../../components/scanners/iris-summary-panel.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { scanDateTime } from "../../components/scanners/scan-format.ts";
import { ScanHistoryList } from "../../components/scanners/scan-history.tsx";
import { ScanNow } from "../../components/scanners/scan-now.tsx";
import { loadWebsite } from "../../components/scanners/scanner-api.ts";
import { SettingsForm } from "../../components/scanners/settings-form.tsx";
import { UnreachablePanel } from "../../components/scanners/unreachable-panel.tsx";
import { VerificationPanel } from "../../components/scanners/verification-panel.tsx";
import { VerifiedBadge } from "../../components/scanners/website-list.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useLocale } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/website";

/** "/scanners/websites/{id}": the latest results, the history, "Scan now", the settings and the verification of one site. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const found = await loadWebsite(args, args.params.id);
  return { ...found, seo: { title: found.website.displayHost } };
}

export default function WebsitePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("scannerPages");
  const locale = useLocale();
  const { website: site, latest, chart, history } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        above={
          <LocalizedLink to="/scanners" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted hover:text-fg">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("site.back")}
          </LocalizedLink>
        }
        title={site.displayHost}
        actions={<ScanNow site={site} />}
        intro={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="break-all">{site.url}</span>
            <VerifiedBadge verified={site.verified} />
            <TrendMark trend={site.trend} />
            <span>{site.schedule === "off" ? t("site.scheduleOff") : t(`site.schedule.${site.schedule}`)}</span>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="latest-title" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <GradeBadge grade={latest?.grade ?? null} size="lg" />
                <div>
                  <h2 id="latest-title" className="text-xl font-semibold">
                    {t("site.latest")}
                  </h2>
                  <p className="text-sm text-muted">
                    {latest?.finishedAt ? t("site.scannedAt", { date: scanDateTime(latest.finishedAt, locale) }) : t("site.neverScanned")}
                  </p>
                </div>
              </div>
              {latest ? (
                <LocalizedLink to={`/scanners/scans/${latest.id}`} className={buttonClass("outline")}>
                  <FileText aria-hidden="true" className="size-4" />
                  {t("site.fullReport")}
                </LocalizedLink>
              ) : null}
            </div>
            {latest?.unreachable ? (
              <UnreachablePanel unreachable={latest.unreachable} host={site.displayHost} headingLevel={3} />
            ) : latest ? (
              <>
                <IrisSummaryPanel scan={latest} />
                {orderedCategories(latest.categories).map((c) => (
                  <CategoryReport key={c.key} category={c} compact headingLevel={3} />
                ))}
              </>
            ) : (
              <p className="text-muted">{t("site.firstScan")}</p>
            )}
          </section>
          <section
            aria-labelledby="chart-title"
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
          >
            <h2 id="chart-title" className="text-lg font-semibold">
              {t("chart.title")}
            </h2>
            <HistoryChart scans={chart.data} />
          </section>
          <ScanHistoryList history={history} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <VerificationPanel site={site} />
          <SettingsForm key={`${site.id}-${site.schedule}-${site.alerts}`} site={site} />
          <DeleteWebsite site={site} />
        </div>
      </div>
    </div>
  );
}
