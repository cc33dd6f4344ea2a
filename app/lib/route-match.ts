import { matchRoutes } from "react-router";
import { ROUTE_TABLE, type RouteEntry } from "../route-table.ts";

const matchable = ROUTE_TABLE.map((r) => ({ path: r.path, entry: r }));

/** The §2 route a (locale-free) path is, ranked as the router ranks it. */
export function matchEntry(path: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  const m = matchRoutes(matchable, path)?.at(-1);
  return m ? { entry: m.route.entry, params: m.params } : null;
}
