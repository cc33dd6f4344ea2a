import { CalendarRange, Flag, MousePointerClick } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LoaderFunctionArgs } from "react-router";
import { loaderApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { LinkedSection } from "../mine/section.tsx";
import { StatGrid } from "../../ui/stat-grid.tsx";

const YEAR = 365 * 86_400_000;

/** The last twelve months' phishing figures for /my-company/reports, or null where they are not the viewer's to see. */
export async function loadPhishingSummary(args: Pick<LoaderFunctionArgs, "context" | "request">) {
  const from = new Date(Date.now() - YEAR).toISOString();
  const res = await loaderApi(args).get("/phishing/stats", { query: { from } });
  if (!res.ok) return null;
  const { latest, campaigns } = res.data;
  return { latest, campaigns: campaigns.length };
}
export type PhishingSummary = Awaited<ReturnType<typeof loadPhishingSummary>>;

/** A percentage as the reader writes it, or a dash when nothing was delivered. */
function usePercent() {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale === "pt" ? "pt-BR" : "en-US", { style: "percent", maximumFractionDigits: 1 });
  return (v: number | null | undefined) => (v === null || v === undefined ? "—" : format.format(v / 100));
}

/** The company reports' phishing section: the latest campaign's rates and how many ran in the last twelve months. */
export function PhishingReportSection({ summary }: { summary: PhishingSummary }) {
  const { t } = useTranslation("companyReports");
  const percent = usePercent();
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
