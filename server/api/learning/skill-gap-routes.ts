import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  skillGapAnswersSchema,
  skillGapHistorySchema,
  skillGapQuestionListSchema,
  skillGapQuestionsQuerySchema,
  skillGapResultSchema,
} from "../../../contract/skill-gap.ts";
import { requireUserId } from "../../platform/auth.ts";
import type { AppEnv } from "../../platform/env.ts";
import { session } from "../../platform/access.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { SkillGap } from "./skill-gap.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Skill-gap test"];
const r = {
  questions: createRoute({
    method: "get",
    path: "/skill-gap/questions",
    tags: tag,
    summary: "A sitting of the test: questions drawn across every area and topic (no answers)",
    description:
      "Without `sitting`, a new sitting is drawn; with the `sitting` it returned, the same questions come back in the same order (a reload). Options are shuffled per sitting and carry ids.",
    request: { query: skillGapQuestionsQuerySchema },
    responses: { 200: json(skillGapQuestionListSchema, "Questions"), ...errors(400) },
  }),
  score: createRoute({
    method: "post",
    path: "/skill-gap/score",
    tags: tag,
    summary: "Score answers per area and recommend courses; saved when signed in",
    description:
      "Open to anonymous visitors: their browser keeps the result and sends it with confirm-sign-up (skillGapData). Answers name the chosen options by id; positions count in the order of the given `sitting` and need it. Each area's result says how many questions it rests on and how far it can be trusted; the courses recommended teach the weakest topics.",
    request: body(skillGapAnswersSchema),
    responses: { 200: json(skillGapResultSchema, "Per-area scores and advice"), ...errors(400) },
  }),
  history: createRoute({
    method: "get",
    path: "/skill-gap/results",
    tags: tag,
    ...session,
    summary: "The signed-in user's results over time",
    responses: { 200: json(skillGapHistorySchema, "Newest first"), ...errors(401) },
  }),
};

export function skillGapRoutes(gap: SkillGap) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.questions, async (c) => c.json(gap.questions(c.get("locale"), c.req.valid("query").sitting), 200))
    .openapi(r.score, async (c) =>
      c.json(await gap.score(scopeOf(c, "tenant"), c.get("locale"), c.req.valid("json"), c.get("auth")?.sub ?? null), 200),
    )
    .openapi(r.history, async (c) => c.json({ data: await gap.history({ tenantId: c.get("tenant").id, userId: requireUserId(c) }) }, 200));
}
