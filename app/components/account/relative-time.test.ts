import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = Date.parse("2025-06-01T12:00:00Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
const en = (s: number) => relativeTime(ago(s), "en", "just now", now);
const pt = (s: number) => relativeTime(ago(s), "pt", "agora mesmo", now);
const DAY = 86400;

describe("relativeTime (§9)", () => {
  it("says 'just now' under one minute", () => {
    expect(en(0)).toBe("just now");
    expect(en(59)).toBe("just now");
    expect(pt(30)).toBe("agora mesmo");
  });
  it("steps through minutes, hours, days, weeks, months and years", () => {
    expect(en(60)).toBe("1 minute ago");
    expect(en(5 * 60)).toBe("5 minutes ago");
    expect(en(3 * 3600)).toBe("3 hours ago");
    expect(en(3 * DAY)).toBe("3 days ago");
    expect(en(15 * DAY)).toBe("2 weeks ago");
    expect(en(90 * DAY)).toBe("3 months ago");
    expect(en(800 * DAY)).toBe("2 years ago");
  });
  it("words the time in the page's language", () => {
    expect(pt(5 * 60)).toBe("há 5 minutos");
    expect(pt(3 * 3600)).toBe("há 3 horas");
    expect(pt(800 * DAY)).toBe("há 2 anos");
  });
  it("gives nothing for a date it cannot read", () => {
    expect(relativeTime("not a date", "en", "just now", now)).toBe("");
  });
});
