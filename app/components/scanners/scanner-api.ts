import type { LoaderFunctionArgs } from "react-router";
import { SCANNER_LIMITS } from "../../../contract/scanner-limits.ts";
import { loaderApi, orThrow } from "../../lib/api-client.ts";

type Args = Pick<LoaderFunctionArgs, "context" | "request">;

/** A failed read: 404 (and the API's 400 for a malformed id) is "Page Not Found"; anything else keeps its status. */
const NOT_FOUND = [400, 404];
/** How many scans the history chart draws (a year of weekly scans). */
export const CHART_SCANS = 52;

/** A page number from the query: a bad value is the first page. */
export function pageFrom(params: URLSearchParams, name = "page") {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The entity's websites, a page at a time, with the search from the page's address. */
export async function loadWebsites(args: Args) {
  const params = new URL(args.request.url).searchParams;
  const search = params.get("search")?.trim().slice(0, SCANNER_LIMITS.search) || undefined;
  const list = orThrow(
    await loaderApi(args).get("/entity/websites", { query: { page: pageFrom(params), search, limit: SCANNER_LIMITS.pageSize } }),
    NOT_FOUND,
  );
  // a host or URL carried from the public scan's "sign up to track it"
  const add = params.get("add")?.trim().slice(0, SCANNER_LIMITS.maxUrlLength) ?? "";
  return { list, search: search ?? "", add };
}

/** A website with its latest scan, the scans the chart draws and a page of its history. */
export async function loadWebsite(args: Args, id: string) {
  const api = loaderApi(args);
  const page = pageFrom(new URL(args.request.url).searchParams);
  const [website, chart, history] = await Promise.all([
    api.get("/entity/websites/{id}", { params: { id } }),
    api.get("/entity/websites/{id}/scans", { params: { id }, query: { page: 1, limit: CHART_SCANS } }),
    api.get("/entity/websites/{id}/scans", { params: { id }, query: { page, limit: SCANNER_LIMITS.historyPageSize } }),
  ]);
  const site = orThrow(website, NOT_FOUND);
  const latestId = site.latestScan?.id;
  const latest = latestId ? orThrow(await api.get("/scans/{id}", { params: { id: latestId } }), NOT_FOUND) : null;
  return { website: site, latest, chart: orThrow(chart, NOT_FOUND), history: orThrow(history, NOT_FOUND) };
}

/** A scan's full report, and the website it belongs to (for the way back). */
export async function loadScan(args: Args, id: string) {
  const api = loaderApi(args);
  const scan = orThrow(await api.get("/scans/{id}", { params: { id } }), NOT_FOUND);
  const website = scan.websiteId ? await api.get("/entity/websites/{id}", { params: { id: scan.websiteId } }) : null;
  return { scan, website: website?.ok ? website.data : null };
}
