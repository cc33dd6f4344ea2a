import type { ScanCategory } from "../../../contract/scanner-results.ts";
import { CATEGORY_ORDER } from "../../../contract/scanner-order.ts";

export type SeriesKey = "overall" | ScanCategory;
export const SERIES_ORDER: readonly SeriesKey[] = ["overall", ...CATEGORY_ORDER];

/** One scan as the chart reads it: when, and the scores (null where a category was not graded). */
export interface ChartScan {
  at: string;
  score: number | null;
  categories: readonly { key: ScanCategory; score: number | null }[];
}

export interface Frame {
  width: number;
  height: number;
  /** Room for the axis labels: left, right, top, bottom. */
  pad: { left: number; right: number; top: number; bottom: number };
}

export interface ChartPoint {
  x: number;
  y: number;
  score: number;
  index: number;
}

export interface ChartSeries {
  key: SeriesKey;
  points: ChartPoint[];
  /** SVG path data; a scan without a score breaks the line rather than bridging it. */
  path: string;
}

export interface ChartLayout {
  yMax: number;
  yTicks: { value: number; y: number }[];
  xs: number[];
  series: ChartSeries[];
}

/**
 * Scores from 0 to 100 — or to the next multiple of 20 above the best score, since the headers'
 * bonuses reach past 100 — with the scans evenly spaced left (oldest) to right (newest). A
 * single scan stands in the middle.
 */
export function layoutChart(scans: readonly ChartScan[], frame: Frame): ChartLayout {
  const { width, height, pad } = frame;
  const valueOf = (scan: ChartScan, key: SeriesKey) =>
    key === "overall" ? scan.score : (scan.categories.find((c) => c.key === key)?.score ?? null);
  const all = scans.flatMap((s) => SERIES_ORDER.map((k) => valueOf(s, k))).filter((v): v is number => v !== null && Number.isFinite(v));
  const best = all.length ? Math.max(...all) : 0;
  const yMax = best > 100 ? Math.ceil(best / 20) * 20 : 100;
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + plotH - (Math.max(0, Math.min(v, yMax)) / yMax) * plotH;
  const xs = scans.map((_, i) => (scans.length === 1 ? pad.left + plotW / 2 : pad.left + (i / (scans.length - 1)) * plotW));
  const yTicks = Array.from({ length: yMax / 20 + 1 }, (_, i) => ({ value: i * 20, y: y(i * 20) }));
  const series = SERIES_ORDER.map((key): ChartSeries => {
    const points: ChartPoint[] = [];
    let path = "";
    let drawing = false;
    scans.forEach((scan, index) => {
      const v = valueOf(scan, key);
      if (v === null || !Number.isFinite(v)) {
        drawing = false;
        return;
      }
      const p = { x: round(xs[index]!), y: round(y(v)), score: v, index };
      points.push(p);
      path += `${drawing ? "L" : "M"}${p.x} ${p.y}`;
      drawing = true;
    });
    return { key, points, path };
  }).filter((s) => s.points.length > 0);
  return { yMax, yTicks, xs: xs.map(round), series };
}

const round = (n: number) => Math.round(n * 10) / 10;
