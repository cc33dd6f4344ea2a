import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { skillGapAnswersSchema, skillGapHistorySchema, skillGapQuestionListSchema, skillGapResultSchema } from "../../../contract/skill-gap.ts";
import { requireUserId } from "../../platform/auth.ts";
import type { AppEnv } from "../../platform/env.ts";
import { access, session } from "../../platform/access.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { SkillGap } from "./skill-gap.ts";

const tag = ["Skill-gap test"];
const r = {
  questions: createRoute({ method: "get", path: "/skill-gap/questions", tags: tag, summary: "The test: questions across the areas (no answers)", responses: { 200: json(skillGapQuestionListSchema, "Questions") } }),
  score: createRoute({
    method: "post",
    path: "/skill-gap/score",
    tags: tag,
    summary: "Score answers per area and recommend courses; saved when signed in",
    description: "Open to anonymous visitors: their browser keeps the result and sends it with confirm-sign-up (skillGapData).",
    request: body(skillGapAnswersSchema),
    responses: { 200: json(skillGapResultSchema, "Per-area scores and advice"), ...errors(400) },
  }),
  history: createRoute({ method: "get", path: "/skill-gap/results", tags: tag, ...session, summary: "The signed-in user's results over time", responses: { 200: json(skillGapHistorySchema, "Newest first"), ...errors(401) } }),
};

export function skillGapRoutes(gap: SkillGap) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.questions, async (c) => c.json({ data: await gap.questions(c.get("tenant").id, c.get("locale")) }, 200))
    .openapi(r.score, async (c) => c.json(await gap.score(c.get("tenant").id, c.get("locale"), c.req.valid("json").answers, c.get("auth")?.sub ?? null), 200))
    .openapi(r.history, async (c) => c.json({ data: await gap.history({ tenantId: c.get("tenant").id, userId: requireUserId(c) }) }, 200));
}
