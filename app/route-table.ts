import { AREAS } from "../contract/areas/index.ts";
import type { PageEntry, RouteEntry } from "../contract/area.ts";

export {
  LAYOUTS,
  ROUTE_MIDDLEWARES,
  type Assistant,
  type LayoutName,
  type RouteEntry,
  type RouteMiddlewareName,
} from "../contract/area.ts";

/**
 * Every route of SPEC §2, each declared once by the area that owns the page
 * (contract/areas/<area>.ts), with its meta, the catalogs it loads and its menu entry.
 */
export const ROUTE_TABLE: readonly PageEntry[] = AREAS.flatMap((a) => a.pages);

export const ROUTES_BY_ID: ReadonlyMap<string, RouteEntry> = new Map(ROUTE_TABLE.map((r) => [r.id, r]));

/** Path prefixes that skip authentication (§2). */
export const SKIP_AUTH_PREFIXES = [
  "/.well-known/",
  "/robots.txt",
  "/sitemap.xml",
  "/sitemap_index.xml",
  "/terms-of-service",
  "/privacy-policy",
  "/reseller-agreement",
  "/certificate",
  "/public/training/courses",
  "/skill-gap-test",
  "/lti",
  "/closed-beta",
] as const;
