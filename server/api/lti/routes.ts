import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { createdSchema } from "../../../contract/common.ts";
import {
  ltiRegistrationInputSchema,
  ltiRegistrationListQuerySchema,
  ltiRegistrationListSchema,
  ltiRegistrationParamsSchema,
  ltiRegistrationSchema,
} from "../../../contract/lti.ts";
import { access } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import type { Registrations } from "./registrations.ts";

const tag = ["LTI"];
const manage = access({ permissions: ["manage-lti"], anyFeature: ["team-management"] });
const registration = { "x-resource": "lti-registration" } as const;
const URLS =
  "URLs are https (http only on localhost or 127.0.0.1, for tests and emulators), without a user name or password; nothing is fetched when a registration is saved.";

const r = {
  list: createRoute({
    method: "get",
    path: "/entity/lti/registrations",
    tags: tag,
    ...manage,
    summary: "Your entity's LTI 1.3 platform registrations, oldest first (manage-lti)",
    request: { query: ltiRegistrationListQuerySchema },
    responses: { 200: json(ltiRegistrationListSchema, "A page of registrations (50 by default)"), ...errors(400, 401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/entity/lti/registrations",
    tags: tag,
    ...manage,
    summary: "Register an LMS (an LTI 1.3 platform) that may launch the tool (manage-lti)",
    description: `The platform's issuer, the client id it gave the tool, its deployment ids (1 to 20, each once) and its OIDC authorisation, token and JWKS URLs. ${URLS} The same issuer and client id twice in a tenant answers 409 \`lti_registration_exists\`.`,
    request: body(ltiRegistrationInputSchema),
    responses: { 201: json(createdSchema, "Registered: its id"), ...errors(400, 401, 403, 409) },
  }),
  get: createRoute({
    method: "get",
    path: "/entity/lti/registrations/{id}",
    ...registration,
    tags: tag,
    ...manage,
    summary: "An LTI platform registration (manage-lti)",
    request: { params: ltiRegistrationParamsSchema },
    responses: { 200: json(ltiRegistrationSchema, "The registration"), ...errors(400, 401, 403, 404) },
  }),
  replace: createRoute({
    method: "put",
    path: "/entity/lti/registrations/{id}",
    ...registration,
    tags: tag,
    ...manage,
    summary: "Replace an LTI platform registration's values (manage-lti)",
    description: `Every field as on creation (a full replacement; a name left out becomes the issuer's host). ${URLS} 409 \`lti_registration_exists\` when another registration of the tenant has the same issuer and client id.`,
    request: { params: ltiRegistrationParamsSchema, ...body(ltiRegistrationInputSchema) },
    responses: { 200: json(ltiRegistrationSchema, "The registration after the change"), ...errors(400, 401, 403, 404, 409) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/entity/lti/registrations/{id}",
    ...registration,
    tags: tag,
    ...manage,
    summary: "Remove an LTI platform registration: its LMS can no longer launch the tool (manage-lti)",
    request: { params: ltiRegistrationParamsSchema },
    responses: { 204: { description: "Removed" }, ...errors(400, 401, 403, 404) },
  }),
};

export function ltiRegistrationRoutes(registrations: Registrations) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await registrations.list(await scopeOf(c, "entity"), c.req.valid("query")), 200))
    .openapi(r.create, async (c) => c.json(await registrations.create(await scopeOf(c, "entity"), c.req.valid("json")), 201))
    .openapi(r.get, async (c) => c.json(await registrations.get(await scopeOf(c, "entity"), c.req.valid("param").id), 200))
    .openapi(r.replace, async (c) =>
      c.json(await registrations.replace(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(r.remove, async (c) => {
      await registrations.remove(await scopeOf(c, "entity"), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
