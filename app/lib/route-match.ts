import { matchRoutes } from "react-router";
import { ROUTE_TABLE, type RouteEntry } from "../route-table.ts";

const matchable = ROUTE_TABLE.map((r) => ({ path: r.path, entry: r }));

type Match = { entry: RouteEntry; params: Record<string, string | undefined> };
/** Paths already matched: ranking the whole table costs more than the page's guards (bounded). */
const known = new Map<string, Match | null>();
const KNOWN_MAX = 1000;

/** The §2 route a (locale-free) path is, ranked as the router ranks it. */
export function matchEntry(path: string): Match | null {
  let m = known.get(path);
  if (m === undefined) {
    const hit = matchRoutes(matchable, path)?.at(-1);
    m = hit ? { entry: hit.route.entry, params: hit.params } : null;
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(path, m);
  }
  return m && { entry: m.entry, params: { ...m.params } };
}
