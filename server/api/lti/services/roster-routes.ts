import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ltiRegistrationParamsSchema, ltiRosterSyncParamsSchema, ltiRosterSyncSchema } from "../../../../contract/lti.ts";
import { access } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { viewerOf } from "../../../platform/viewer.ts";
import type { Roster } from "./roster.ts";

const tag = ["LTI"];
const manage = access({ permissions: ["manage-lti"], anyFeature: ["team-management"] });

const r = {
  start: createRoute({
    method: "post",
    path: "/entity/lti/registrations/{id}/roster-syncs",
    "x-resource": "lti-registration",
    tags: tag,
    ...manage,
    summary: "Sync members from the LMS: its course members join the company (manage-lti)",
    description:
      "Queues a job that reads the members (NRPS 2.0, every page) of each context of the registration whose platform offers them: new people join the company as members, known ones get their name and context role (learner or instructor; inactive ones kept inactive). 409 `lti_sync_running` while one runs; 409 `lti_roster_unavailable` when no context offers its members. Poll the answer's id for progress.",
    request: { params: ltiRegistrationParamsSchema },
    responses: { 200: json(ltiRosterSyncSchema, "The sync, queued"), ...errors(400, 401, 403, 404, 409) },
  }),
  get: createRoute({
    method: "get",
    path: "/entity/lti/registrations/{id}/roster-syncs/{syncId}",
    "x-resource": "lti-roster-sync",
    tags: tag,
    ...manage,
    summary: "A roster sync's progress and outcome (manage-lti)",
    description: "Contexts done of all, people added and updated, and a short error when it failed.",
    request: { params: ltiRosterSyncParamsSchema },
    responses: { 200: json(ltiRosterSyncSchema, "The sync"), ...errors(400, 401, 403, 404) },
  }),
};

export function ltiRosterRoutes(roster: Roster) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.start, async (c) => {
      const scope = await scopeOf(c, "entity");
      return c.json(await roster.start(scope, c.req.valid("param").id, (await viewerOf(c)).userId), 200);
    })
    .openapi(r.get, async (c) => {
      const { id, syncId } = c.req.valid("param");
      return c.json(await roster.get(await scopeOf(c, "entity"), id, syncId), 200);
    });
}
