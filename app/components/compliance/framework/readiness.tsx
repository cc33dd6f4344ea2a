import { useTranslation } from "react-i18next";
import type { ReadinessCounts } from "../../../../contract/compliance.ts";

/**
 * Readiness as a bar: the solid part is ready, the lighter part after it what mappings to other
 * adopted frameworks cover. The bar only repeats the figures written beside it, so it is hidden
 * from screen readers.
 */
export function ReadinessBar({ percent, coverage, size = "md" }: { percent: number; coverage?: number; size?: "sm" | "md" }) {
  const extra = Math.max(0, (coverage ?? percent) - percent);
  return (
    <div
      aria-hidden="true"
      className={`flex w-full overflow-hidden rounded-full bg-surface-sunken ring-1 ring-inset ring-border ${size === "sm" ? "h-2" : "h-3"}`}
    >
      <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      {extra ? <div className="h-full bg-primary/35" style={{ width: `${extra}%` }} /> : null}
    </div>
  );
}

/** The headline figure: "42 % ready", how many of how many, and what mappings add. */
export function ReadinessSummary({ readiness, headingId }: { readiness: ReadinessCounts; headingId?: string }) {
  const { t } = useTranslation("compliancePages");
  const adds = readiness.coveragePercent - readiness.percent;
  return (
    <div className="flex flex-col gap-2" data-testid="readiness" data-percent={readiness.percent}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span id={headingId} className="text-3xl font-bold tabular-nums">
          {t("readiness.percent", { percent: readiness.percent })}
        </span>
        <span className="text-sm text-muted">{t("readiness.readyOf", { ready: readiness.ready, count: readiness.applicable })}</span>
      </p>
      <ReadinessBar percent={readiness.percent} coverage={readiness.coveragePercent} />
      {adds > 0 ? (
        <p className="text-sm text-muted" data-testid="coverage">
          {t("readiness.coverage", { percent: readiness.coveragePercent, count: readiness.coveredByMapping })}
        </p>
      ) : null}
    </div>
  );
}

/** Readiness of each top-level group (CSF function, ISO theme, a law's chapter), one compact bar each. */
export function GroupReadinessList({
  groups,
  label,
}: {
  groups: readonly (ReadinessCounts & { code: string; title: string })[];
  label: string;
}) {
  const { t } = useTranslation("compliancePages");
  if (!groups.length) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2 text-sm">
      {groups.map((g) => (
        <li key={g.code} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1" data-group={g.code}>
          <span className="min-w-0 break-words">
            <span className="font-semibold">{g.code}</span> {g.title}
          </span>
          <span className="text-right tabular-nums text-muted">
            {t("readiness.groupFigure", { percent: g.percent, ready: g.ready, applicable: g.applicable })}
          </span>
          <div className="col-span-2">
            <ReadinessBar percent={g.percent} coverage={g.coveragePercent} size="sm" />
          </div>
        </li>
      ))}
    </ul>
  );
}
