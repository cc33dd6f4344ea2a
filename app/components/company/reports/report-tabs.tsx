import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { REPORT_TABS, type ReportTab } from "./report-api.ts";

/** The report sections as links (each a page of its own: shareable, back-button friendly, no script needed). */
export function ReportTabs({ current }: { current: ReportTab }) {
  const { t } = useTranslation("companyReports");
  return (
    <nav aria-label={t("tabs.label")} className="relative -mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {REPORT_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={{ search: tab === "performance" ? "" : `?tab=${tab}` }}
              aria-current={tab === current ? "page" : undefined}
              className={`-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold ${tab === current ? "border-primary text-fg" : "border-transparent text-muted hover:text-fg"}`}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
