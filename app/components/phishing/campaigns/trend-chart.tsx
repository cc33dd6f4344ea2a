import { useTranslation } from "react-i18next";
import type { PhishingStats } from "../../../../contract/phishing.ts";
import { useLocale } from "../../../lib/locale.ts";
import { ChartLegend, ChartSvg, ChartTableDetails, LegendItem, type ChartBox, type LineLook } from "../../ui/chart-frame.tsx";
import { Table } from "../../ui/table.tsx";
import { formatPercent, formatWhen } from "./format.tsx";
import { layoutRates } from "./trend-layout.ts";

type Point = PhishingStats["campaigns"][number];
const FRAME: ChartBox = { width: 560, height: 220, pad: { left: 40, right: 14, top: 12, bottom: 28 } };
/** Each line has its own dash too, so they differ without colour. */
const PRONE: LineLook = { stroke: "#b91c1c", width: 3 };
const REPORT: LineLook = { stroke: "var(--color-primary)", width: 2, dash: "6 4" };

/**
 * Phish-prone % and report rate per campaign, oldest on the left, drawn as the scanners' history
 * chart is: an SVG named and described for screen readers, a legend, and the figures as a table.
 */
export function TrendChart({ campaigns }: { campaigns: readonly Point[] }) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const locale = useLocale();
  if (campaigns.length < 2) return <p className="text-sm text-muted">{t("trend.tooFew")}</p>;
  const layout = layoutRates(campaigns, FRAME);
  const first = campaigns[0]!;
  const last = campaigns.at(-1)!;
  const desc = t("trend.desc", {
    count: campaigns.length,
    first: first.name,
    last: last.name,
    start: formatPercent(first.phishProne, locale),
    end: formatPercent(last.phishProne, locale),
  });
  const line = (key: "phishProne" | "reportRate", look: LineLook) => (
    <g data-series={key}>
      <path
        d={layout[key].path}
        fill="none"
        stroke={look.stroke}
        strokeWidth={look.width}
        strokeDasharray={look.dash}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {layout[key].points.map((p) => (
        <circle key={p.index} cx={p.x} cy={p.y} r={3} fill={look.stroke} />
      ))}
    </g>
  );
  return (
    <figure className="flex flex-col gap-3" data-testid="phishing-trend">
      <ChartSvg frame={FRAME} title={t("trend.title")} desc={desc} yTicks={layout.yTicks} tickLabel={(v) => `${v}%`}>
        <text x={FRAME.pad.left} y={FRAME.height - 8} fontSize={11} fill="currentColor">
          {formatWhen(first.startedAt, locale).split(",")[0]}
        </text>
        <text x={FRAME.width - FRAME.pad.right} y={FRAME.height - 8} textAnchor="end" fontSize={11} fill="currentColor">
          {formatWhen(last.startedAt, locale).split(",")[0]}
        </text>
        {line("reportRate", REPORT)}
        {line("phishProne", PRONE)}
      </ChartSvg>
      <ChartLegend label={t("trend.legend")}>
        <LegendItem look={PRONE}>{tp("phishProne")}</LegendItem>
        <LegendItem look={REPORT}>{tp("reportRate")}</LegendItem>
      </ChartLegend>
      <ChartTableDetails summary={t("trend.asTable")}>
        <Table
          look="plain"
          columns={[
            { id: "name", header: t("trend.campaign"), rowHeader: true, className: "font-normal", cell: (c: Point) => c.name },
            { id: "at", header: t("trend.started"), cell: (c: Point) => formatWhen(c.startedAt, locale) || "–" },
            { id: "delivered", header: t("stats.delivered"), className: "tabular-nums", cell: (c: Point) => c.delivered },
            { id: "prone", header: tp("phishProne"), className: "tabular-nums", cell: (c: Point) => formatPercent(c.phishProne, locale) },
            { id: "report", header: tp("reportRate"), className: "tabular-nums", cell: (c: Point) => formatPercent(c.reportRate, locale) },
          ]}
          rows={campaigns.toReversed()}
          rowKey={(c) => c.id}
          caption={t("trend.title")}
          region={{ label: t("trend.asTable") }}
        />
      </ChartTableDetails>
    </figure>
  );
}
