import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale.ts";
import { dayLabel } from "../framework/format.ts";
import { ChartLegend, ChartSvg, ChartTableDetails, LegendItem, type ChartBox, type LineLook } from "../../ui/chart-frame.tsx";
import { Table } from "../../ui/table.tsx";
import { coverageOf, layoutTrend, type TrendPoint } from "./trend-layout.ts";

const FRAME: ChartBox = { width: 480, height: 180, pad: { left: 40, right: 12, top: 10, bottom: 26 } };
const READINESS: LineLook = { stroke: "var(--color-primary)", width: 3 };
const COVERAGE: LineLook = { stroke: "var(--color-primary)", width: 2, dash: "6 4", opacity: 0.6 };

/**
 * Readiness by day over the last 90 days, drawn as the scanners' history chart is: an SVG with
 * a title and a description for screen readers, a legend, and the same figures as a table.
 * Readiness is a solid line; coverage through mappings, when it adds anything, a dashed one.
 */
export function TrendChart({ name, points }: { name: string; points: readonly TrendPoint[] }) {
  const { t } = useTranslation("compliancePages");
  const locale = useLocale();
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
      <ChartSvg frame={FRAME} title={title} desc={desc} yTicks={layout.yTicks} tickLabel={(value) => `${value}%`}>
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
            stroke={COVERAGE.stroke}
            strokeOpacity={COVERAGE.opacity}
            strokeWidth={COVERAGE.width}
            strokeDasharray={COVERAGE.dash}
            strokeLinejoin="round"
          />
        ) : null}
        <path
          d={layout.readiness.path}
          fill="none"
          stroke={READINESS.stroke}
          strokeWidth={READINESS.width}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={layout.readiness.points.at(-1)!.x} cy={layout.readiness.points.at(-1)!.y} r={4} fill="var(--color-primary)" />
      </ChartSvg>
      <ChartLegend label={t("trend.legend")}>
        <LegendItem look={READINESS}>{t("trend.readiness")}</LegendItem>
        {layout.coverage ? <LegendItem look={COVERAGE}>{t("trend.coverage")}</LegendItem> : null}
      </ChartLegend>
      <ChartTableDetails summary={t("trend.asTable")}>
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
      </ChartTableDetails>
    </figure>
  );
}
