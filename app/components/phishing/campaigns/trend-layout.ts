import type { ChartBox } from "../../ui/chart-frame.tsx";

type Rated = { phishProne: number | null; reportRate: number | null };
export type RatePoint = { x: number; y: number; value: number; index: number };
export type RateLine = { points: RatePoint[]; path: string };

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Phish-prone % and report rate on a 0–100 % axis, campaigns evenly spaced left (oldest) to right;
 * a campaign without a figure (nothing delivered) breaks the line rather than bridging it.
 */
export function layoutRates(campaigns: readonly Rated[], frame: ChartBox) {
  const { width, height, pad } = frame;
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + plotH - (Math.max(0, Math.min(v, 100)) / 100) * plotH;
  const xs = campaigns.map((_, i) => (campaigns.length === 1 ? pad.left + plotW / 2 : pad.left + (i / (campaigns.length - 1)) * plotW));
  const lineOf = (key: keyof Rated): RateLine => {
    const points: RatePoint[] = [];
    let path = "";
    let drawing = false;
    campaigns.forEach((c, index) => {
      const v = c[key];
      if (v === null || !Number.isFinite(v)) {
        drawing = false;
        return;
      }
      const p = { x: round(xs[index]!), y: round(y(v)), value: v, index };
      points.push(p);
      path += `${drawing ? "L" : "M"}${p.x} ${p.y}`;
      drawing = true;
    });
    return { points, path };
  };
  const yTicks = [0, 25, 50, 75, 100].map((value) => ({ value, y: round(y(value)) }));
  return { yTicks, phishProne: lineOf("phishProne"), reportRate: lineOf("reportRate") };
}
