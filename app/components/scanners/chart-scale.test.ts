import { describe, expect, it } from "vitest";
import { layoutChart, type ChartScan } from "./chart-scale.ts";

const frame = { width: 640, height: 240, pad: { left: 40, right: 20, top: 10, bottom: 30 } };
const scanOf = (at: string, score: number | null, headers: number | null, email: number | null): ChartScan => ({
  at,
  score,
  categories: [
    { key: "headers", score: headers },
    { key: "email", score: email },
  ],
});

describe("the history chart's scale", () => {
  it("spreads the scans from the left edge (oldest) to the right edge (newest) and maps 0–100 onto the plot's height", () => {
    const layout = layoutChart(
      [scanOf("2026-01-01", 0, 50, 100), scanOf("2026-01-08", 50, 60, 100), scanOf("2026-01-15", 100, 70, 100)],
      frame,
    );
    expect(layout.yMax).toBe(100);
    expect(layout.xs).toEqual([40, 330, 620]);
    const overall = layout.series.find((s) => s.key === "overall")!;
    // plot from y=10 (100) to y=210 (0)
    expect(overall.points.map((p) => p.y)).toEqual([210, 110, 10]);
    expect(overall.path).toBe("M40 210L330 110L620 10");
    expect(layout.yTicks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(layout.yTicks.at(-1)!.y).toBe(10);
  });

  it("raises the top to the next multiple of 20 when the headers' bonuses pass 100", () => {
    const layout = layoutChart([scanOf("2026-01-01", 90, 115, 80), scanOf("2026-01-08", 95, 135, 80)], frame);
    expect(layout.yMax).toBe(140);
    const headers = layout.series.find((s) => s.key === "headers")!;
    expect(headers.points.map((p) => p.score)).toEqual([115, 135]);
    expect(headers.points[1]!.y).toBeCloseTo(10 + 200 * (1 - 135 / 140), 1);
  });

  it("breaks a line where a scan has no score, and leaves out a category never scored", () => {
    const layout = layoutChart(
      [scanOf("2026-01-01", 40, 40, null), scanOf("2026-01-08", null, 60, null), scanOf("2026-01-15", 80, 80, null)],
      frame,
    );
    expect(layout.series.find((s) => s.key === "overall")!.path).toBe("M40 130M620 50");
    expect(layout.series.map((s) => s.key)).toEqual(["overall", "headers"]);
  });

  it("puts a single scan in the middle", () => {
    const layout = layoutChart([scanOf("2026-01-01", 70, 70, 70)], frame);
    expect(layout.xs).toEqual([330]);
    expect(layout.series[0]!.path).toBe("M330 70");
  });
});
