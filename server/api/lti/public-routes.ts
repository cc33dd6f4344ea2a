import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { LTI_CLAIMS, LTI_SCOPES, LTI_TOOL_PATHS, ltiToolConfigSchema, type LtiToolConfig } from "../../../contract/lti.ts";
import type { AppEnv } from "../../platform/env.ts";
import { translate } from "../../platform/i18n.ts";
import { json } from "../../platform/openapi.ts";
import type { TenancyService } from "../tenancy/index.ts";
import type { ToolKeys } from "./keys.ts";

const tag = ["LTI"];

const jwkSetSchema = z
  .object({
    keys: z.array(
      z.object({ kty: z.literal("RSA"), kid: z.string(), alg: z.literal("RS256"), use: z.literal("sig"), n: z.string(), e: z.string() }),
    ),
  })
  .openapi("LtiJwks");

const r = {
  config: createRoute({
    method: "get",
    path: "/public/lti/config",
    tags: tag,
    summary: "The LTI tool's values to paste into an LMS, on this site's host (no sign-in)",
    description:
      "Login (OIDC initiation), redirect, launch, deep-linking and JWKS URLs, absolute on the host the request came to (the tenant's), the domain, and the scopes (AGS, NRPS) and claims the tool uses.",
    responses: { 200: json(ltiToolConfigSchema, "The tool's values") },
  }),
  jwks: createRoute({
    method: "get",
    path: "/public/lti/jwks.json",
    tags: tag,
    summary: "The LTI tool's public keys, a JWK Set (no sign-in)",
    description:
      "The key the tool signs with now and the retired ones still within their hour (their tokens may still be checked). Served as `application/json` with `Cache-Control: public, max-age=300`; the same for every tenant.",
    responses: { 200: { content: { "application/jwk-set+json": { schema: jwkSetSchema } }, description: "The JWK Set" } },
  }),
};

/** The tool's values for an LMS on the tenant's host, in the caller's language. */
export function toolConfig(origin: string, siteName: string, locale: AppEnv["Variables"]["locale"]): LtiToolConfig {
  const at = (path: string) => new URL(path, origin).toString();
  return {
    title: translate("lti:config.title", locale, { name: siteName }),
    description: translate("lti:config.description", locale, { name: siteName }),
    loginUrl: at(LTI_TOOL_PATHS.login),
    redirectUrl: at(LTI_TOOL_PATHS.redirect),
    launchUrl: at(LTI_TOOL_PATHS.launch),
    deepLinkingUrl: at(LTI_TOOL_PATHS.deepLinking),
    jwksUrl: at(LTI_TOOL_PATHS.jwks),
    domain: new URL(origin).host,
    scopes: [...LTI_SCOPES],
    claims: [...LTI_CLAIMS],
  };
}

export function ltiPublicRoutes(d: { keys: ToolKeys; tenancy: TenancyService }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.config, async (c) => {
      const origin = c.get("origin");
      return c.json(toolConfig(origin, d.tenancy.brand(c.get("tenant"), origin).name, c.get("locale")), 200);
    })
    .openapi(r.jwks, async (c) => {
      await d.keys.currentKey(); // the first ask makes the key, so the set is never empty
      const body = JSON.stringify(await d.keys.jwks());
      // documented as a JWK Set (not a JSON operation of the typed client), served as application/json
      return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" }) as never;
    });
}
