import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale.ts";
import { dayLabel } from "../framework/format.ts";
import { Table } from "../../ui/table.tsx";
import { coverageOf, layoutTrend, type TrendPoint } from "./trend-layout.ts";

const FRAME = { width: 480, height: 180, pad: { left: 40, right: 12, top: 10, bottom: 26 } };

/**
 * Readiness by day over the last 90 days, drawn as the scanners' history chart is: an SVG with
 * a title and a description for screen readers, a legend, and the same figures as a table.
 * Readiness is a solid line; coverage through mappings, when it adds anything, a dashed one.
 */
export function TrendChart({ name, points }: { name: string; points: readonly TrendPoint[] }) {
  const { t } = useTranslation("compliancePages");
  const locale = useLocale();
  const id = useId();
  if (points.length < 2) {
    return <p className="text-sm text-muted">{t("trend.tooFew")}</p>;
  }
  const layout = layoutTrend(points, FRAME);
  const first = points[0]!;
  const last = points.at(-1)!;
  const title = t("trend.title", { name });
  const desc = t("trend.desc", {
    count: points.length,
    from: dayLabel(first.day, locale),
    to: dayLabel(last.day, locale),
    start: first.percent,
    end: last.percent,
  });
  return (
    <figure className="flex flex-col gap-2" data-testid="trend-chart">
      <svg
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full overflow-visible text-muted"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={FRAME.pad.left}
              x2={FRAME.width - FRAME.pad.right}
              y1={tick.y}
              y2={tick.y}
              stroke="currentColor"
              strokeOpacity={0.2}
            />
            <text x={FRAME.pad.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {tick.value}%
            </text>
          </g>
        ))}
        <text x={FRAME.pad.left} y={FRAME.height - 6} fontSize={11} fill="currentColor">
          {dayLabel(first.day, locale, "short")}
        </text>
        <text x={FRAME.width - FRAME.pad.right} y={FRAME.height - 6} textAnchor="end" fontSize={11} fill="currentColor">
          {dayLabel(last.day, locale, "short")}
        </text>
        {layout.coverage ? (
          <path
            d={layout.coverage.path}
            fill="none"
            stroke="var(--color-primary)"
            strokeOpacity={0.6}
            strokeWidth={2}
            strokeDasharray="6 4"
            strokeLinejoin="round"
          />
        ) : null}
        <path
          d={layout.readiness.path}
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={layout.readiness.points.at(-1)!.x} cy={layout.readiness.points.at(-1)!.y} r={4} fill="var(--color-primary)" />
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("trend.legend")}>
          <li className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line x1="1" x2="27" y1="4" y2="4" stroke="var(--color-primary)" strokeWidth={3} />
            </svg>
            {t("trend.readiness")}
          </li>
          {layout.coverage ? (
            <li className="flex items-center gap-2">
              <svg width="28" height="8" aria-hidden="true">
                <line
                  x1="1"
                  x2="27"
                  y1="4"
                  y2="4"
                  stroke="var(--color-primary)"
                  strokeOpacity={0.6}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                />
              </svg>
              {t("trend.coverage")}
            </li>
          ) : null}
        </ul>
      </figcaption>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer font-medium text-primary-text">{t("trend.asTable")}</summary>
        <Table
          look="plain"
          columns={[
            {
              id: "day",
              header: t("trend.day"),
              rowHeader: true,
              className: "font-normal",
              cell: (p: TrendPoint) => dayLabel(p.day, locale),
            },
            { id: "readiness", header: t("trend.readiness"), className: "tabular-nums", cell: (p: TrendPoint) => `${p.percent}%` },
            {
              id: "readyOf",
              header: t("trend.readyOf"),
              className: "tabular-nums",
              cell: (p: TrendPoint) => t("readiness.readyOf", { ready: p.ready, count: p.applicable }),
            },
            { id: "coverage", header: t("trend.coverage"), className: "tabular-nums", cell: (p: TrendPoint) => `${coverageOf(p)}%` },
          ]}
          rows={points.toReversed()}
          rowKey={(p) => p.day}
          caption={title}
          region={{ label: title, className: "mt-2 max-h-64 overflow-auto" }}
        />
      </details>
    </figure>
  );
}
