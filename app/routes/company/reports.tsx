import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { AccessReport, BadgesReport, RatingsReport } from "../../components/company/reports/other-reports.tsx";
import { PerformanceReport } from "../../components/company/reports/performance-report.tsx";
import { loadReports } from "../../components/company/reports/report-api.ts";
import { ReportTabs } from "../../components/company/reports/report-tabs.tsx";
import { TrafficReport } from "../../components/company/reports/traffic-report.tsx";
import { Breadcrumb } from "../../components/layout/breadcrumb.tsx";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/reports";

/** §2 /my-company/reports: performance, badges, ratings and access activity of the company's people, and its site's traffic. */
export async function loader(args: Route.LoaderArgs) {
  return loadReports(args);
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyReports");
  const { pathname } = useLocation();
  const { query, performance, badges, ratings, access, traffic, groups, problem } = loaderData;
  const { can } = useAbilities();
  const canExport = can("generate-reports");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
      </header>
      <ReportTabs current={query.tab} />
      {query.tab === "performance" ? <PerformanceReport report={performance} query={query} groups={groups} problem={problem} canExport={canExport} /> : null}
      {badges ? <BadgesReport report={badges} canExport={canExport} /> : null}
      {ratings ? <RatingsReport report={ratings} canExport={canExport} /> : null}
      {access ? <AccessReport report={access} query={query} canExport={canExport} /> : null}
      {query.tab === "traffic" ? <TrafficReport report={traffic} days={query.days} noSite={problem === "no_site"} canManageSite={can("manage-whitelabel")} /> : null}
    </div>
  );
}
