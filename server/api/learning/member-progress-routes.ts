import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { memberLearningSchema, memberParamsSchema } from "../../../contract/members.ts";
import type { Db } from "../../db/client.ts";
import { access } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errors, json } from "../../platform/openapi.ts";
import type { Organizations } from "../organizations/index.ts";
import { memberLearning } from "./member-progress.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const r = {
  learning: createRoute({
    method: "get",
    path: "/entity/members/{memberId}/learning",
    "x-resource": "user",
    tags: ["Members"],
    ...access({ permissions: ["view-users"], anyFeature: ["team-management"] }),
    summary: "A member's enrolments, badges and certificates (view-users)",
    request: { params: memberParamsSchema },
    responses: { 200: json(memberLearningSchema, "What the member learnt"), ...errors(400, 401, 403, 404) },
  }),
};

export function memberProgressRoutes(db: Db, orgs: Organizations) {
  return new OpenAPIHono<AppEnv>().openapi(r.learning, async (c) => {
    return c.json(await memberLearning(db, orgs, await scopeOf(c, "entity"), c.req.valid("param").memberId, c.get("locale")), 200);
  });
}
