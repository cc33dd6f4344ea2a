import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  ltiDynamicRegistrationInputSchema,
  ltiDynamicRegistrationResultSchema,
  ltiRegistrationLinkSchema,
  LTI_TIMING,
} from "../../../../contract/lti.ts";
import { access } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { body, errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import type { LtiContext } from "../part.ts";
import type { RegistrationLinks } from "./links.ts";
import { registerPlatform } from "./register-platform.ts";

const tag = ["LTI"];
const manage = access({ permissions: ["manage-lti"], anyFeature: ["team-management"] });
const days = LTI_TIMING.registrationUrlSeconds / 86_400;

const r = {
  link: createRoute({
    method: "post",
    path: "/entity/lti/registration-links",
    tags: tag,
    ...manage,
    summary: "A dynamic-registration URL to paste into an LMS (Moodle, Canvas): it registers the tool once (manage-lti)",
    description: `A new one-time URL on this site's host, in the caller's language, valid for ${days} days. The LMS opens it with its \`openid_configuration\` (and \`registration_token\`); the registration it makes belongs to the caller's entity. Only the token's hash is kept.`,
    responses: { 200: json(ltiRegistrationLinkSchema, "The URL and when it expires"), ...errors(401, 403) },
  }),
  register: createRoute({
    method: "post",
    path: "/public/lti/dynamic-registration",
    tags: tag,
    summary: "Complete an LMS's dynamic registration (LTI Dynamic Registration 1.0) with a registration URL's token (no sign-in)",
    description:
      "Called by the `/lti/register` page the LMS opens. The token of an unused, unexpired registration URL of this tenant is the credential (else 400 `registration_link_invalid`). The tool reads the platform's OpenID configuration (the issuer must begin its URL; RS256 and private_key_jwt when it lists them), posts its client registration to the platform's `registration_endpoint` (the `registrationToken`, when given, is the bearer of both requests) and keeps the client id and the deployment id the platform answers as a registration of the URL's entity (no deployment id when the platform makes it later, as Canvas does when the tool is enabled); the URL is then spent. A platform that cannot be reached answers 400 `platform_unreachable`; one that refuses, 400 `platform_refused` with its reason; unusable settings, 400 `platform_config_invalid`; the same issuer and client id already registered, 409 `lti_registration_exists`. Nothing is written on any failure.",
    request: body(ltiDynamicRegistrationInputSchema),
    responses: {
      200: json(ltiDynamicRegistrationResultSchema, "Registered: the registration's id and the platform's values"),
      ...errors(400, 409),
    },
  }),
};

export function dynamicRegistrationRoutes(ctx: LtiContext, links: RegistrationLinks) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.link, async (c) => {
      const scope = { ...(await scopeOf(c, "entity")), userId: scopeOf(c, "user").userId };
      return c.json(await links.create(scope, c.get("origin"), c.get("locale")), 200);
    })
    .openapi(r.register, async (c) => {
      const tenant = c.get("tenant");
      const origin = c.get("origin");
      const brand = ctx.deps.tenancy.brand(tenant, origin);
      const site = { origin, siteName: brand.name, logo: brand.logo, locale: c.get("locale") };
      const result = await registerPlatform({ db: ctx.deps.db, http: ctx.http, links }, scopeOf(c, "tenant"), site, c.req.valid("json"));
      c.header("Cache-Control", "no-store");
      return c.json(result, 200);
    });
}
