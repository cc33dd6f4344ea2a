import { describe, expect, it } from "vitest";
import { campaignActions, funnelBars, isPolled, percentOf, sendProgress } from "./funnel.ts";

const counts = { targeted: 40, sent: 40, delivered: 38, bounced: 2, opened: 20, clicked: 9, submitted: 3, reported: 12, prefetched: 4 };

describe("the campaign's funnel", () => {
  it("gives each step its count and its share of the delivered messages, opened marked approximate", () => {
    expect(funnelBars(counts)).toEqual([
      { step: "sent", count: 40, percent: 100, approximate: false },
      { step: "opened", count: 20, percent: 52.6, approximate: true },
      { step: "clicked", count: 9, percent: 23.7, approximate: false },
      { step: "submitted", count: 3, percent: 7.9, approximate: false },
      { step: "reported", count: 12, percent: 31.6, approximate: false },
    ]);
  });

  it("has no percentages before anything was delivered", () => {
    const bars = funnelBars({ ...counts, sent: 0, delivered: 0, opened: 0, clicked: 0, submitted: 0, reported: 0 });
    expect(bars.map((b) => b.percent)).toEqual([null, null, null, null, null]);
    expect(percentOf(3, 0)).toBeNull();
  });

  it("rounds to one decimal and never passes 100 %", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 4)).toBe(100);
  });
});

describe("sending progress and actions", () => {
  it("tells sent of targeted in whole percent", () => {
    expect(sendProgress({ sent: 0, targeted: 0 })).toBe(0);
    expect(sendProgress({ sent: 1, targeted: 3 })).toBe(33);
    expect(sendProgress({ sent: 200, targeted: 200 })).toBe(100);
  });

  it("asks again only while the campaign waits or sends", () => {
    expect(["draft", "scheduled", "sending", "running", "completed", "cancelled"].filter(isPolled)).toEqual(["scheduled", "sending"]);
  });

  it("offers schedule for drafts, cancel while live, delete for drafts and cancelled ones", () => {
    expect(campaignActions("draft")).toEqual({ schedule: true, cancel: false, remove: true, reports: false });
    expect(campaignActions("sending")).toEqual({ schedule: false, cancel: true, remove: false, reports: true });
    expect(campaignActions("running").cancel).toBe(true);
    expect(campaignActions("completed")).toEqual({ schedule: false, cancel: false, remove: false, reports: true });
    expect(campaignActions("cancelled").remove).toBe(true);
  });
});
