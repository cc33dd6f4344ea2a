import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ltiLaunchSessionInputSchema, ltiLaunchSessionSchema } from "../../../../contract/lti.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { body, errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { people } from "../../identity/index.ts";
import type { LtiContext } from "../part.ts";
import { findLaunch, launchExpired } from "./launches.ts";

const r = {
  session: createRoute({
    method: "post",
    path: "/public/lti/launch-session",
    tags: ["LTI"],
    summary: "A session for a launched person, from the launch token (no sign-in; no cookie)",
    description:
      "The framed player (inside the LMS's iframe, where cookies may be blocked) trades the launch token from its address (`?launch=`) for a bearer access token of the launched person and the launch's view. Ask again with the same token when the access token expires, until the launch itself expires. An unknown, expired or another site's token answers 400 `launch_expired`.",
    request: body(ltiLaunchSessionInputSchema),
    responses: { 200: json(ltiLaunchSessionSchema, "The access token and the launch"), ...errors(400) },
  }),
};

/** The framed player's cookie-free session: the launch token is the credential. */
export function launchSessionRoutes(ctx: LtiContext) {
  return new OpenAPIHono<AppEnv>().openapi(r.session, async (c) => {
    const tenant = scopeOf(c, "tenant");
    const launch = await findLaunch(ctx.deps.db, tenant, c.req.valid("json").launch);
    const user = await people.find(ctx.deps.db, { tenantId: tenant.tenantId, userId: launch.userId });
    if (!user) throw launchExpired();
    const grant = await ctx.deps.identity.sessions.start(
      { tenantId: tenant.tenantId, ip: c.get("clientIp") },
      user,
      false,
      launch.entityId,
    );
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        accessToken: grant.tokens.accessToken,
        accessExpiresAt: grant.accessExpiresAt * 1000,
        user: { id: user.id, name: user.name },
        launch: launch.view,
      },
      200,
    );
  });
}
