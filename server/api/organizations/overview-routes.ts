import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { getCookie } from "hono/cookie";
import { entityInfoQuerySchema, entityInfoSchema } from "../../../contract/company.ts";
import { MANAGER_MODE_COOKIE } from "../../../contract/session.ts";
import { can, session } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { entityInfo } from "./entity-info.ts";
import type { OrganizationRouteDeps } from "./routes.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const r = {
  info: createRoute({
    method: "get",
    path: "/entity/info",
    tags: ["Entity"],
    ...session,
    summary: "The viewer's active entity for the header and the company overview: seats, members by state, the viewer's role",
    description: [
      "Any signed-in member may call it. `viewer.managerMode` is the mode the viewer works in now (a manager who has not switched to user mode).",
      "`seats` and `members` are counted only for a company with the team-management feature, for a viewer holding view-users, and when `userMode` is not `true`; otherwise they are `null`.",
      "`userMode=true` asks the answer as the user (learner) mode sees it: the same entity and viewer, without counts.",
      "Seats are unlimited (`limit` and `available` null) when the entity has the extra-members feature or no seat limit; `used` counts active members and open, unexpired invitations.",
    ].join(" "),
    request: { query: entityInfoQuerySchema },
    responses: { 200: json(entityInfoSchema, "The entity"), ...errors(400, 401, 404) },
  }),
};

export function overviewRoutes({ db }: OrganizationRouteDeps) {
  return new OpenAPIHono<AppEnv>().openapi(r.info, async (c) => {
    const scope = await scopeOf(c, "entity");
    const v = await viewerOf(c);
    const userMode = c.req.valid("query").userMode === "true";
    const managerMode = v.user.isManager && getCookie(c, MANAGER_MODE_COOKIE) !== "off";
    const withCounts = !userMode && v.hasFeature("team-management") && can(v, "view-users");
    return c.json(await entityInfo(db, scope, { user: v.user, managerMode, withCounts }), 200);
  });
}
