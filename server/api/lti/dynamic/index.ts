import { LTI_PAGE_PATHS } from "../../../../contract/lti.ts";
import type { LtiContext, LtiPart } from "../part.ts";
import { dynamicRegistrationRoutes } from "./routes.ts";

/**
 * Dynamic registration (LTI Dynamic Registration 1.0): a manager's one-time URL, and the call the
 * `/lti/register` page makes when an LMS opens it, which registers the tool at the platform and
 * keeps the platform as a registration of the manager's entity. The page opens in the LMS's
 * window or frame, so it is framed.
 */
export function createDynamicPart(ctx: LtiContext): LtiPart {
  return {
    routes: [dynamicRegistrationRoutes(ctx)],
    framedPaths: [LTI_PAGE_PATHS.register],
  };
}
