import { LTI_PAGE_PATHS } from "../../../../contract/lti.ts";
import type { LtiContext, LtiPart } from "../part.ts";
import { createRegistrationLinks } from "./links.ts";
import { dynamicRegistrationRoutes } from "./routes.ts";

/** The hourly sweep's queue; its data may carry `now` (an ISO time) for tests. */
export const LINK_SWEEP_QUEUE = "lti-registration-links-hourly";

/**
 * Dynamic registration (LTI Dynamic Registration 1.0): a manager's one-time URL, and the call the
 * `/lti/register` page makes when an LMS opens it, which registers the tool at the platform and
 * keeps the platform as a registration of the manager's entity. The page opens in the LMS's
 * window or frame, so it is framed.
 */
export function createDynamicPart(ctx: LtiContext): LtiPart {
  const links = createRegistrationLinks(ctx.deps.db);
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());
  return {
    routes: [dynamicRegistrationRoutes(ctx, links)],
    jobs: [{ queue: LINK_SWEEP_QUEUE, every: "hour", work: async (data) => void (await links.sweep(clock(data))) }],
    framedPaths: [LTI_PAGE_PATHS.register],
  };
}
