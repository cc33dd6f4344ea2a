import { ArrowLeft, Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { orderedCategories } from "../../../contract/scanner-order.ts";
import { CategoryReport } from "../../components/scanners/category-report.tsx";
import { GradeBadge } from "../../components/scanners/grade-badge.tsx";
import { IrisSummaryPanel } from "../../components/scanners/iris-summary-panel.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { scanDateTime } from "../../components/scanners/scan-format.ts";
import { ScanProgress } from "../../components/scanners/scan-progress.tsx";
import { loadScan } from "../../components/scanners/scanner-api.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useFindingText } from "../../components/scanners/test-item.tsx";
import { UnreachablePanel } from "../../components/scanners/unreachable-panel.tsx";
import { useLocale } from "../../lib/locale.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/scan";

/** "/scanners/scans/{id}": a scan's full report — Iris's summary, every category and test, the PDF. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const found = await loadScan(args, args.params.id);
  return { ...found, seo: { title: found.website?.displayHost ?? new URL(found.scan.url).host } };
}

export default function ScanReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("scannerPages");
  const locale = useLocale();
  const text = useFindingText();
  const { scan, website } = loaderData;
  const host = website?.displayHost ?? new URL(scan.url).host;
  const finished = scan.status === "done" || scan.status === "failed";
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <PageHeader
        above={
          website ? (
            <LocalizedLink
              to={`/scanners/websites/${website.id}`}
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted hover:text-fg"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("report.back", { host })}
            </LocalizedLink>
          ) : null
        }
        title={t("report.title", { host })}
        intro={
          <p className="text-sm">
            {t(`history.trigger.${scan.trigger}`)} · {scanDateTime(scan.finishedAt ?? scan.createdAt, locale)}
          </p>
        }
        actions={
          scan.status === "done" ? (
            <a
              href={`/api/scans/${scan.id}/report.pdf?locale=${locale}`}
              download
              className={buttonClass("outline")}
              data-testid="download-pdf"
            >
              <Download aria-hidden="true" className="size-4" />
              {t("report.pdf")}
            </a>
          ) : null
        }
      />
      {!finished ? <ScanProgress scanId={scan.id} status={scan.status} /> : null}
      {scan.status === "failed" ? (
        <p
          role="alert"
          className="rounded-xl border border-red-700 p-4 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300"
        >
          {scan.error ? text(scan.error) : t("report.failed")}
        </p>
      ) : null}
      {scan.status === "done" && scan.unreachable ? <UnreachablePanel unreachable={scan.unreachable} host={host} /> : null}
      {scan.status === "done" && !scan.unreachable ? (
        <>
          <div className="flex items-center gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6" data-testid="overall">
            <GradeBadge grade={scan.grade} size="lg" />
            <div>
              <p className="text-lg font-semibold">{t("report.overall")}</p>
              <p className="text-sm text-muted">{scan.score === null ? t("report.noScore") : t("report.score", { score: scan.score })}</p>
            </div>
          </div>
          <IrisSummaryPanel scan={scan} />
          {orderedCategories(scan.categories).map((c) => (
            <CategoryReport key={c.key} category={c} />
          ))}
        </>
      ) : null}
    </div>
  );
}
