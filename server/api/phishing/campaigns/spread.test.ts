import { describe, expect, it } from "vitest";
import { allowedIntervals, spreadTimes, zonedTime } from "./spread.ts";

// The send times' arithmetic on its own: wall clocks in a zone across its DST changes, the
// allowed hours of each day, and the even spread over them.

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe("a campaign's send times", () => {
  it("reads a wall clock in a zone on both sides of a DST change, and past a skipped hour", () => {
    // New York: EST (UTC−5) until 14 March 2027 02:00, EDT (UTC−4) after
    expect(new Date(zonedTime(2027, 3, 12, 9, 0, "America/New_York")).toISOString()).toBe("2027-03-12T14:00:00.000Z");
    expect(new Date(zonedTime(2027, 3, 15, 9, 0, "America/New_York")).toISOString()).toBe("2027-03-15T13:00:00.000Z");
    // 02:30 does not exist that night: the instant just after the gap (03:30 EDT)
    expect(new Date(zonedTime(2027, 3, 14, 2, 30, "America/New_York")).toISOString()).toBe("2027-03-14T07:30:00.000Z");
    // São Paulo keeps UTC−3 all year
    expect(new Date(zonedTime(2027, 1, 5, 9, 0, "America/Sao_Paulo")).toISOString()).toBe("2027-01-05T12:00:00.000Z");
  });

  it("allows each working day's business hours only, eight hours each across the change", () => {
    const hours = { from: "09:00", to: "17:00", days: [1, 2, 3, 4, 5] };
    const days = allowedIntervals(at("2027-03-08T00:00:00Z"), at("2027-03-20T00:00:00Z"), hours, "America/New_York");
    expect(days).toHaveLength(10);
    for (const d of days) expect(d.to - d.from).toBe(8 * HOUR);
    expect(new Date(days[4]!.from).toISOString()).toBe("2027-03-12T14:00:00.000Z");
    expect(new Date(days[5]!.from).toISOString()).toBe("2027-03-15T13:00:00.000Z");
    // a window that starts mid-afternoon keeps the rest of that day only
    const rest = allowedIntervals(at("2027-03-08T20:00:00Z"), at("2027-03-09T00:00:00Z"), hours, "America/New_York");
    expect(rest).toEqual([{ from: at("2027-03-08T20:00:00Z"), to: at("2027-03-08T22:00:00Z") }]);
    // a weekend has none
    expect(allowedIntervals(at("2027-03-13T05:00:00Z"), at("2027-03-15T04:00:00Z"), hours, "America/New_York")).toEqual([]);
    // any time: the whole window
    expect(allowedIntervals(1000, 5000, false, "UTC")).toEqual([{ from: 1000, to: 5000 }]);
  });

  it("spreads messages evenly over the allowed time, crossing from one day to the next", () => {
    const intervals = [
      { from: 0, to: 4 * HOUR },
      { from: 24 * HOUR, to: 28 * HOUR },
    ];
    const times = spreadTimes(4, intervals).map((d) => d.getTime());
    expect(times).toEqual([0, 2 * HOUR, 24 * HOUR, 26 * HOUR]);
    expect(spreadTimes(3, [])).toEqual([]);
    const many = spreadTimes(1000, intervals).map((d) => d.getTime());
    expect(many.every((t) => intervals.some((i) => t >= i.from && t < i.to))).toBe(true);
    expect(many.filter((t) => t < 24 * HOUR)).toHaveLength(500);
  });
});
