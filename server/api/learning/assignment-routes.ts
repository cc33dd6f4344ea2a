import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  assignedSchema,
  assignmentInputSchema,
  assignmentListQuerySchema,
  assignmentListSchema,
  assignmentParamsSchema,
  assignmentPatchSchema,
  assignmentSchema,
  myAssignmentListSchema,
  myAssignmentQuerySchema,
} from "../../../contract/assignments.ts";
import { access, can, session } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Assignments } from "./assignments.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Assignments"];
const change = access({ permissions: ["manage-users"], anyFeature: ["team-management"] });
const read = access({ permissions: ["view-reports"], anyFeature: ["team-management"] });
const assignment = { "x-resource": "assignment" } as const;

const r = {
  assign: createRoute({
    method: "post",
    path: "/entity/assignments",
    tags: tag,
    ...change,
    summary: "Assign a course or a program to members and groups, with an optional due date and yearly recurrence (manage-users)",
    description:
      "Enrols nobody: the course (or program) shows in each person's training as assigned and not started until they open it, and `people` says how many it reaches. A group's assignment also reaches whoever joins the group later. Assigning to groups needs the `department-assignment` feature (403 `plan_required`). Assigning what is already assigned to the same target changes its due date and recurrence. A due date is a day (YYYY-MM-DD, due by its end, UTC) or an instant; it may not have passed.",
    request: body(assignmentInputSchema),
    responses: { 201: json(assignedSchema, "Assigned"), ...errors(400, 401, 403) },
  }),
  list: createRoute({
    method: "get",
    path: "/entity/assignments",
    tags: tag,
    ...read,
    summary: "The company's assignments, newest first, with how many people owe, completed and are overdue (view-reports)",
    description:
      "Filters: a course, a group, a member (their own and their groups' assignments, counted for them alone), and status (`overdue`: someone is; `open`: not everyone completed; `completed`: everyone did).",
    request: { query: assignmentListQuerySchema },
    responses: { 200: json(assignmentListSchema, "A page of assignments (25 by default, at most 100)"), ...errors(400, 401, 403) },
  }),
  update: createRoute({
    method: "patch",
    path: "/entity/assignments/{id}",
    ...assignment,
    tags: tag,
    ...change,
    summary: "Change an assignment's due date or recurrence (manage-users)",
    request: { params: assignmentParamsSchema, ...body(assignmentPatchSchema) },
    responses: { 200: json(assignmentSchema, "Changed"), ...errors(400, 401, 403, 404) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/entity/assignments/{id}",
    ...assignment,
    tags: tag,
    ...change,
    summary: "Remove an assignment; the people keep their enrolments and progress (manage-users)",
    request: { params: assignmentParamsSchema },
    responses: { 204: { description: "Removed" }, ...errors(400, 401, 403, 404) },
  }),
  mine: createRoute({
    method: "get",
    path: "/training/assignments",
    tags: tag,
    ...session,
    summary: "What the signed-in learner's company assigned them, with due dates and their status (overdue first)",
    request: { query: myAssignmentQuerySchema },
    responses: {
      200: json(myAssignmentListSchema, "A page of assigned courses and programs (25 by default, at most 100)"),
      ...errors(400, 401),
    },
  }),
};

/** Assignments: a company's managers assign courses and programs; learners see theirs. */
export function assignmentRoutes(assignments: Assignments) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.assign, async (c) => {
      const v = await viewerOf(c);
      const scope = await scopeOf(c, "entity");
      return c.json(
        await assignments.assign(scope, { userId: v.userId, features: v.user.features }, c.req.valid("json"), c.get("locale")),
        201,
      );
    })
    .openapi(r.list, async (c) => {
      const page = await assignments.list(await scopeOf(c, "entity"), c.req.valid("query"), c.get("locale"));
      return c.json({ ...page, canManage: can(await viewerOf(c), "manage-users") }, 200);
    })
    .openapi(r.update, async (c) =>
      c.json(await assignments.update(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("json"), c.get("locale")), 200),
    )
    .openapi(r.remove, async (c) => {
      await assignments.remove(await scopeOf(c, "entity"), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.mine, async (c) => {
      const v = await viewerOf(c);
      return c.json(await assignments.mine({ ...scopeOf(c, "user"), entityId: v.entityId }, c.req.valid("query"), c.get("locale")), 200);
    });
}
