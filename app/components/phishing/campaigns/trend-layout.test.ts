import { describe, expect, it } from "vitest";
import { layoutRates } from "./trend-layout.ts";

const FRAME = { width: 140, height: 120, pad: { left: 20, right: 20, top: 10, bottom: 10 } };

describe("the rates over time", () => {
  it("spaces campaigns evenly and draws 0–100 % bottom to top", () => {
    const l = layoutRates(
      [
        { phishProne: 50, reportRate: 0 },
        { phishProne: 25, reportRate: 100 },
      ],
      FRAME,
    );
    expect(l.phishProne.path).toBe("M20 60L120 85");
    expect(l.reportRate.path).toBe("M20 110L120 10");
    expect(l.yTicks.map((t) => t.y)).toEqual([110, 85, 60, 35, 10]);
  });

  it("breaks a line at a campaign without a figure", () => {
    const l = layoutRates(
      [
        { phishProne: 10, reportRate: null },
        { phishProne: null, reportRate: null },
        { phishProne: 30, reportRate: 20 },
      ],
      FRAME,
    );
    expect(l.phishProne.path).toBe("M20 100M120 80");
    expect(l.reportRate.points).toHaveLength(1);
  });
});
