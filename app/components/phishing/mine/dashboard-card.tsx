import { MailWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LinkedSection } from "./section.tsx";
import { OUTCOME_TONE, myOutcome } from "./outcome.ts";
import { useDay, type MySimulation } from "./day.ts";

/** The dashboard's "Your phishing simulations": the latest one's outcome and the way to all of them (only when there are some). */
export function PhishingDashboardCard({ latest }: { latest: MySimulation | null }) {
  const { t } = useTranslation("phishing");
  const day = useDay();
  if (!latest) return null;
  const outcome = myOutcome(latest.outcome);
  return (
    <LinkedSection title={t("myDashboard.title")} link={{ to: "/training/simulations", label: t("myDashboard.all") }}>
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4" data-testid="phishing-dashboard-card">
        <p className="flex items-start gap-2 font-medium">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span className="min-w-0 break-words">{t("myDashboard.latest", { subject: latest.subject })}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${OUTCOME_TONE[outcome]}`}>
            {t(`myDashboard.outcomes.${outcome}`)}
          </span>
          <span className="text-muted">{day(latest.endedAt)}</span>
        </div>
      </div>
    </LinkedSection>
  );
}
