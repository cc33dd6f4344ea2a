import {
  CAMPAIGN_STATUSES,
  EVENT_KINDS,
  RECIPIENT_OUTCOMES,
  type CampaignStatus,
  type EventKind,
  type RecipientOutcome,
} from "../../../../contract/phishing-limits.ts";

// What the phishing pages' addresses ask for: each list's page and filters. Anything the API
// would refuse reads as the first page, no filter, so a hand-edited address never breaks a page.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function pageParam(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
const params = (search: URLSearchParams | string) => (typeof search === "string" ? new URLSearchParams(search) : search);

/** A calendar day of the date range (YYYY-MM-DD, a real date), else nothing. */
export function dayParam(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** /phishing: the figures' group and date range, the campaigns' status filter and page. */
export function overviewQuery(search: URLSearchParams | string) {
  const p = params(search);
  const group = p.get("group");
  let from = dayParam(p.get("from"));
  let to = dayParam(p.get("to"));
  // a range given backwards is read the right way round rather than refused
  if (from && to && from > to) [from, to] = [to, from];
  return {
    groupId: group && UUID.test(group) ? group : undefined,
    from,
    to,
    status: oneOf<CampaignStatus>(CAMPAIGN_STATUSES, p.get("status")),
    page: pageParam(p.get("page")),
  };
}

/** The stats call's query for the range: from the first instant of `from` to the last of `to` (UTC). */
export function statsRange(q: { from?: string; to?: string }) {
  return {
    from: q.from ? `${q.from}T00:00:00.000Z` : undefined,
    to: q.to ? `${q.to}T23:59:59.999Z` : undefined,
  };
}

/** A campaign's page: the recipients' outcome filter, search and page; the events' kind and page. */
export function campaignQuery(search: URLSearchParams | string) {
  const p = params(search);
  const q = (p.get("q") ?? "").trim().slice(0, 100);
  return {
    outcome: oneOf<RecipientOutcome>(RECIPIENT_OUTCOMES, p.get("outcome")),
    q: q || undefined,
    page: pageParam(p.get("page")),
    kind: oneOf<EventKind>(EVENT_KINDS, p.get("kind")),
    eventsPage: pageParam(p.get("events")),
  };
}

/**
 * The address after a filter changes: the value set (or dropped when empty), the filtered list's
 * page back to its first, the rest kept (another list's page, other filters).
 */
export function filterSearch(search: string, changes: Record<string, string | undefined>, resetPage: string) {
  const p = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) p.set(key, value);
    else p.delete(key);
  }
  p.delete(resetPage);
  const qs = p.toString();
  return qs ? `?${qs}` : "";
}
