import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { slugParamsSchema as slugParam } from "../../../contract/common.ts";
import {
  badgeListSchema,
  challengeAnswersSchema,
  challengeResultSchema,
  courseListQuerySchema,
  courseListSchema,
  coursePreviewSchema,
  courseStatsSchema,
  courseViewSchema,
  enrollSchema,
  enrolledSchema,
  enrollmentContentSchema,
  enrollmentSchema,
  myEnrollmentsQuerySchema,
  myEnrollmentsSchema,
  progressSchema,
} from "../../../contract/learning.ts";
import { optionalViewer, type Viewer, viewerOf } from "../../platform/viewer.ts";
import type { AppEnv } from "../../platform/env.ts";
import { access, can, requirePermission, session } from "../../platform/access.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { Catalogue } from "./catalogue.ts";
import type { ChallengeSubmission } from "./challenge-submission.ts";
import type { CourseProgress } from "./course-progress.ts";
import type { CourseStats } from "./course-stats.ts";
import type { Enrolments } from "./enrolments.ts";
import type { LearnerBadges } from "./learner-badges.ts";
import { scopeOf } from "../../platform/request-scope.ts";

/** The learner-facing business functions these routes call, one room each (index.ts builds them). */
export type Learning = {
  catalogue: Catalogue;
  stats: CourseStats;
  enrolments: Enrolments;
  progress: CourseProgress;
  challenge: ChallengeSubmission;
  badges: LearnerBadges;
};

const tag = ["Training"];
const r = {
  badges: createRoute({
    method: "get",
    path: "/badges",
    tags: tag,
    ...access({ anyFeature: ["badges"] }),
    summary: "The learner's badges, newest first (badges feature)",
    responses: { 200: json(badgeListSchema, "Badges"), ...errors(401, 403) },
  }),
  list: createRoute({
    method: "get",
    path: "/training/courses",
    tags: tag,
    summary: "The course catalogue: search, filter by area, level and language, paginated",
    description:
      "Open to anyone (public course pages, sitemap). Signed in, it shows the learner's progress and, on a basic-training plan, only the free part of the catalogue.",
    request: { query: courseListQuerySchema },
    responses: { 200: json(courseListSchema, "A page of courses"), ...errors(400) },
  }),
  preview: createRoute({
    method: "get",
    path: "/training/courses/{slug}/preview",
    "x-resource": "course",
    tags: tag,
    summary: "The first steps of a course, for the public preview (no account needed)",
    request: { params: slugParam },
    responses: { 200: json(coursePreviewSchema, "The preview"), ...errors(404) },
  }),
  stats: createRoute({
    method: "get",
    path: "/training/courses/{slug}/stats",
    "x-resource": "course",
    tags: tag,
    ...session,
    summary: "Enrolments, completion rate and average score among your entity's people (view-reports) or your own course's learners",
    request: { params: slugParam },
    responses: { 200: json(courseStatsSchema, "Statistics"), ...errors(401, 403, 404) },
  }),
  detail: createRoute({
    method: "get",
    path: "/training/courses/{slug}",
    "x-resource": "course",
    tags: tag,
    summary: "A course's public description (no content, no answers)",
    description:
      "`canViewStats` tells a signed-in viewer whether the course's statistics are open to them (view-reports in a company, or the course's author); false for a visitor.",
    request: { params: slugParam },
    responses: { 200: json(courseViewSchema, "The course"), ...errors(404) },
  }),
  enroll: createRoute({
    method: "post",
    path: "/enrollments",
    tags: tag,
    ...access({ anyFeature: ["basic-training", "training"] }),
    summary: "Enrol in a course (idempotent)",
    request: body(enrollSchema),
    responses: { 201: json(enrolledSchema, "Enrolled"), 200: json(enrolledSchema, "Already enrolled"), ...errors(400, 401, 403, 404) },
  }),
  mine: createRoute({
    method: "get",
    path: "/enrollments",
    tags: tag,
    ...session,
    summary: "The learner's enrolments, most recent activity first",
    request: { query: myEnrollmentsQuerySchema },
    responses: { 200: json(myEnrollmentsSchema, "A page"), ...errors(401) },
  }),
  content: createRoute({
    method: "get",
    path: "/enrollments/{slug}",
    "x-resource": "course",
    tags: tag,
    ...access({ anyFeature: ["basic-training", "training"] }),
    summary: "The enrolled course: steps and questions (without answers)",
    description:
      "The questions' options come in the order of the learner's current challenge attempt, with their ids (`choices`): shuffled per attempt, the same until the attempt is submitted.",
    request: { params: slugParam },
    responses: { 200: json(enrollmentContentSchema, "The course to take"), ...errors(401, 403, 404) },
  }),
  progress: createRoute({
    method: "put",
    path: "/enrollments/{slug}/progress",
    "x-resource": "course",
    tags: tag,
    ...access({ anyFeature: ["basic-training", "training"] }),
    summary: "Save where the learner is (step, video position)",
    request: { params: slugParam, ...body(progressSchema) },
    responses: { 200: json(enrollmentSchema, "Saved"), ...errors(400, 401, 404) },
  }),
  challenge: createRoute({
    method: "post",
    path: "/enrollments/{slug}/challenge",
    "x-resource": "course",
    tags: tag,
    ...access({ anyFeature: ["basic-training", "training"] }),
    summary: "Submit the challenge: scored on the server; a pass completes the course, awards the badge and issues the certificate",
    description:
      "Answers name the chosen options by id (`choices[].id` of GET /enrollments/{slug}). Each attempt shows the options in its own order (the same order on every reload until it is submitted), so positions, still accepted, mean the order of the current attempt. An id that is not one of the question's options answers 400.",
    request: { params: slugParam, ...body(challengeAnswersSchema) },
    responses: { 200: json(challengeResultSchema, "The result with explanations"), ...errors(400, 401, 403, 404, 409) },
  }),
};

