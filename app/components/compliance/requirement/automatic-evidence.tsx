import { CircleCheck, CircleDashed, GraduationCap, Radar } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AutomaticEvidence } from "../../../../contract/compliance-evidence.ts";
import { AUTOMATIC_EVIDENCE_RULES } from "../../../../contract/compliance-limits.ts";
import { useLocale } from "../../../lib/locale.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { formatMoment } from "../evidence/evidence-format.ts";
import { CHIP, CHIP_BASE } from "./state-badges.tsx";

/** A percentage as the reader writes it ("12.5 %" / "12,5 %"), or null when nothing was delivered. */
const rate = (v: number | null, locale: string) =>
  v === null
    ? null
    : new Intl.NumberFormat(locale === "pt" ? "pt-BR" : "en-US", { style: "percent", maximumFractionDigits: 1 }).format(v / 100);

function Current({ current }: { current: boolean }) {
  const { t } = useTranslation("complianceRequirementPages");
  const Icon = current ? CircleCheck : CircleDashed;
  return (
    <span className={`${CHIP_BASE} ${CHIP[current ? "good" : "neutral"]}`} data-current={current}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(current ? "automatic.current" : "automatic.notCurrent")}
    </span>
  );
}

function Item({ item }: { item: AutomaticEvidence }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  const training = item.kind === "security-training";
  const Icon = training ? GraduationCap : Radar;
  return (
    <li className="flex flex-col gap-2 p-3" data-kind={item.kind}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden="true" className="size-4 text-muted" />
          {t(`automatic.kinds.${item.kind}`)}
        </h3>
        <Current current={item.current} />
      </div>
      {item.training ? (
        <>
          <p className="text-sm" data-testid="training-figure">
            {t("automatic.training", {
              trained: item.training.trained,
              count: item.training.members,
              percent: item.training.percent,
              days: item.training.windowDays,
            })}
          </p>
          <p className="text-sm text-muted">{t("automatic.trainingRule", { min: item.training.minPercent })}</p>
        </>
      ) : null}
      {item.phishing ? (
        <p className="text-sm" data-testid="phishing-figure">
          {t("automatic.phishing", {
            phishProne: rate(item.phishing.phishProne, locale) ?? t("automatic.noRate"),
            reportRate: rate(item.phishing.reportRate, locale) ?? t("automatic.noRate"),
            campaign: item.phishing.campaignName,
            date: formatMoment(item.phishing.at, locale),
          })}
        </p>
      ) : null}
      {!training ? (
        item.scans.length ? (
          <ul className="flex flex-col gap-1.5 text-sm">
            {item.scans.map((s) => (
              <li key={s.scanId} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="scan-evidence">
                <span className="font-medium">{s.host}</span>
                <span className={`${CHIP_BASE} ${CHIP.neutral}`} data-grade={s.grade ?? ""}>
                  {s.grade ? t("automatic.grade", { grade: s.grade }) : t("automatic.noGrade")}
                </span>
                {s.grade && !s.passing ? (
                  <span className={`${CHIP_BASE} ${CHIP.fair}`} data-passing="false">
                    {t("automatic.belowGrade", { grade: AUTOMATIC_EVIDENCE_RULES.scanMinGrade })}
                  </span>
                ) : null}
                <span className="text-muted">
                  {t(s.current ? "automatic.scannedOn" : "automatic.scannedOld", { date: formatMoment(s.finishedAt, locale) })}
                </span>
                <LocalizedLink to={s.reportPath} className="font-medium text-primary-text underline-offset-2 hover:underline">
                  {t("automatic.report")}
                  <span className="sr-only"> {s.host}</span>
                </LocalizedLink>
              </li>
            ))}
            <li className="text-muted">{t("automatic.gradeRule", { grade: AUTOMATIC_EVIDENCE_RULES.scanMinGrade })}</li>
          </ul>
        ) : (
          <p className="text-sm text-muted">
            {t("automatic.noScans")}{" "}
            <LocalizedLink to="/scanners" className="font-medium text-primary-text underline-offset-2 hover:underline">
              {t("automatic.openScanners")}
            </LocalizedLink>
          </p>
        )
      ) : null}
    </li>
  );
}

/** Evidence the product gathers by itself: the share of members trained, the latest website scans' grades with their reports, and from when each counts. */
export function AutomaticEvidencePanel({ items }: { items: readonly AutomaticEvidence[] }) {
  const { t } = useTranslation("complianceRequirementPages");
  const id = useId();
  if (!items.length) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="automatic-evidence"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("automatic.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("automatic.intro")}</p>
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {items.map((item) => (
          <Item key={item.kind} item={item} />
        ))}
      </ul>
    </section>
  );
}
