import { SKIP_AUTH_PREFIXES, type RouteEntry } from "../route-table.ts";

const ONBOARDING_PAGES = new Set(["complete-profile", "awaiting-approval"]);
/** Account pages drawn in the site's (pricing) layout: buying a plan is for someone signed in. */
const SIGNED_IN_SITE_PAGES = new Set(["subscription-pricing", "subscription-checkout"]);

/** Signed-in pages: the auth and training layouts, the onboarding gates and the account's plan pages, minus the §2 skip-auth prefixes. */
export function requiresAuth(entry: RouteEntry | null, path: string): boolean {
  if (!entry || SKIP_AUTH_PREFIXES.some((p) => path.startsWith(p))) return false;
  return entry.layout === "auth" || entry.layout === "training" || ONBOARDING_PAGES.has(entry.id) || SIGNED_IN_SITE_PAGES.has(entry.id);
}
