import type { LoaderFunctionArgs } from "react-router";
import { loaderApi, orThrow } from "../../../lib/api-client.ts";

export const REPORT_TABS = ["performance", "badges", "ratings", "access", "traffic"] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
/** Sign-ins per page on the access tab (§9). */
export const ACCESS_PAGE_SIZE = 8;
/** The periods the traffic tab offers, in days (30 by default). */
export const TRAFFIC_PERIODS = [7, 30, 90] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's query, cleaned: an unknown tab is the first one, malformed filters are dropped. */
export function reportQuery(request: Request) {
  const p = new URL(request.url).searchParams;
  const raw = p.get("tab");
  const tab: ReportTab = (REPORT_TABS as readonly string[]).includes(raw ?? "") ? (raw as ReportTab) : "performance";
  const page = Number(p.get("page"));
  const pick = (key: string, re: RegExp) => {
    const v = p.get(key)?.trim();
    return v && re.test(v) ? v : undefined;
  };
  const kind = p.get("filterBy");
  return {
    tab,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    groupId: pick("groupId", UUID),
    courseSlug: pick("courseSlug", SLUG),
    from: pick("from", DAY),
    to: pick("to", DAY),
    searchQuery: p.get("searchQuery")?.trim().slice(0, 100) || undefined,
    filterBy: kind === "sign-in" || kind === "renewal" ? (kind as "sign-in" | "renewal") : undefined,
    days: TRAFFIC_PERIODS.find((d) => String(d) === p.get("days")) ?? 30,
  };
}
export type ReportQuery = ReturnType<typeof reportQuery>;

/** Only the open tab's report is read; a refused filter (a period backwards) comes back as a message. */
export async function loadReports(args: Pick<LoaderFunctionArgs, "context" | "request">) {
  const api = loaderApi(args);
  const q = reportQuery(args.request);
  const base = {
    query: q,
    performance: null,
    badges: null,
    ratings: null,
    access: null,
    traffic: null,
    groups: [] as { id: string; name: string }[],
    problem: null as string | null,
  };
  if (q.tab === "performance") {
    const [report, groups] = await Promise.all([
      api.get("/entity/reports/performance", { query: { groupId: q.groupId, courseSlug: q.courseSlug, from: q.from, to: q.to } }),
      api.get("/entity/groups", { query: { limit: 100 } }),
    ]);
    const list = groups.ok ? groups.data.data.map((g) => ({ id: g.id, name: g.name })) : [];
    if (!report.ok && report.status === 400)
      return { ...base, groups: list, problem: report.error.issues?.[0]?.message ?? report.error.message };
    return { ...base, groups: list, performance: orThrow(report) };
  }
  if (q.tab === "badges") return { ...base, badges: orThrow(await api.get("/entity/reports/badges", { query: { page: q.page } })) };
  if (q.tab === "traffic") {
    const traffic = await api.get("/entity/reports/traffic", { query: { days: q.days } });
    // a company that owns no site has no traffic of its own: the tab says so
    if (!traffic.ok && traffic.error.code === "no_site") return { ...base, problem: "no_site" };
    return { ...base, traffic: orThrow(traffic) };
  }
  if (q.tab === "ratings") return { ...base, ratings: orThrow(await api.get("/entity/ratings", { query: { page: q.page } })) };
  return {
    ...base,
    access: orThrow(
      await api.get("/entity/reports/access-activities", {
        query: { page: q.page, limit: ACCESS_PAGE_SIZE, searchQuery: q.searchQuery, filterBy: q.filterBy ?? "all" },
      }),
    ),
  };
}

/** The export's address: the report's own filters plus the format. */
export function exportHref(path: string, format: "csv" | "xlsx", filters: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams({ format });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  return `/api${path}?${params}`;
}