export function learningRoutes(learning: Learning) {
  const asLearner = (v: Viewer | null) => (v ? { userId: v.userId, name: v.user.name, features: v.user.features } : null);
  return new OpenAPIHono<AppEnv>()
    .openapi(r.badges, async (c) => {
      const v = await viewerOf(c);
      return c.json({ data: await learning.badges.list(v, v.userId, c.get("locale")) }, 200);
    })
    .openapi(r.list, async (c) =>
      c.json(
        await learning.catalogue.list(scopeOf(c, "tenant"), c.get("locale"), c.req.valid("query"), asLearner(await optionalViewer(c))),
        200,
      ),
    )
    .openapi(r.preview, async (c) =>
      c.json(await learning.catalogue.preview(scopeOf(c, "tenant"), c.req.valid("param").slug, c.get("locale")), 200),
    )
    .openapi(r.stats, async (c) => {
      const v = await viewerOf(c);
      const course = await learning.stats.course(v, c.req.valid("param").slug);
      // its author reads all its learners here; anyone else needs view-reports, and reads their
      // entity's people (a permission is only ever held in an active entity)
      const isAuthor = course.authorId === v.userId;
      if (!isAuthor) requirePermission(v, "view-reports");
      return c.json(await learning.stats.read(v, course, isAuthor ? null : v.entityId), 200);
    })
    .openapi(r.detail, async (c) => {
      const v = await optionalViewer(c);
      // an individual's "people" are themselves: the link to the numbers is for companies' report readers
      const company = v?.user.userEntities.some((m) => m.entity.id === v.entityId && m.entity.type === "company");
      const reader = v ? { ...asLearner(v)!, reportsOf: company && can(v, "view-reports") ? v.entityId : null } : null;
      return c.json(await learning.catalogue.course(scopeOf(c, "tenant"), c.req.valid("param").slug, c.get("locale"), reader), 200);
    })
    .openapi(r.enroll, async (c) => {
      const v = await viewerOf(c);
      const out = await learning.enrolments.enroll(v, v.userId, v.user.features, c.req.valid("json").courseSlug, c.get("locale"));
      return c.json({ enrollment: out.enrollment, course: out.course }, out.created ? 201 : 200);
    })
    .openapi(r.mine, async (c) => {
      const v = await viewerOf(c);
      const { page, limit } = c.req.valid("query");
      return c.json(await learning.enrolments.listMine(v, v.userId, c.get("locale"), page, limit), 200);
    })
    .openapi(r.content, async (c) => {
      const v = await viewerOf(c);
      return c.json(await learning.progress.content(v, v.userId, v.user.features, c.req.valid("param").slug, c.get("locale")), 200);
    })
    .openapi(r.progress, async (c) => {
      const v = await viewerOf(c);
      return c.json(await learning.progress.save(v, v.userId, c.req.valid("param").slug, c.req.valid("json")), 200);
    })
    .openapi(r.challenge, async (c) => {
      const v = await viewerOf(c);
      return c.json(
        await learning.challenge.submit(
          v,
          { id: v.userId, name: v.user.name },
          v.user.features,
          c.req.valid("param").slug,
          c.get("locale"),
          c.req.valid("json").answers,
        ),
        200,
      );
    });
}
