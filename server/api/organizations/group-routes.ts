import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  addGroupMembersSchema,
  addedGroupMembersSchema,
  groupCandidateListSchema,
  groupCandidateQuerySchema,
  groupDetailSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupListSchema,
  groupMemberListSchema,
  groupMemberParamsSchema,
  groupParamsSchema,
  groupSchema,
} from "../../../contract/groups.ts";
import { access, can } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { createGroups } from "./groups.ts";
import type { OrganizationRouteDeps } from "./routes.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Groups"];
const read = access({ permissions: ["view-users"], anyFeature: ["team-management"] });
const change = access({ permissions: ["manage-users"], anyFeature: ["team-management"] });
const group = { "x-resource": "group" } as const;

const r = {
  list: createRoute({
    method: "get",
    path: "/entity/groups",
    tags: tag,
    ...read,
    summary: "The company's groups (departments), by name, with how many people each has (view-users)",
    request: { query: groupListQuerySchema },
    responses: { 200: json(groupListSchema, "A page of groups (25 by default, at most 100)"), ...errors(400, 401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/entity/groups",
    tags: tag,
    ...change,
    summary: "Create a group (manage-users)",
    description: "Names are unique in the company whatever their case: a taken name answers 409 `group_name_taken`.",
    request: body(groupInputSchema),
    responses: { 201: json(groupSchema, "Created"), ...errors(400, 401, 403, 409) },
  }),
  get: createRoute({
    method: "get",
    path: "/entity/groups/{groupId}",
    ...group,
    tags: tag,
    ...read,
    summary: "A group, and whether the viewer may change it (view-users)",
    request: { params: groupParamsSchema },
    responses: { 200: json(groupDetailSchema, "The group"), ...errors(400, 401, 403, 404) },
  }),
  rename: createRoute({
    method: "patch",
    path: "/entity/groups/{groupId}",
    ...group,
    tags: tag,
    ...change,
    summary: "Rename a group (manage-users)",
    request: { params: groupParamsSchema, ...body(groupInputSchema) },
    responses: { 200: json(groupSchema, "Renamed"), ...errors(400, 401, 403, 404, 409) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/entity/groups/{groupId}",
    ...group,
    tags: tag,
    ...change,
    summary: "Delete a group; its people stay in the company (manage-users)",
    request: { params: groupParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 403, 404) },
  }),
  members: createRoute({
    method: "get",
    path: "/entity/groups/{groupId}/members",
    ...group,
    tags: tag,
    ...read,
    summary: "The group's people, by name, searchable by name or e-mail (view-users)",
    request: { params: groupParamsSchema, query: groupListQuerySchema },
    responses: { 200: json(groupMemberListSchema, "A page of people (25 by default, at most 100)"), ...errors(400, 401, 403, 404) },
  }),
  addMembers: createRoute({
    method: "post",
    path: "/entity/groups/{groupId}/members",
    ...group,
    tags: tag,
    ...change,
    summary: "Add the company's active members to the group (manage-users)",
    description:
      "Idempotent: people already in the group are left as they are. Anyone who is not an active member of the company refuses the call with 400, naming them.",
    request: { params: groupParamsSchema, ...body(addGroupMembersSchema) },
    responses: { 200: json(addedGroupMembersSchema, "How many were added"), ...errors(400, 401, 403, 404) },
  }),
  removeMember: createRoute({
    method: "delete",
    path: "/entity/groups/{groupId}/members/{userId}",
    ...group,
    tags: tag,
    ...change,
    summary: "Take a person out of the group (manage-users)",
    request: { params: groupMemberParamsSchema },
    responses: { 204: { description: "Not in the group any more" }, ...errors(400, 401, 403, 404) },
  }),
  candidates: createRoute({
    method: "get",
    path: "/entity/groups/{groupId}/candidates",
    ...group,
    tags: tag,
    ...change,
    summary: "Active company members not in the group yet, matching a name or e-mail: the first 20 by name (manage-users)",
    request: { params: groupParamsSchema, query: groupCandidateQuerySchema },
    responses: { 200: json(groupCandidateListSchema, "People who can be added"), ...errors(400, 401, 403, 404) },
  }),
};

export function groupRoutes({ db, groupJoined }: OrganizationRouteDeps) {
  const groups = createGroups(db, groupJoined);
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await groups.list(await scopeOf(c, "entity"), c.req.valid("query")), 200))
    .openapi(r.create, async (c) => c.json(await groups.create(await scopeOf(c, "entity"), c.req.valid("json").name), 201))
    .openapi(r.get, async (c) => {
      const scope = await scopeOf(c, "entity");
      const found = await groups.get(scope, c.req.valid("param").groupId);
      return c.json({ ...found, canManage: can(await viewerOf(c), "manage-users") }, 200);
    })
    .openapi(r.rename, async (c) =>
      c.json(await groups.rename(await scopeOf(c, "entity"), c.req.valid("param").groupId, c.req.valid("json").name), 200),
    )
    .openapi(r.remove, async (c) => {
      await groups.remove(await scopeOf(c, "entity"), c.req.valid("param").groupId);
      return c.body(null, 204);
    })
    .openapi(r.members, async (c) =>
      c.json(await groups.members(await scopeOf(c, "entity"), c.req.valid("param").groupId, c.req.valid("query")), 200),
    )
    .openapi(r.addMembers, async (c) =>
      c.json(await groups.addMembers(await scopeOf(c, "entity"), c.req.valid("param").groupId, c.req.valid("json").userIds), 200),
    )
    .openapi(r.removeMember, async (c) => {
      const { groupId, userId } = c.req.valid("param");
      await groups.removeMember(await scopeOf(c, "entity"), groupId, userId);
      return c.body(null, 204);
    })
    .openapi(r.candidates, async (c) =>
      c.json(await groups.candidates(await scopeOf(c, "entity"), c.req.valid("param").groupId, c.req.valid("query").search), 200),
    );
}
