import { SKIP_AUTH_PREFIXES, type RouteEntry } from "../route-table.ts";

const ONBOARDING_PAGES = new Set(["complete-profile", "awaiting-approval"]);

/** Signed-in pages: the auth and training layouts and the onboarding gates, minus the §2 skip-auth prefixes. */
export function requiresAuth(entry: RouteEntry | null, path: string): boolean {
  if (!entry || SKIP_AUTH_PREFIXES.some((p) => path.startsWith(p))) return false;
  return entry.layout === "auth" || entry.layout === "training" || ONBOARDING_PAGES.has(entry.id);
}
