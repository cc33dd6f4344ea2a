import type { LtiGradePost, LtiRosterSync } from "../../../contract/lti.ts";

export const GRADE_STATUSES = ["queued", "sent", "failed"] as const satisfies readonly LtiGradePost["status"][];
export type GradeStatus = (typeof GRADE_STATUSES)[number];
/** The grade log's filter: every status, or one. */
export type GradeFilter = GradeStatus | "all";
export const GRADE_FILTERS: readonly GradeFilter[] = ["all", ...GRADE_STATUSES];

/** The query parameters of a registration's page: each list pages on its own, the grade log filters by status. */
export const QUERY = { contextsPage: "contexts", gradesPage: "grades", status: "status" } as const;

function pageParam(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The page's lists as its address asks for them; anything the API would refuse reads as the first page, every status. */
export function registrationQuery(search: URLSearchParams | string) {
  const p = typeof search === "string" ? new URLSearchParams(search) : search;
  const status = p.get(QUERY.status);
  return {
    contextsPage: pageParam(p.get(QUERY.contextsPage)),
    gradesPage: pageParam(p.get(QUERY.gradesPage)),
    status: (GRADE_STATUSES as readonly string[]).includes(status ?? "") ? (status as GradeStatus) : undefined,
  };
}

/**
 * The address's query for a status filter: the status set (or dropped for "all"), the grade log
 * back on its first page, the contexts' page kept.
 */
export function gradeFilterSearch(search: string, filter: GradeFilter) {
  const p = new URLSearchParams(search);
  if (filter === "all") p.delete(QUERY.status);
  else p.set(QUERY.status, filter);
  p.delete(QUERY.gradesPage);
  const qs = p.toString();
  return qs ? `?${qs}` : "";
}

/** Whether a sync has stopped (the page stops asking about it). */
export const syncEnded = (sync: Pick<LtiRosterSync, "status">) => sync.status === "done" || sync.status === "failed";

/** How far a roster sync is, 0–100: its contexts done out of its contexts; a finished sync is whole. */
export function syncPercent(sync: Pick<LtiRosterSync, "status" | "contexts" | "contextsDone">) {
  if (sync.status === "done") return 100;
  if (sync.contexts <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((sync.contextsDone / sync.contexts) * 100)));
}

/**
 * Whether the page lets a sync start: some context offers its members (NRPS); when the list has
 * further pages it cannot tell, so the API decides (its refusal is shown).
 */
export function rosterOffered(contexts: { data: { rosterAvailable: boolean }[]; total: number } | null) {
  if (!contexts) return true;
  if (contexts.data.some((c) => c.rosterAvailable)) return true;
  return contexts.total > contexts.data.length;
}
