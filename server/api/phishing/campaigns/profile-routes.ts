import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { createdSchema } from "../../../../contract/common.ts";
import type { Locale } from "../../../../contract/constants.ts";
import {
  phishingIdParamsSchema,
  sendingProfileInputSchema,
  sendingProfileListSchema,
  sendingProfileSchema,
  sendingProfileTestInputSchema,
  sendingProfileTestSchema,
} from "../../../../contract/phishing.ts";
import { access } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { body, errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import { viewerOf } from "../../../platform/viewer.ts";
import type { Profiles } from "./profiles.ts";

/**
 * The sending profiles' API (a company's own SMTP servers): an OpenAPIHono the campaigns part
 * mounts beside its own routes (`profileRoutes(createProfiles(ctx.deps))` in campaigns/index.ts).
 */

const tag = ["Phishing simulation"];
const feature = { anyFeature: ["phishing-simulation"] as const };
const view = access({ permissions: ["view-phishing"], ...feature });
const manage = access({ permissions: ["manage-phishing"], ...feature });
const profile = { "x-resource": "phishing-sending-profile" } as const;
const NO_PASSWORD = "The password is never answered back (`hasPassword` says whether one is kept, sealed).";

const r = {
  list: createRoute({
    method: "get",
    path: "/phishing/sending-profiles",
    tags: tag,
    ...view,
    summary: "Your company's sending profiles (its own SMTP servers) and the platform's server (view-phishing)",
    description: `Oldest first, at most 50. \`platform\` says whether the platform's server is configured, the domain its simulations come from and its rate. ${NO_PASSWORD}`,
    responses: { 200: json(sendingProfileListSchema, "The profiles"), ...errors(401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/phishing/sending-profiles",
    tags: tag,
    ...manage,
    summary: "Add a sending profile (manage-phishing)",
    description:
      "Host, port, security (`tls` from the start, or `starttls` required), optional user name and password (sealed at rest), the From address (its domain is the simulations') and messages per minute (default 600). Nothing is connected to on saving. More than 50 profiles answers 409 `too_many_profiles`.",
    request: body(sendingProfileInputSchema),
    responses: { 201: json(createdSchema, "Added: its id"), ...errors(400, 401, 403, 409) },
  }),
  get: createRoute({
    method: "get",
    path: "/phishing/sending-profiles/{id}",
    ...profile,
    tags: tag,
    ...view,
    summary: "A sending profile (view-phishing)",
    description: NO_PASSWORD,
    request: { params: phishingIdParamsSchema },
    responses: { 200: json(sendingProfileSchema, "The profile"), ...errors(400, 401, 403, 404) },
  }),
  replace: createRoute({
    method: "put",
    path: "/phishing/sending-profiles/{id}",
    ...profile,
    tags: tag,
    ...manage,
    summary: "Replace a sending profile's values (manage-phishing)",
    description:
      "Every field as on creation; a password left out (or empty) keeps the stored one, and no user name removes it. A change of server, login or From address clears the last test's result.",
    request: { params: phishingIdParamsSchema, ...body(sendingProfileInputSchema) },
    responses: { 200: json(sendingProfileSchema, "The profile after the change"), ...errors(400, 401, 403, 404) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/phishing/sending-profiles/{id}",
    ...profile,
    tags: tag,
    ...manage,
    summary: "Delete a sending profile (manage-phishing)",
    description:
      "A profile a scheduled or sending campaign uses answers 409 `profile_in_use`. Earlier campaigns keep their results (they then name no profile).",
    request: { params: phishingIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 403, 404, 409) },
  }),
  test: createRoute({
    method: "post",
    path: "/phishing/sending-profiles/{id}/test",
    ...profile,
    tags: tag,
    ...manage,
    summary: "Send a short test e-mail through a sending profile (manage-phishing)",
    description:
      "`to` is your own address or an active member's at the company's verified domain (else 400 `test_recipient_refused`). The host is resolved and must not be a private, loopback, link-local or metadata address (else 400 `smtp_host_refused`, nothing connected to). What the server answered is `{ ok, message }` and kept as the profile's last test: a refused login or a 5xx is `ok: false`, not an error.",
    request: { params: phishingIdParamsSchema, ...body(sendingProfileTestInputSchema) },
    responses: { 200: json(sendingProfileTestSchema, "The server's answer"), ...errors(400, 401, 403, 404) },
  }),
};

export function profileRoutes(profiles: Profiles) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await profiles.list(await scopeOf(c, "entity")), 200))
    .openapi(r.create, async (c) => c.json(await profiles.create(await scopeOf(c, "entity"), c.req.valid("json")), 201))
    .openapi(r.get, async (c) => c.json(await profiles.get(await scopeOf(c, "entity"), c.req.valid("param").id), 200))
    .openapi(r.replace, async (c) =>
      c.json(await profiles.replace(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(r.remove, async (c) => {
      await profiles.remove(await scopeOf(c, "entity"), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.test, async (c) => {
      const scope = await scopeOf(c, "entity");
      const viewer = await viewerOf(c);
      const caller = { email: viewer.user.email ?? "", locale: c.get("locale") as Locale };
      return c.json(await profiles.test(scope, caller, c.req.valid("param").id, c.req.valid("json").to), 200);
    });
}
