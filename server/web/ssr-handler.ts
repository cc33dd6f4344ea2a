import { createRequestHandler, type ServerBuild } from "react-router";
import { addressSegments, mayMatchOrAncestor, pagePathOf, pathShape, type PathShape } from "../../contract/route-paths.ts";

// React Router's request handler matches every request against the whole route table (186
// routes with both languages), twice, compiling a regular expression per route it tries: on a
// page that is a tenth of what the bare render of a small page costs. Only the routes whose
// path may match the page's address or one of its ancestors can answer it (or be named to the
// browser on the way to it), so each request goes to a handler built over those routes and
// their parents, one per set of routes met, made once. The lazy route discovery that the
// browser asks of `/__manifest` (routes of any other address) keeps the whole table.

type Handler = ReturnType<typeof createRequestHandler>;
type Route = NonNullable<ServerBuild["routes"][string]>;

/** The route's path from the root: its parents' paths and its own. */
function fullPath(routes: ServerBuild["routes"], route: Route): string {
  const parts: string[] = [];
  for (let r: Route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) if (r.path) parts.unshift(r.path);
  return parts.join("/");
}

/** A request handler for `build` that gives each page only the routes that may take part in its answer. */
export function ssrHandler(build: ServerBuild, mode: "development" | "production"): Handler {
  const whole = createRequestHandler(build, mode);
  const routes = Object.values(build.routes).filter((r): r is Route => !!r);
  const shapes: { route: Route; shape: PathShape }[] = routes.map((route) => ({
    route,
    shape: pathShape(fullPath(build.routes, route), route.caseSensitive),
  }));
  const manifestPath = build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : null;
  const bySet = new Map<string, Handler>();

  return (request, context) => {
    const { pathname } = new URL(request.url);
    const parts = pathname === manifestPath ? null : addressSegments(pagePathOf(pathname));
    if (!parts) return whole(request, context);
    const ids = new Set<string>();
    for (const { route, shape } of shapes) {
      if (!mayMatchOrAncestor(shape, parts)) continue;
      // a route answers only under its parents
      for (let r: Route | undefined = route; r && !ids.has(r.id); r = r.parentId ? build.routes[r.parentId] : undefined) ids.add(r.id);
    }
    const key = [...ids].sort().join(" ");
    let handler = bySet.get(key);
    if (!handler) {
      const kept: ServerBuild["routes"] = {};
      for (const id of ids) kept[id] = build.routes[id];
      bySet.set(key, (handler = createRequestHandler({ ...build, routes: kept }, mode)));
    }
    return handler(request, context);
  };
}
