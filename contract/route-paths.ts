// Which routes of the table can take part in answering an address. React Router matches an
// address against every route, and for a page's render also every ancestor of the address
// ("/", "/public", "/public/training", …); a route whose path has a literal segment that the
// address lacks at that place can match none of them. The server's request handler and the
// page's render both work on the routes left (server/web/ssr-handler.ts, app/lib/route-subset.ts).

/** A route path's segments: a literal (lower case), null for a parameter; null for the whole when it may match anything (a splat, an optional segment, case-sensitive). */
export type PathShape = (string | null)[] | null;

export function pathShape(path: string, caseSensitive = false): PathShape {
  const parts = path.split("/").filter(Boolean);
  if (caseSensitive || parts.some((p) => p.includes("*") || p.endsWith("?"))) return null;
  return parts.map((p) => (p.startsWith(":") ? null : p.toLowerCase()));
}

/** The address's segments as React Router compares them (decoded, case-insensitive); null when one cannot be decoded or the address is not plain. */
export function addressSegments(pathname: string): string[] | null {
  if (pathname.includes("//")) return null;
  try {
    return pathname
      .split("/")
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return null;
  }
}

/** Whether a route of this shape may match the address (as segments) or one of its ancestors. */
export function mayMatchOrAncestor(shape: PathShape, parts: readonly string[]): boolean {
  return shape === null || (shape.length <= parts.length && shape.every((s, i) => s === null || s === parts[i]));
}

/**
 * The page a request is for. Client navigations fetch "<page>.data", and a path ending
 * in "/" fetches "<path>/_.data" (v8_trailingSlashAwareDataRequests).
 */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname
    .slice(0, -".data".length)
    .replace(/\/_$/, "/")
    .replace(/^\/_root$/, "/");
  return page.length > 1 ? page.replace(/\/$/, "") : "/";
}
