// The readiness trend's drawing: one point per recorded day, placed by its date (days without a
// figure keep their width, so the slope stays true), readiness and coverage from 0 to 100 %.

/** A day of the trend as the API answers it. */
export interface TrendPoint {
  day: string;
  percent: number;
  ready: number;
  applicable: number;
  coveredByMapping: number;
}

export interface TrendFrame {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

export interface PlacedPoint {
  x: number;
  y: number;
  value: number;
  day: string;
}

export interface TrendLayout {
  yTicks: { value: number; y: number }[];
  readiness: { path: string; points: PlacedPoint[] };
  /** Null when mappings never added anything to readiness (the line would sit on top of it). */
  coverage: { path: string; points: PlacedPoint[] } | null;
}

/** ⌊100 × (ready + covered by mapping) / applicable⌋, as the API counts coverage. */
export function coverageOf(p: TrendPoint): number {
  return p.applicable > 0 ? Math.floor((100 * (p.ready + p.coveredByMapping)) / p.applicable) : 0;
}

const DAY_MS = 86_400_000;
const round = (n: number) => Math.round(n * 10) / 10;

export function layoutTrend(points: readonly TrendPoint[], frame: TrendFrame): TrendLayout {
  const { width, height, pad } = frame;
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const y = (v: number) => round(pad.top + plotH - (Math.max(0, Math.min(100, v)) / 100) * plotH);
  const days = points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / DAY_MS);
  const first = days[0] ?? 0;
  const span = (days.at(-1) ?? 0) - first;
  const x = (i: number) => round(span > 0 ? pad.left + ((days[i]! - first) / span) * plotW : pad.left + plotW / 2);
  const line = (value: (p: TrendPoint) => number) => {
    const placed = points.map((p, i) => ({ x: x(i), y: y(value(p)), value: value(p), day: p.day }));
    const path = placed.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join("");
    return { path, points: placed };
  };
  const coverage = points.some((p) => coverageOf(p) > p.percent) ? line(coverageOf) : null;
  return { yTicks: [0, 25, 50, 75, 100].map((value) => ({ value, y: y(value) })), readiness: line((p) => p.percent), coverage };
}
