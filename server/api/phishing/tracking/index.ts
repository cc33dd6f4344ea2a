import type { PhishingContext, PhishingPart } from "../part.ts";
import type { TemplateLibrary } from "../templates/index.ts";
import { createLanding } from "./landing.ts";
import { trackingSiteRoutes } from "./site-routes.ts";
import { createTracking } from "./track.ts";

/**
 * The tracked links (issue 30, §2 and §5): the click, the pixel, the fake sign-in's target and the
 * e-mail's report link, on the tenant's own site outside /api; and the landing page's API, the
 * teachable moment a click opens. A pre-fetch by a security scanner is never a click.
 */
export function createTrackingPart(ctx: PhishingContext, with_: { templates: TemplateLibrary }): { part: PhishingPart } {
  const tracking = createTracking(ctx);
  const landing = createLanding(ctx, { tracking, templates: with_.templates });
  return { part: { routes: [landing.routes], siteRoutes: trackingSiteRoutes(tracking) } };
}
