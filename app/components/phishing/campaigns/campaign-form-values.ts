import { DEFAULT_BUSINESS_HOURS } from "../../../../contract/phishing-limits.ts";

// The new-campaign form's values (plain, no zod: the page and its tests read them) and how they
// become the body POST /api/phishing/campaigns takes. The window is typed as wall-clock times in
// the chosen time zone (datetime-local fields) and sent as instants with that zone's offset.

export type CampaignFormValues = {
  name: string;
  templateIds: string[];
  groupIds: string[];
  memberIds: string[];
  window: { start: string; end: string; timeZone: string; businessHours: boolean; from: string; to: string; days: number[] };
  /** "": the platform's own SMTP. */
  sendingProfileId: string;
  /** "": each template's own landing page. */
  landingPageId: string;
  remedialCourseSlug: string;
  dueDays: string;
  /** "": the window's end plus the API's default. */
  countUntil: string;
};

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock time an instant shows in a time zone, as datetime-local writes it (YYYY-MM-DDTHH:mm). */
export function wallTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** Minutes the zone is ahead of UTC at an instant (−180 in São Paulo). */
function offsetMinutes(instant: number, timeZone: string) {
  const m = LOCAL.exec(wallTime(new Date(instant), timeZone))!;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * A datetime-local value read in a time zone, as an ISO instant with that zone's offset
 * ("2026-03-02T09:00:00-03:00"); "" when the value or the zone is not one. A wall time a
 * daylight-saving jump skips is read with the offset before the jump.
 */
export function zonedToIso(local: string, timeZone: string): string {
  const m = LOCAL.exec(local.trim());
  if (!m) return "";
  try {
    const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
    if (Number.isNaN(asUtc)) return "";
    let offset = offsetMinutes(asUtc, timeZone);
    offset = offsetMinutes(asUtc - offset * 60_000, timeZone);
    const sign = offset < 0 ? "-" : "+";
    const abs = Math.abs(offset);
    return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  } catch {
    return "";
  }
}

/** The browser's time zone, or UTC where it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Every IANA time zone the browser knows (the chosen one first among them if it is missing). */
export function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  return all.includes(current) ? all : [current, ...all];
}

/** A new campaign's values: sending from the next full hour for a week, in business hours, in the browser's zone. */
export function defaultValues(now: Date, timeZone: string): CampaignFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return {
    name: "",
    templateIds: [],
    groupIds: [],
    memberIds: [],
    window: {
      start: wallTime(start, timeZone),
      end: wallTime(end, timeZone),
      timeZone,
      businessHours: true,
      from: DEFAULT_BUSINESS_HOURS.from,
      to: DEFAULT_BUSINESS_HOURS.to,
      days: [...DEFAULT_BUSINESS_HOURS.days],
    },
    sendingProfileId: "",
    landingPageId: "",
    remedialCourseSlug: "",
    dueDays: "14",
    countUntil: "",
  };
}

/** The body POST /api/phishing/campaigns takes (the contract's schema checks it as it is). */
export function campaignBody(v: CampaignFormValues) {
  const w = v.window;
  return {
    name: v.name,
    templateIds: v.templateIds,
    groupIds: v.groupIds,
    memberIds: v.memberIds,
    window: {
      start: zonedToIso(w.start, w.timeZone),
      end: zonedToIso(w.end, w.timeZone),
      timeZone: w.timeZone,
      businessHours: w.businessHours ? { from: w.from, to: w.to, days: [...w.days].sort((a, b) => a - b) } : false,
    },
    sendingProfileId: v.sendingProfileId || undefined,
    landingPageId: (v.landingPageId || undefined) as "lesson" | "sign-in-then-lesson" | undefined,
    remedialCourseSlug: v.remedialCourseSlug || undefined,
    dueDays: v.dueDays,
    countUntil: v.countUntil ? zonedToIso(v.countUntil, w.timeZone) : undefined,
  };
}

/**
 * Where the contract's issue paths show on the form: business hours' problems on their fields,
 * the window's order on its end, "choose some targets" (the whole body's) on the groups.
 */
export function formPath(path: readonly PropertyKey[]): string {
  const p = path.map(String).join(".");
  if (p === "" || p === "memberIds" || p === "emails") return p === "memberIds" ? p : "groupIds";
  if (p === "window") return "window.end";
  if (p === "window.businessHours") return "window.to";
  if (p.startsWith("window.businessHours.")) return `window.${p.split(".")[2]}`;
  if (/^(templateIds|groupIds|memberIds)\.\d+$/.test(p)) return p.split(".")[0]!;
  return p;
}

/**
 * The summary under the form: how many people get a message and between which times. People
 * picked one by one count exactly; a group's members may also be in another group or picked,
 * so with groups it is "up to".
 */
export function targetSummary(groups: readonly { memberCount: number }[], memberIds: readonly string[]) {
  const count = groups.reduce((n, g) => n + g.memberCount, 0) + memberIds.length;
  return { count, exact: groups.length === 0 };
}
