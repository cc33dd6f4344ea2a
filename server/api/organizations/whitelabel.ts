import { createWhitelabelDomain } from "./whitelabel-domain.ts";
import { createWhitelabelEdits } from "./whitelabel-edits.ts";
import type { Deps } from "./whitelabel-site.ts";

/**
 * A company's branded site (§1, §3, §7 /api/whitelabel/entity): the tenant it owns, its
 * name, sub-domain, custom domain, images, colours and texts. Every change shows at once on
 * every page, e-mail, certificate and sitemap of the site: the tenant cache forgets it.
 */
export function createWhitelabels(deps: Deps) {
  return { ...createWhitelabelEdits(deps), ...createWhitelabelDomain(deps) };
}
export type Whitelabels = ReturnType<typeof createWhitelabels>;
