import { CalendarRange, Flag, MousePointerClick } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale.ts";
import { formatPercent } from "../campaigns/format.tsx";
import { LinkedSection } from "../mine/section.tsx";
import type { PhishingSummary } from "./reports-summary.ts";
import { StatGrid } from "../../ui/stat-grid.tsx";

/** The company reports' phishing section: the latest campaign's rates and how many ran in the last twelve months. */
export function PhishingReportSection({ summary }: { summary: PhishingSummary }) {
  const { t } = useTranslation("companyReports");
  const locale = useLocale();
  const percent = (v: number | null | undefined) => formatPercent(v, locale);
  if (!summary) return null;
  return (
    <LinkedSection title={t("phishing.title")} link={{ to: "/phishing", label: t("phishing.open") }}>
      <p className="text-sm text-muted">{summary.latest ? t("phishing.latest", { name: summary.latest.name }) : t("phishing.none")}</p>
      <StatGrid
        label={t("phishing.title")}
        testId="phishing-report"
        stats={[
          { id: "phish-prone", label: t("phishing.phishProne"), value: percent(summary.latest?.phishProne), icon: MousePointerClick },
          { id: "report-rate", label: t("phishing.reportRate"), value: percent(summary.latest?.reportRate), icon: Flag },
          { id: "campaigns", label: t("phishing.campaigns"), value: String(summary.campaigns), icon: CalendarRange },
        ]}
      />
    </LinkedSection>
  );
}
