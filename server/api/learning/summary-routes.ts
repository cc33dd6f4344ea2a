import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { trainingSummarySchema } from "../../../contract/training-summary.ts";
import { session } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { TrainingSummaries } from "./summary.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const summary = createRoute({
  method: "get",
  path: "/training/summary",
  tags: ["Training"],
  ...session,
  summary:
    "The learner's training at a glance: enrolment counts, where to continue, recent progress and badges, assigned courses and suggestions",
  description:
    "One read for a dashboard. Counts cover every enrolment in the courses this tenant shows; `badges` is null on a plan without the badges feature; `assigned` is the first page of GET /training/assignments; `suggestions` are catalogue courses the learner has not started, within what the plan opens.",
  responses: { 200: json(trainingSummarySchema, "The summary"), ...errors(401) },
});

export function summaryRoutes(summaries: TrainingSummaries) {
  return new OpenAPIHono<AppEnv>().openapi(summary, async (c) => {
    const v = await viewerOf(c);
    return c.json(
      await summaries.summary({ ...scopeOf(c, "user"), entityId: v.entityId, features: v.user.features }, c.get("locale")),
      200,
    );
  });
}
