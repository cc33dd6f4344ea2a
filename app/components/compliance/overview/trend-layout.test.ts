import { describe, expect, it } from "vitest";
import { coverageOf, layoutTrend, type TrendPoint } from "./trend-layout.ts";

const frame = { width: 640, height: 240, pad: { left: 40, right: 20, top: 10, bottom: 30 } };
const point = (day: string, ready: number, applicable: number, coveredByMapping = 0): TrendPoint => ({
  day,
  ready,
  applicable,
  coveredByMapping,
  percent: applicable ? Math.floor((100 * ready) / applicable) : 0,
});

describe("the readiness trend's drawing", () => {
  it("places each day by its date between the first and the last, and 0–100 % on the plot's height", () => {
    // plot: x from 40 to 620, y from 210 (0 %) to 10 (100 %); the 3rd is missing, so the 5th sits at 4/4 of the width
    const layout = layoutTrend([point("2026-03-01", 0, 10), point("2026-03-02", 5, 10), point("2026-03-05", 10, 10)], frame);
    expect(layout.readiness.points.map((p) => [p.x, p.y, p.value])).toEqual([
      [40, 210, 0],
      [185, 110, 50],
      [620, 10, 100],
    ]);
    expect(layout.readiness.path).toBe("M40 210L185 110L620 10");
    expect(layout.yTicks).toEqual([
      { value: 0, y: 210 },
      { value: 25, y: 160 },
      { value: 50, y: 110 },
      { value: 75, y: 60 },
      { value: 100, y: 10 },
    ]);
  });

  it("draws coverage only when mappings add to readiness", () => {
    expect(layoutTrend([point("2026-03-01", 1, 4), point("2026-03-02", 2, 4)], frame).coverage).toBeNull();
    const layout = layoutTrend([point("2026-03-01", 1, 4), point("2026-03-02", 2, 4, 1)], frame);
    expect(layout.coverage?.points.map((p) => p.value)).toEqual([25, 75]);
  });

  it("stands a single day in the middle", () => {
    const layout = layoutTrend([point("2026-03-01", 3, 4)], frame);
    expect(layout.readiness.points).toEqual([{ x: 330, y: 60, value: 75, day: "2026-03-01" }]);
    expect(layout.readiness.path).toBe("M330 60");
  });

  it("counts coverage as the API does: rounded down, 0 when nothing applies", () => {
    expect(coverageOf(point("2026-03-01", 1, 3, 1))).toBe(66);
    expect(coverageOf(point("2026-03-01", 0, 0, 0))).toBe(0);
  });
});
