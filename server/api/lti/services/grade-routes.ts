import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  ltiContextListSchema,
  ltiGradeListQuerySchema,
  ltiGradeParamsSchema,
  ltiGradePostListSchema,
  ltiGradePostSchema,
  ltiRegistrationListQuerySchema,
  ltiRegistrationParamsSchema,
} from "../../../../contract/lti.ts";
import { access } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import type { Contexts } from "./contexts.ts";
import type { Grades } from "./grades.ts";

const tag = ["LTI"];
const manage = access({ permissions: ["manage-lti"], anyFeature: ["team-management"] });
const registration = { "x-resource": "lti-registration" } as const;

const r = {
  contexts: createRoute({
    method: "get",
    path: "/entity/lti/registrations/{id}/contexts",
    ...registration,
    tags: tag,
    ...manage,
    summary: "The LMS courses (contexts) that launched the tool through a registration (manage-lti)",
    description:
      "The most recently active first, each with its active learners and instructors here and whether the platform offers its members (NRPS) for a roster sync. Another entity's registration answers 404.",
    request: { params: ltiRegistrationParamsSchema, query: ltiRegistrationListQuerySchema },
    responses: { 200: json(ltiContextListSchema, "A page of contexts (50 by default)"), ...errors(400, 401, 403, 404) },
  }),
  grades: createRoute({
    method: "get",
    path: "/entity/lti/registrations/{id}/grades",
    ...registration,
    tags: tag,
    ...manage,
    summary: "The grade log of a registration: scores sent back to the LMS (manage-lti)",
    description:
      "A launched course completed here becomes a score (0–100) for the LMS's line item, sent by a job retried with back-off (6 tries). Newest first; `status` keeps one state (queued, sent, failed). The course's title is in the request's language.",
    request: { params: ltiRegistrationParamsSchema, query: ltiGradeListQuerySchema },
    responses: { 200: json(ltiGradePostListSchema, "A page of the grade log (50 by default)"), ...errors(400, 401, 403, 404) },
  }),
  retry: createRoute({
    method: "post",
    path: "/entity/lti/registrations/{id}/grades/{gradeId}/retry",
    "x-resource": "lti-grade",
    tags: tag,
    ...manage,
    summary: "Send a failed grade to the LMS again (manage-lti)",
    description:
      "Only a failed score is queued again, for a new round of tries; any other answers 409 `lti_grade_not_retryable`. Another entity's grade or registration answers 404.",
    request: { params: ltiGradeParamsSchema },
    responses: { 200: json(ltiGradePostSchema, "The grade, queued"), ...errors(400, 401, 403, 404, 409) },
  }),
};

export function ltiGradeRoutes(grades: Grades, contexts: Contexts) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.contexts, async (c) =>
      c.json(await contexts.list(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("query")), 200),
    )
    .openapi(r.grades, async (c) =>
      c.json(await grades.list(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("query"), c.get("locale")), 200),
    )
    .openapi(r.retry, async (c) => {
      const { id, gradeId } = c.req.valid("param");
      return c.json(await grades.retry(await scopeOf(c, "entity"), id, gradeId, c.get("locale")), 200);
    });
}
