import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { createdSchema } from "../../../../contract/common.ts";
import { errorSchema } from "../../../../contract/errors.ts";
import {
  campaignInputSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  eventListQuerySchema,
  eventListSchema,
  phishingIdParamsSchema,
  PHISHING_LIMITS,
  recipientListQuerySchema,
  recipientListSchema,
  refusedTargetSchema,
} from "../../../../contract/phishing.ts";
import { access } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { translate } from "../../../platform/i18n.ts";
import { body, errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import type { EntityScope } from "../../../platform/scope.ts";
import { viewerOf } from "../../../platform/viewer.ts";
import { TargetsRefused, type CampaignInput } from "./create.ts";
import type { Lifecycle } from "./lifecycle.ts";
import type { Reads } from "./reads.ts";

const tag = ["Phishing simulation"];
const view = access({ permissions: ["view-phishing"], anyFeature: ["phishing-simulation"] });
const manage = access({ permissions: ["manage-phishing"], anyFeature: ["phishing-simulation"] });
const campaign = { "x-resource": "phishing-campaign" } as const;
const params = { params: phishingIdParamsSchema };

const refusedBody = errorSchema.extend({
  error: errorSchema.shape.error.extend({
    refused: z
      .array(refusedTargetSchema)
      .optional()
      .describe(`With code targets_refused: every refused address (at most ${PHISHING_LIMITS.refusedListed})`),
  }),
});

const r = {
  list: createRoute({
    method: "get",
    path: "/phishing/campaigns",
    tags: tag,
    ...view,
    summary: "The company's simulation campaigns, newest first, with their counts (view-phishing)",
    request: { query: campaignListQuerySchema },
    responses: { 200: json(campaignListSchema, "A page of campaigns"), ...errors(400, 401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/phishing/campaigns",
    tags: tag,
    ...manage,
    summary: "Create a draft campaign and its recipients (manage-phishing)",
    description:
      "Targets are the company's active members (groups, ids or addresses) at its verified domain. Any address that is not a member, not at the verified domain, or a company without one answers 400 `targets_refused` listing every refused address with its reason; nothing is written. Each person gets one of the templates at random. `POST …/{id}/schedule` starts sending.",
    request: body(campaignInputSchema),
    responses: {
      201: json(createdSchema, "Created: its id (a draft)"),
      400: json(refusedBody, "Not valid, or targets refused (listed)"),
      ...errors(401, 403),
    },
  }),
  get: createRoute({
    method: "get",
    path: "/phishing/campaigns/{id}",
    ...campaign,
    tags: tag,
    ...view,
    summary: "A campaign with its funnel's counts and timing (view-phishing)",
    request: params,
    responses: { 200: json(campaignSchema, "The campaign"), ...errors(400, 401, 403, 404) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/phishing/campaigns/{id}",
    ...campaign,
    tags: tag,
    ...manage,
    summary: "Delete a draft or cancelled campaign (manage-phishing)",
    request: params,
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 403, 404, 409) },
  }),
  schedule: createRoute({
    method: "post",
    path: "/phishing/campaigns/{id}/schedule",
    ...campaign,
    tags: tag,
    ...manage,
    summary: "Schedule a draft: messages spread evenly over the window's business hours (manage-phishing)",
    description: "409 unless a draft. 400 when the window allows no time to send (no business hours in it).",
    request: params,
    responses: { 200: json(campaignSchema, "The campaign, scheduled"), ...errors(400, 401, 403, 404, 409) },
  }),
  cancel: createRoute({
    method: "post",
    path: "/phishing/campaigns/{id}/cancel",
    ...campaign,
    tags: tag,
    ...manage,
    summary: "Cancel a campaign at once: unsent messages are never sent (manage-phishing)",
    request: params,
    responses: { 200: json(campaignSchema, "The campaign, cancelled"), ...errors(400, 401, 403, 404, 409) },
  }),
  recipients: createRoute({
    method: "get",
    path: "/phishing/campaigns/{id}/recipients",
    ...campaign,
    tags: tag,
    ...view,
    summary: "A campaign's people with their outcome, by name (view-phishing)",
    request: { ...params, query: recipientListQuerySchema },
    responses: { 200: json(recipientListSchema, "A page of recipients"), ...errors(400, 401, 403, 404) },
  }),
  events: createRoute({
    method: "get",
    path: "/phishing/campaigns/{id}/events",
    ...campaign,
    tags: tag,
    ...view,
    summary: "A campaign's events, newest first (view-phishing)",
    request: { ...params, query: eventListQuerySchema },
    responses: { 200: json(eventListSchema, "A page of events"), ...errors(400, 401, 403, 404) },
  }),
};

type Create = (scope: EntityScope, userId: string, input: CampaignInput) => Promise<{ id: string }>;

export function campaignRoutes(d: { create: Create; lifecycle: Lifecycle; reads: Reads }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await d.reads.list(await scopeOf(c, "entity"), c.req.valid("query")), 200))
    .openapi(r.create, async (c) => {
      const scope = await scopeOf(c, "entity");
      const viewer = await viewerOf(c);
      try {
        return c.json(await d.create(scope, viewer.userId, c.req.valid("json")), 201);
      } catch (e) {
        if (!(e instanceof TargetsRefused)) throw e;
        const message = translate(e.messageKey, c.get("locale"), e.vars);
        return c.json({ error: { code: e.code, message, refused: e.refused } }, 400);
      }
    })
    .openapi(r.get, async (c) => c.json(await d.reads.get(await scopeOf(c, "entity"), c.req.valid("param").id, c.get("locale")), 200))
    .openapi(r.remove, async (c) => {
      await d.lifecycle.remove(await scopeOf(c, "entity"), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.schedule, async (c) => {
      const scope = await scopeOf(c, "entity");
      await d.lifecycle.schedule(scope, c.req.valid("param").id);
      return c.json(await d.reads.get(scope, c.req.valid("param").id, c.get("locale")), 200);
    })
    .openapi(r.cancel, async (c) => {
      const scope = await scopeOf(c, "entity");
      await d.lifecycle.cancel(scope, c.req.valid("param").id);
      return c.json(await d.reads.get(scope, c.req.valid("param").id, c.get("locale")), 200);
    })
    .openapi(r.recipients, async (c) =>
      c.json(await d.reads.recipients(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("query")), 200),
    )
    .openapi(r.events, async (c) =>
      c.json(await d.reads.events(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("query")), 200),
    );
}
