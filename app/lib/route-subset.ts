import type { EntryContext } from "react-router";

// What a page's server render needs of the route table. React Router builds the whole table
// anew for every render (one route object per route, 186 of them with both languages) and,
// to tell the browser which routes lie on the way to the page, matches every ancestor of the
// address ("/", "/public", "/public/training", …) against every route. Only routes whose
// path could match the address or one of its ancestors can take part: the rest is left out
// of the render's copy of the table. The answer is the same; the work is a fraction of it.

type Branch = EntryContext["branches"][number];
/** A branch's path as segments: a literal (lower case), null for a parameter; null when the branch may match anything (a splat or an optional segment). */
type Shape = { branch: Branch; segments: (string | null)[] | null };

const shapes = new WeakMap<Branch[], Shape[]>();

function shapesOf(branches: Branch[]): Shape[] {
  let known = shapes.get(branches);
  if (!known) {
    known = branches.map((branch) => {
      const parts = branch.path.split("/").filter(Boolean);
      const open = parts.some((p) => p.includes("*") || p.endsWith("?")) || branch.routesMeta.some((m) => m.caseSensitive);
      return { branch, segments: open ? null : parts.map((p) => (p.startsWith(":") ? null : p.toLowerCase())) };
    });
    shapes.set(branches, known);
  }
  return known;
}

/** The address's segments as React Router compares them (decoded, case-insensitive); null when one cannot be decoded. */
function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split("/")
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return null;
  }
}

/** The render's context with only the routes that may match the page's address or one of its ancestors. */
export function routesForRender(context: EntryContext): EntryContext {
  const parts = segmentsOf(context.staticHandlerContext.location.pathname);
  if (!parts || !context.branches?.length) return context;
  const kept = shapesOf(context.branches).filter(
    ({ segments }) => segments === null || (segments.length <= parts.length && segments.every((s, i) => s === null || s === parts[i])),
  );
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
