import { EVIDENCE_FILE_TYPES, type EvidenceState } from "../../../../contract/compliance-limits.ts";
import { dateTimeFormat, numberFormat } from "../../../lib/intl.ts";
import { intlLocale } from "../../../../contract/locale.ts";

/** Evidence whose last valid day is this close (or closer) is "expiring soon": time to renew it. */
export const EXPIRING_SOON_DAYS = 30;

/** How a piece of evidence stands on a day: no end date, valid, valid but ending soon, or expired. */
export type Validity = "open" | "valid" | "expiringSoon" | "expired";

/** Today as a calendar day in UTC, `YYYY-MM-DD` (the API's days are UTC too). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The API's state decides "expired"; "expiring soon" is counted from today, the last day included. */
export function validityOf(e: { validUntil: string | null; state: EvidenceState }, today: string): Validity {
  if (e.state === "expired") return "expired";
  if (!e.validUntil) return "open";
  return daysBetween(today, e.validUntil) <= EXPIRING_SOON_DAYS ? "expiringSoon" : "valid";
}

/** A calendar day (`YYYY-MM-DD`) as the page's language writes it. */
export function formatDay(day: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment (ISO) as a date and time in UTC, so the server's and the browser's render agree. */
export function formatMoment(iso: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
}

/** A file's size in the units people read: bytes, KB or MB (1 KB = 1024 bytes), one decimal at most. */
export function formatSize(bytes: number, locale: string): string {
  const n = (v: number) => numberFormat(intlLocale(locale), { maximumFractionDigits: v < 10 ? 1 : 0 }).format(v);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${n(bytes / 1024)} KB`;
  return `${n(bytes / 1024 / 1024)} MB`;
}

/** A stored content type as a short name ("PDF", "DOCX"); unknown types keep their own words. */
export function typeName(contentType: string | null): string | null {
  if (!contentType) return null;
  const bare = contentType.split(";")[0]!.trim();
  const found = Object.values(EVIDENCE_FILE_TYPES).find((t) => t.contentType.split(";")[0] === bare);
  return found ? found.extensions[0]!.toUpperCase() : bare;
}

/** A link's host, for the line under its title (the address itself may be long). */
export function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Where a piece of evidence opens: a file downloads from the API, a link is its own address. */
export const evidenceHref = (e: { id: string; kind: "file" | "link"; url: string | null }) =>
  e.kind === "file" ? `/api/compliance/evidence/${e.id}/file` : (e.url ?? "#");

/** A requirement's page (its id holds ":"; always encoded). */
export const requirementPath = (id: string) => `/compliance/requirements/${encodeURIComponent(id)}`;
