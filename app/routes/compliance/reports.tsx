import { FileSpreadsheet, FileText, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CSF_FRAMEWORK, SOA_FRAMEWORK } from "../../../contract/compliance-export-files.ts";
import { ExportCard } from "../../components/compliance/reports/export-card.tsx";
import { DownloadLink, ReportForm } from "../../components/compliance/reports/export-downloads.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { loadReports } from "../../components/compliance/reports/reports-api.ts";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type { Route } from "./+types/reports";

const SOA_ITEMS = ["controls", "applicable", "status", "evidence", "header"] as const;
const PROFILE_ITEMS = ["current", "target", "gap", "summary"] as const;
const REPORT_ITEMS = ["cover", "readiness", "attention", "automatic", "table"] as const;

/** "/compliance/reports": the Statement of Applicability, the CSF 2.0 profile and the branded report, each made at download time. */
export async function loader(args: Route.LoaderArgs) {
  return loadReports(args);
}

export default function ComplianceReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("complianceReports");
  const { adopted, canManage } = loaderData;
  const iso = adopted.find((f) => f.slug === SOA_FRAMEWORK);
  const csf = adopted.find((f) => f.slug === CSF_FRAMEWORK);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        title={t("routes:compliance-reports")}
        intro={
          <>
            <p>{t("page.intro")}</p>
            <p className="mt-1 text-sm" data-testid="files-language">
              {t("page.language")}
            </p>
          </>
        }
      />
      {adopted.length === 0 ? (
        <div
          className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-surface-raised p-5"
          data-testid="reports-empty"
        >
          <p>{t("page.noneAdopted")}</p>
          <LocalizedLink to="/compliance" className={buttonClass("outline")}>
            {t("page.openOverview")}
          </LocalizedLink>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <ExportCard
          kind="soa"
          icon={FileSpreadsheet}
          items={SOA_ITEMS}
          framework={t("cards.soa.frameworkName")}
          available={!!iso}
          canManage={canManage}
        >
          <div className="flex flex-wrap gap-2">
            <DownloadLink kind="soaXlsx" label={t("cards.soa.xlsx")} describedBy="export-soa-title" />
            <DownloadLink kind="soaPdf" label={t("cards.soa.pdf")} describedBy="export-soa-title" variant="outline" />
          </div>
        </ExportCard>
        <ExportCard
          kind="profile"
          icon={Target}
          items={PROFILE_ITEMS}
          framework={t("cards.profile.frameworkName")}
          available={!!csf}
          canManage={canManage}
        >
          <DownloadLink kind="csfProfile" label={t("cards.profile.xlsx")} describedBy="export-profile-title" />
        </ExportCard>
        <ExportCard kind="report" icon={FileText} items={REPORT_ITEMS} available={adopted.length > 0} canManage={canManage}>
          <ReportForm frameworks={adopted} describedBy="export-report-title" />
        </ExportCard>
      </div>
    </div>
  );
}
