import type { EntryContext } from "react-router";
import { addressSegments, mayMatchOrAncestor, pathShape, type PathShape } from "../../contract/route-paths.ts";

// What a page's server render needs of the route table. React Router builds the whole table
// anew for every render (one route object per route, 186 of them with both languages) and,
// to tell the browser which routes lie on the way to the page, matches every ancestor of the
// address ("/", "/public", "/public/training", …) against every route. Only routes whose
// path could match the address or one of its ancestors can take part: the rest is left out
// of the render's copy of the table. The answer is the same; the work is a fraction of it.

type Branch = EntryContext["branches"][number];
type Shape = { branch: Branch; shape: PathShape };

const shapes = new WeakMap<Branch[], Shape[]>();

function shapesOf(branches: Branch[]): Shape[] {
  let known = shapes.get(branches);
  if (!known) {
    known = branches.map((branch) => ({
      branch,
      shape: pathShape(
        branch.path,
        branch.routesMeta.some((m) => m.caseSensitive),
      ),
    }));
    shapes.set(branches, known);
  }
  return known;
}

/** The render's context with only the routes that may match the page's address or one of its ancestors. */
export function routesForRender(context: EntryContext): EntryContext {
  const parts = addressSegments(context.staticHandlerContext.location.pathname);
  if (!parts || !context.branches?.length) return context;
  const kept = shapesOf(context.branches).filter(({ shape }) => mayMatchOrAncestor(shape, parts));
  const ids = new Set<string>();
  for (const { branch } of kept) for (const m of branch.routesMeta) ids.add(m.route.id);
  for (const m of context.staticHandlerContext.matches) ids.add(m.route.id);
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const id of ids) {
    const route = context.manifest.routes[id];
    if (route) routes[id] = route;
  }
  return { ...context, branches: kept.map((k) => k.branch), manifest: { ...context.manifest, routes } };
}
