import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { idParamsSchema as idParam } from "../../../contract/common.ts";
import { programInputSchema, programListSchema, programSchema } from "../../../contract/programs.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { AppEnv } from "../../platform/env.ts";
import { access, can, session } from "../../platform/access.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { Programs } from "./programs.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Programs"];
const r = {
  list: createRoute({
    method: "get",
    path: "/training/programs",
    tags: tag,
    ...session,
    summary: "Programs: the library's and your company's",
    responses: { 200: json(programListSchema, "Programs, and whether the viewer may create them"), ...errors(401) },
  }),
  get: createRoute({
    method: "get",
    path: "/training/programs/{id}",
    "x-resource": "program",
    tags: tag,
    ...session,
    summary: "A program with its courses and your progress",
    request: { params: idParam },
    responses: { 200: json(programSchema, "The program"), ...errors(400, 401, 404) },
  }),
  create: createRoute({
    method: "post",
    path: "/training/programs",
    tags: tag,
    ...access({ permissions: ["manage-users"], anyFeature: ["custom-programs"] }),
    summary: "Create a company program (custom-programs, manage-users)",
    request: body(programInputSchema),
    responses: { 201: json(programSchema, "Created"), ...errors(400, 401, 403) },
  }),
  update: createRoute({
    method: "put",
    path: "/training/programs/{id}",
    "x-resource": "program",
    tags: tag,
    ...access({ permissions: ["manage-users"], anyFeature: ["custom-programs"] }),
    summary: "Edit a company program",
    request: { params: idParam, ...body(programInputSchema) },
    responses: { 200: json(programSchema, "Saved"), ...errors(400, 401, 403, 404) },
  }),
  enroll: createRoute({
    method: "post",
    path: "/training/programs/{id}/enroll",
    "x-resource": "program",
    tags: tag,
    ...session,
    summary: "Enrol in a program and its courses",
    request: { params: idParam },
    responses: { 200: json(programSchema, "Enrolled"), ...errors(400, 401, 403, 404) },
  }),
};

export function programRoutes(programs: Programs) {
  const viewer = async (c: Context<AppEnv>) => {
    const v = await viewerOf(c);
    return { userId: v.userId, entityId: v.entityId, features: v.user.features, canManage: can(v, "manage-users") };
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => {
      const v = await viewer(c);
      return c.json({ data: await programs.list(scopeOf(c, "tenant"), c.get("locale"), v), canCreate: programs.canEdit(v) }, 200);
    })
    .openapi(r.get, async (c) =>
      c.json(await programs.get(scopeOf(c, "tenant"), c.req.valid("param").id, c.get("locale"), await viewer(c)), 200),
    )
    .openapi(r.create, async (c) =>
      c.json(await programs.create(scopeOf(c, "tenant"), c.get("locale"), await viewer(c), c.req.valid("json")), 201),
    )
    .openapi(r.update, async (c) =>
      c.json(
        await programs.update(scopeOf(c, "tenant"), c.req.valid("param").id, c.get("locale"), await viewer(c), c.req.valid("json")),
        200,
      ),
    )
    .openapi(r.enroll, async (c) =>
      c.json(await programs.enroll(scopeOf(c, "tenant"), c.req.valid("param").id, c.get("locale"), await viewer(c)), 200),
    );
}
