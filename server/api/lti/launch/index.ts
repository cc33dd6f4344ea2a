import { LTI_TOOL_PATHS } from "../../../../contract/lti-limits.ts";
import type { LtiContext, LtiPart } from "../part.ts";
import { callbackHandler } from "./callback.ts";
import { loginHandler } from "./login.ts";
import { createPlatformKeys } from "./platform-keys.ts";
import { launchSessionRoutes } from "./session-routes.ts";
import { sweepExpired } from "./sweep.ts";

/**
 * The LTI launch (issue 28): OIDC login initiation at `/lti`, the id_token at
 * `/lti-auth-callback` (validated, then the person, context and launch written at once), and
 * the framed player's cookie-free session from its launch token.
 */
export function createLaunchPart(ctx: LtiContext): LtiPart {
  const keys = createPlatformKeys(ctx.http);
  const login = loginHandler(ctx.deps.db);
  return {
    routes: [launchSessionRoutes(ctx)],
    jobs: [
      {
        queue: "lti-launch-sweep",
        every: "hour",
        work: async (data) => void (await sweepExpired(ctx.deps.db, new Date((data as { now?: string } | null)?.now ?? Date.now()))),
      },
    ],
    siteRoutes: [
      { method: "GET", path: LTI_TOOL_PATHS.login, handle: login },
      { method: "POST", path: LTI_TOOL_PATHS.login, handle: login },
      { method: "POST", path: LTI_TOOL_PATHS.redirect, handle: callbackHandler(ctx, keys) },
    ],
    crossSiteForms: [
      {
        method: "POST",
        path: LTI_TOOL_PATHS.login,
        why: "An LMS posts the OIDC login initiation from its own site; it only starts a login (a new state and nonce), acting as nobody.",
      },
      {
        method: "POST",
        path: LTI_TOOL_PATHS.redirect,
        why: "The LMS's authorization endpoint posts the id_token (form_post) from its site; the state bound to this browser and the signed, once-only nonce protect it.",
      },
    ],
    framedPaths: [LTI_TOOL_PATHS.login, LTI_TOOL_PATHS.redirect, "/training/lti"],
  };
}
