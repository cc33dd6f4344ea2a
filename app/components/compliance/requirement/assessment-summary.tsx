import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RequirementDetail } from "../../../../contract/compliance.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { formatDay, formatMoment } from "../evidence/evidence-format.ts";
import { StatusChip } from "./state-badges.tsx";

/**
 * The assessment as it stands, read-only: for a member who may not change it, or while its
 * framework is not adopted (then a manager is told where to adopt it).
 */
export function AssessmentSummary({ requirement: r }: { requirement: RequirementDetail }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  const id = useId();
  const day = (d: string | null) => (d ? formatDay(d, locale) : t("assessment.notSet"));
  const rows: [string, ReactNode][] = [
    [t("assessment.status"), <StatusChip key="s" status={r.state.status} />],
    ...(r.state.status === "not_applicable" && r.justification
      ? [[t("assessment.justification"), r.justification] as [string, ReactNode]]
      : []),
    ...(r.state.status !== "not_applicable" && r.noEvidence
      ? [
          [
            t("assessment.noEvidenceSummary"),
            <span key="n" className="whitespace-pre-line">
              {r.noEvidence.reason}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    [t("assessment.owner"), r.owner?.name ?? t("assessment.noOwner")],
    [t("assessment.dueDate"), day(r.state.dueDate)],
    [t("assessment.reviewDate"), day(r.state.reviewDate)],
    [t("assessment.notes"), r.notes ? <span className="whitespace-pre-line">{r.notes}</span> : t("assessment.notSet")],
  ];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="assessment-summary"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("assessment.title")}
      </h2>
      {!r.framework.adopted ? (
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 text-sm" data-testid="not-adopted">
          <p>{t("assessment.notAdopted", { framework: r.framework.name })}</p>
          {r.canManage ? (
            <LocalizedLink to={`/compliance/frameworks/${r.framework.slug}`} className={buttonClass("outline", "sm", "w-fit")}>
              {t("assessment.openFramework", { framework: r.framework.name })}
            </LocalizedLink>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted">{t("assessment.readOnly")}</p>
      )}
      <dl className="flex flex-col gap-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="mt-0.5">{value}</dd>
          </div>
        ))}
      </dl>
      <AssessmentUpdated requirement={r} />
    </section>
  );
}

/** When the assessment was last changed, and by whom when known; nothing before its first change. */
export function AssessmentUpdated({ requirement: r }: { requirement: RequirementDetail }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  if (!r.updatedAt) return null;
  return (
    <p className="text-sm text-muted">
      {t(r.updatedBy ? "assessment.updatedBy" : "assessment.updated", { name: r.updatedBy?.name, date: formatMoment(r.updatedAt, locale) })}
    </p>
  );
}
