import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  creatorCourseInputSchema,
  creatorCourseListQuerySchema,
  creatorCourseListSchema,
  creatorCourseSchema,
  creatorCourseUpdateSchema,
  creatorDashboardSchema,
  creatorIdParamsSchema,
} from "../../../contract/authoring.ts";
import { createdSchema } from "../../../contract/common.ts";
import type { AppEnv } from "../../platform/env.ts";
import { readUpload } from "../../platform/file-body.ts";
import { body, errors, json, uploadBody } from "../../platform/openapi.ts";
import { createCourse, creatorOf, editCreated, viewCreated } from "./avatar-routes.ts";
import { COVER, COVER_MB, coverFileRequired, type createCovers } from "./cover.ts";
import type { Courses } from "./courses.ts";
import type { CreatorDashboard } from "./dashboard.ts";
import type { Publishing } from "./publishing.ts";

const tag = ["Content creator"];
const course = { "x-resource": "creator-course" } as const;

/** The cover upload's path (Area.largeBodies): the file's limit and room for the form around it. */
export const COVER_PATH = "/creator/courses/{id}/cover";
export const COVER_MAX = COVER_MB * 1024 * 1024 + 64 * 1024;
export { COVER_MB };

const r = {
  dashboard: createRoute({
    method: "get",
    path: "/creator/dashboard",
    tags: tag,
    ...viewCreated,
    summary: "The creator's dashboard: courses by status, latest drafts, renders and batches (view-created-course)",
    description:
      "Counts per status and of published courses; the five latest drafts; the five latest renders (under way first, with their progress); how many presenters; the five latest batches; and `outlineDrafting`, whether LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set.",
    responses: { 200: json(creatorDashboardSchema, "The dashboard"), ...errors(401, 403) },
  }),
  list: createRoute({
    method: "get",
    path: "/creator/courses",
    tags: tag,
    ...viewCreated,
    summary: "The entity's course drafts, newest change first (view-created-course)",
    description: "Searchable by title in either language; `status` filters by the render's status, or `published`.",
    request: { query: creatorCourseListQuerySchema },
    responses: { 200: json(creatorCourseListSchema, "A page of drafts"), ...errors(400, 401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/creator/courses",
    tags: tag,
    ...createCourse,
    summary: "Start a course draft (create-course)",
    description:
      "A draft holds anything within the limits (unfinished parts allowed); its `readiness` says what publishing and rendering still need. `avatarId` must be one of the entity's presenters (400 `avatar_not_found`).",
    request: body(creatorCourseInputSchema),
    responses: { 201: json(createdSchema, "The draft's id"), ...errors(400, 401, 403) },
  }),
  get: createRoute({
    method: "get",
    path: "/creator/courses/{id}",
    ...course,
    tags: tag,
    ...viewCreated,
    summary: "A course draft with its render, publication and readiness (view-created-course)",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(creatorCourseSchema, "The draft"), ...errors(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "put",
    path: "/creator/courses/{id}",
    ...course,
    tags: tag,
    ...editCreated,
    summary: "Save the whole draft (edit-created-course)",
    description:
      "`revision` is the one the draft was read at: when someone (or another tab) saved since, the answer is 409 `revision_conflict` and nothing is written. Each save adds one to the revision. Saving while a render is under way is allowed: the render finishes the revision it started from. A published course changes for learners only when published again.",
    request: { params: creatorIdParamsSchema, ...body(creatorCourseUpdateSchema) },
    responses: { 200: json(creatorCourseSchema, "The draft as saved"), ...errors(400, 401, 403, 404, 409) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/creator/courses/{id}",
    ...course,
    tags: tag,
    ...editCreated,
    summary: "Delete a draft, its published course and its files (edit-created-course)",
    description:
      "The library course it was published as is deleted too; when learners enrolled in it, it is only hidden, so their results, badges and the video they watched stay.",
    request: { params: creatorIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 403, 404) },
  }),
  publish: createRoute({
    method: "post",
    path: "/creator/courses/{id}/publish",
    ...course,
    tags: tag,
    ...editCreated,
    summary: "Publish the draft to the tenant's library; learners see it at once (edit-created-course)",
    description:
      "Each chosen language must meet the library's rules (4–7 steps with an illustration, 3–6 key take-aways, 5–8 questions with explanations, a badge; one answer key for both languages): otherwise 400 `not_ready` with an issue at each field (`en.steps.2.title`). A course in one language is shown to learners of the other in that language. The rendered video, where there is one, plays with its captions. Publishing again updates the same course.",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(creatorCourseSchema, "The draft, published"), ...errors(400, 401, 403, 404) },
  }),
  unpublish: createRoute({
    method: "post",
    path: "/creator/courses/{id}/unpublish",
    ...course,
    tags: tag,
    ...editCreated,
    summary: "Take the course out of the catalogue; enrolments stay (edit-created-course)",
    description: "409 `not_published` when it is not published.",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(creatorCourseSchema, "The draft, unpublished"), ...errors(400, 401, 403, 404, 409) },
  }),
  cover: createRoute({
    method: "post",
    path: COVER_PATH,
    ...course,
    tags: tag,
    ...editCreated,
    summary: `Upload the course's cover image, cut to 16:9 and resized to ${COVER.width} × ${COVER.height} (edit-created-course)`,
    description: `\`multipart/form-data\` with \`file\`: PNG, JPEG or WebP, judged by its bytes; at most ${COVER_MB} MB (413). Stored as a JPEG without metadata; \`coverUrl\` gives its \`/api/files/…\` path.`,
    request: { params: creatorIdParamsSchema, ...uploadBody({}) },
    responses: { 200: json(creatorCourseSchema, "The draft with its cover"), ...errors(400, 401, 403, 404, 413) },
  }),
  removeCover: createRoute({
    method: "delete",
    path: COVER_PATH,
    ...course,
    tags: tag,
    ...editCreated,
    summary: "Remove the course's cover image (edit-created-course)",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(creatorCourseSchema, "The draft without a cover"), ...errors(400, 401, 403, 404) },
  }),
};

export function courseRoutes(d: {
  courses: Courses;
  publishing: Publishing;
  covers: ReturnType<typeof createCovers>;
  dashboard: CreatorDashboard;
}) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.dashboard, async (c) => c.json(await d.dashboard.read(await creatorOf(c)), 200))
    .openapi(r.list, async (c) => c.json(await d.courses.list(await creatorOf(c), c.req.valid("query")), 200))
    .openapi(r.create, async (c) => c.json(await d.courses.create(await creatorOf(c), c.req.valid("json")), 201))
    .openapi(r.get, async (c) => c.json(await d.courses.get(await creatorOf(c), c.req.valid("param").id), 200))
    .openapi(r.update, async (c) => c.json(await d.courses.update(await creatorOf(c), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(r.remove, async (c) => {
      await d.courses.remove(await creatorOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.publish, async (c) => c.json(await d.publishing.publish(await creatorOf(c), c.req.valid("param").id), 200))
    .openapi(r.unpublish, async (c) => c.json(await d.publishing.unpublish(await creatorOf(c), c.req.valid("param").id), 200))
    .openapi(r.cover, async (c) => {
      const caller = await creatorOf(c);
      const { id } = c.req.valid("param");
      // another entity's course is 404 before its upload is read
      await d.courses.mustFind(caller.scope, id);
      const upload = await readUpload(c, { rawJson: false, notAFile: coverFileRequired });
      return c.json(await d.covers.set(caller, id, upload.bytes), 200);
    })
    .openapi(r.removeCover, async (c) => c.json(await d.covers.remove(await creatorOf(c), c.req.valid("param").id), 200));
}
