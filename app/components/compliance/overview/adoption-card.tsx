import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Adoption } from "../../../../contract/compliance.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { frameworkPath } from "../compliance-api.ts";
import { GroupReadinessList, ReadinessSummary } from "../framework/readiness.tsx";
import { TrendChart } from "./trend-chart.tsx";
import type { TrendPoint } from "./trend-layout.ts";
import { AdoptionActions } from "./adoption-actions.tsx";

type Count = { key: "implemented" | "needsReview" | "overdue" | "dueSoon" | "reviewOverdue"; value: number; alert: boolean };

/** One adopted framework: readiness and coverage, the counts that need attention, readiness per group and the trend. */
export function AdoptionCard({ adoption: a, trend, canManage }: { adoption: Adoption; trend: readonly TrendPoint[]; canManage: boolean }) {
  const { t } = useTranslation("compliancePages");
  const headingId = `adoption-${a.slug}`;
  const counts: Count[] = [
    { key: "implemented", value: a.readiness.implemented, alert: false },
    { key: "needsReview", value: a.readiness.needsReview, alert: a.readiness.needsReview > 0 },
    { key: "overdue", value: a.overdue, alert: a.overdue > 0 },
    { key: "dueSoon", value: a.dueSoon, alert: false },
    { key: "reviewOverdue", value: a.reviewOverdue, alert: a.reviewOverdue > 0 },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface-raised p-4 shadow-sm sm:p-6"
      data-testid="adoption-card"
      data-framework={a.slug}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} tabIndex={-1} className="break-words text-xl font-semibold focus:outline-none">
            <LocalizedLink to={frameworkPath(a.slug)} className="text-primary-text hover:underline">
              {a.name}
            </LocalizedLink>
          </h2>
          <p className="text-sm text-muted">
            {t("card.version", { version: a.version })}
            {a.origin === "imported" ? ` · ${t("origin.imported")}` : ""}
            {" · "}
            {t("card.requirements", { count: a.requirementCount })}
          </p>
          {a.currentVersion !== a.version ? (
            <p className="mt-1 text-sm font-medium">{t("card.newVersion", { version: a.currentVersion })}</p>
          ) : null}
        </div>
        {canManage ? <AdoptionActions framework={a} /> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <ReadinessSummary readiness={a.readiness} />
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {counts.map((c) => (
              <div
                key={c.key}
                className={`rounded-lg border p-2 ${c.alert ? "border-red-700 dark:border-red-400" : "border-border"}`}
                data-count={c.key}
              >
                <dt className="text-xs text-muted">{t(`card.counts.${c.key}`)}</dt>
                <dd className="text-lg font-semibold tabular-nums">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t("card.groups")}</h3>
          <GroupReadinessList groups={a.groups} label={t("card.groupsOf", { name: a.name })} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t("trend.heading")}</h3>
        <TrendChart name={a.name} points={trend} />
      </div>
      <LocalizedLink
        to={frameworkPath(a.slug)}
        className={buttonClass("outline", "md", "w-fit")}
        aria-label={t("card.openLabel", { name: a.name })}
      >
        {t("card.open")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </LocalizedLink>
    </article>
  );
}
