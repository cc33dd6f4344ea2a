import type { BusinessHours } from "../schema.ts";

/** A stretch of time messages may go out in, in UTC milliseconds [from, to). */
type Interval = { from: number; to: number };

const DAY = 86_400_000;

/** The offset of `tz` from UTC at the instant `utc`, in milliseconds (what a wall clock there reads minus UTC). */
function offsetAt(utc: number, tz: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utc));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return wall - Math.floor(utc / 1000) * 1000;
}

/**
 * The instant a wall clock in `tz` reads `y-m-d hh:mm`. Around a DST change the offset is read
 * again at the first guess, so a time on the far side of the change lands right; a wall time the
 * change skips (02:30 on a spring-forward night) becomes the instant just after the gap.
 */
export function zonedTime(y: number, m: number, d: number, hh: number, mm: number, tz: string) {
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetAt(wall, tz);
  const second = wall - offsetAt(first, tz);
  return second === first ? first : Math.max(first, second);
}

/** The calendar date a wall clock in `tz` reads at `utc`. */
function localDate(utc: number, tz: string) {
  const d = new Date(utc + offsetAt(utc, tz));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}

/** The times a campaign may send within [from, to): the business hours of each allowed day in its time zone, or all of it. */
export function allowedIntervals(from: number, to: number, hours: BusinessHours, tz: string): Interval[] {
  if (to <= from) return [];
  if (hours === false) return [{ from, to }];
  const [fh, fm] = hours.from.split(":").map(Number) as [number, number];
  const [th, tm] = hours.to.split(":").map(Number) as [number, number];
  const out: Interval[] = [];
  // one calendar day at a time (not 24 h steps, which a DST change may push past a day), from the
  // day before the start (a zone ahead of UTC) to the day after the end
  const first = localDate(from - DAY, tz);
  const days = Math.ceil((to - from) / DAY) + 3;
  for (let i = 0; i < days; i++) {
    const date = new Date(Date.UTC(first.y, first.m - 1, first.d + i));
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    if (!hours.days.includes(((date.getUTCDay() + 6) % 7) + 1)) continue;
    const start = Math.max(from, zonedTime(y, m, d, fh, fm, tz));
    const end = Math.min(to, zonedTime(y, m, d, th, tm, tz));
    const last = out[out.length - 1];
    if (end > start && (!last || start >= last.to)) out.push({ from: start, to: end });
  }
  return out;
}

/**
 * Each of `count` messages' send time, spread evenly over the allowed time (the first at its
 * start), in order; empty when the window allows no time at all.
 */
export function spreadTimes(count: number, intervals: Interval[]): Date[] {
  const total = intervals.reduce((s, i) => s + (i.to - i.from), 0);
  if (total <= 0 || count <= 0) return [];
  const step = total / count;
  const out: Date[] = [];
  let k = 0;
  let before = 0;
  for (let i = 0; i < count; i++) {
    let at = i * step;
    while (at >= before + (intervals[k]!.to - intervals[k]!.from) && k < intervals.length - 1) {
      before += intervals[k]!.to - intervals[k]!.from;
      k++;
    }
    at = Math.min(intervals[k]!.from + (at - before), intervals[k]!.to - 1);
    out.push(new Date(Math.floor(at)));
  }
  return out;
}

/** The business hours as stored: `true` is the default's, an object its own, `false` any time. */
export function hoursOf(
  input: boolean | { from: string; to: string; days: number[] },
  defaults: { from: string; to: string; days: number[] },
) {
  if (input === true) return { ...defaults, days: [...defaults.days] };
  return input;
}
