import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ScanSummary } from "../../../contract/scanners.ts";
import { useLocale } from "../../lib/locale.ts";
import { layoutChart, SERIES_ORDER, type SeriesKey } from "./chart-scale.ts";
import { ChartLegend, ChartSvg, ChartTableDetails, LegendItem, type LineLook } from "../ui/chart-frame.tsx";
import { Table } from "../ui/table.tsx";
import { scanDateTime, scanDay } from "./scan-format.ts";

/** The server draws at 640 wide; the browser redraws at the width it has, so the labels keep their size on a phone. */
const DEFAULT_WIDTH = 640;
const frameOf = (width: number) => ({ width, height: width < 480 ? 220 : 260, pad: { left: 36, right: 14, top: 12, bottom: 30 } });

/** The element's width as it changes (the default until the browser has measured it). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => setWidth(Math.max(260, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
/** Each line has its own colour and its own dash, so the lines differ without colour too. */
const STYLE: Record<SeriesKey, LineLook> = {
  overall: { stroke: "var(--color-primary)", width: 3 },
  headers: { stroke: "#2563eb", dash: "7 4", width: 2 },
  tls: { stroke: "#7c3aed", dash: "2 4", width: 2 },
  email: { stroke: "#c2410c", dash: "10 4 2 4", width: 2 },
  exposure: { stroke: "#047857", dash: "4 2", width: 2 },
};

/**
 * The overall and category scores over the finished scans, oldest on the left: a hand-drawn SVG
 * with a title and a description for screen readers, a legend, and the same numbers as a table.
 */
export function HistoryChart({ scans }: { scans: readonly ScanSummary[] }) {
  const { t } = useTranslation("scannerPages");
  const locale = useLocale();
  const { ref, width } = useWidth(DEFAULT_WIDTH);
  const FRAME = frameOf(width);
  const done = scans.filter((s) => s.status === "done" && s.finishedAt).toReversed();
  if (done.length < 2) {
    return (
      <div ref={ref}>
        <p className="text-sm text-muted">{t("chart.tooFew")}</p>
      </div>
    );
  }
  const points = done.map((s) => ({ at: s.finishedAt!, score: s.score, categories: s.categories }));
  const layout = layoutChart(points, FRAME);
  const name = (key: SeriesKey) => (key === "overall" ? t("chart.overall") : t(`categories.${key}.name`));
  const first = done[0]!;
  const last = done.at(-1)!;
  // a date label every ~70 px at most
  const step = Math.max(1, Math.ceil(done.length / Math.max(2, Math.floor((FRAME.width - FRAME.pad.left - FRAME.pad.right) / 70))));
  const desc = t("chart.desc", {
    count: done.length,
    from: scanDay(first.finishedAt!, locale),
    to: scanDay(last.finishedAt!, locale),
    start: first.score ?? "–",
    end: last.score ?? "–",
  });
  return (
    <figure className="flex flex-col gap-3" data-testid="history-chart">
      <div ref={ref} className="w-full">
        <ChartSvg frame={FRAME} title={t("chart.title")} desc={desc} yTicks={layout.yTicks} tickLabel={(value) => value}>
          {layout.xs.map((x, i) =>
            // every step-th scan, and the last one (whose label takes the place of a neighbour too close to it)
            (i % step === 0 && done.length - 1 - i >= step) || i === done.length - 1 ? (
              <text
                key={done[i]!.id}
                x={x}
                y={FRAME.height - 10}
                textAnchor={i === 0 ? "start" : i === done.length - 1 ? "end" : "middle"}
                fontSize={11}
                fill="currentColor"
              >
                {scanDay(done[i]!.finishedAt!, locale)}
              </text>
            ) : null,
          )}
          {layout.series.map((s) => (
            <g key={s.key} data-series={s.key}>
              <path
                d={s.path}
                fill="none"
                stroke={STYLE[s.key].stroke}
                strokeWidth={STYLE[s.key].width}
                strokeDasharray={STYLE[s.key].dash}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {s.points.map((p) => (
                <circle key={p.index} cx={p.x} cy={p.y} r={s.key === "overall" ? 3.5 : 2.5} fill={STYLE[s.key].stroke} />
              ))}
            </g>
          ))}
        </ChartSvg>
      </div>
      <ChartLegend label={t("chart.legend")}>
        {SERIES_ORDER.filter((k) => layout.series.some((s) => s.key === k)).map((key) => (
          <LegendItem key={key} look={STYLE[key]}>
            {name(key)}
          </LegendItem>
        ))}
      </ChartLegend>
      <ChartTableDetails summary={t("chart.asTable")}>
        <Table
          look="plain"
          columns={[
            {
              id: "date",
              header: t("chart.date"),
              rowHeader: true,
              className: "font-normal",
              cell: (s: ScanSummary) => scanDateTime(s.finishedAt!, locale),
            },
            ...SERIES_ORDER.map((k) => ({
              id: k,
              header: name(k),
              className: "tabular-nums",
              cell: (s: ScanSummary) => {
                const c = k === "overall" ? { score: s.score, grade: s.grade } : s.categories.find((x) => x.key === k);
                return c && c.score !== null ? `${c.score} (${c.grade ?? "–"})` : "–";
              },
            })),
          ]}
          rows={done.toReversed()}
          rowKey={(s) => s.id}
          caption={t("chart.title")}
          region={{ label: t("chart.asTable") }}
        />
      </ChartTableDetails>
    </figure>
  );
}
