import { useTranslation } from "react-i18next";
import { AccessReport, BadgesReport, RatingsReport } from "../../components/company/reports/other-reports.tsx";
import { PerformanceReport } from "../../components/company/reports/performance-report.tsx";
import { loadReports } from "../../components/company/reports/report-api.ts";
import { ReportTabs } from "../../components/company/reports/report-tabs.tsx";
import { TrafficReport } from "../../components/company/reports/traffic-report.tsx";
import { CompanyPage } from "../../components/company/company-page.tsx";
import { PhishingReportSection } from "../../components/phishing/results/reports-section.tsx";
import { loadPhishingSummary } from "../../components/phishing/results/reports-summary.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/reports";

/** §2 /my-company/reports: performance, badges, ratings and access activity of the company's people, and its site's traffic. */
export async function loader(args: Route.LoaderArgs) {
  // the phishing figures only where the company has the feature and the viewer view-phishing (else the API refuses: no section)
  const [reports, phishing] = await Promise.all([loadReports(args), loadPhishingSummary(args)]);
  return { ...reports, phishing };
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyReports");
  const { query, performance, badges, ratings, access, traffic, groups, problem, phishing } = loaderData;
  const { can, hasFeature } = useAbilities();
  const canExport = can("generate-reports");
  return (
    <CompanyPage title={t("title")} intro={t("intro")}>
      <ReportTabs current={query.tab} />
      {query.tab === "performance" ? (
        <PerformanceReport report={performance} query={query} groups={groups} problem={problem} canExport={canExport} />
      ) : null}
      {badges ? <BadgesReport report={badges} canExport={canExport} /> : null}
      {ratings ? <RatingsReport report={ratings} canExport={canExport} /> : null}
      {access ? <AccessReport report={access} query={query} canExport={canExport} /> : null}
      {query.tab === "traffic" ? (
        <TrafficReport report={traffic} days={query.days} noSite={problem === "no_site"} canManageSite={can("manage-whitelabel")} />
      ) : null}
      {hasFeature("phishing-simulation") && can("view-phishing") ? <PhishingReportSection summary={phishing} /> : null}
    </CompanyPage>
  );
}
