import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  authTokensSchema,
  federatedProvidersSchema,
  federatedSignInSchema,
  federatedStartSchema,
  oauthTokenResultSchema,
  oauthTokenSchema,
  oauthUserinfoSchema,
} from "../../../contract/auth.ts";
import { requireFederated } from "../../platform/auth.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, federatedOnly, json } from "../../platform/openapi.ts";
import type { Federated } from "./federated.ts";
import { visitorOf, withSessionCookies } from "./session-cookies.ts";
import { signUpOrigin } from "./sign-up-origin.ts";

const tag = ["Auth"];
const bearerOnly: Record<string, string[]>[] = [{ bearerAuth: [] }];
const r = {
  providers: createRoute({
    method: "get",
    path: "/auth/providers",
    tags: tag,
    summary: "Federated sign-in providers configured here",
    responses: { 200: json(federatedProvidersSchema, "Possibly none") },
  }),
  start: createRoute({
    method: "post",
    path: "/auth/federated-sign-in",
    tags: tag,
    summary: "Start an OpenID Connect sign-in: returns the provider's authorization URL",
    request: body(federatedSignInSchema),
    responses: { 200: json(federatedStartSchema, "Send the browser here"), ...errors(400) },
  }),
  token: createRoute({
    method: "post",
    path: "/auth/oauth-token",
    tags: tag,
    summary: "Exchange the provider's code (from /auth/oauth-token?code&state)",
    description:
      "An existing user is signed in (session cookies set, isNewUser false). A new one gets a 10-minute federated bearer token for /auth/federated-sign-up (isNewUser true).",
    request: body(oauthTokenSchema),
    responses: { 200: json(oauthTokenResultSchema, "Tokens"), ...errors(400) },
  }),
  signUp: createRoute({
    method: "post",
    path: "/auth/federated-sign-up",
    tags: tag,
    security: bearerOnly,
    middleware: [federatedOnly] as [typeof federatedOnly],
    summary: "Create the account of a federated identity (bearer: the federated token)",
    responses: { 200: json(authTokensSchema, "Signed in"), ...errors(401, 409) },
  }),
  userinfo: createRoute({
    method: "get",
    path: "/auth/oauth-userinfo",
    tags: tag,
    security: bearerOnly,
    middleware: [federatedOnly] as [typeof federatedOnly],
    summary: "What the provider said about a federated identity (federated tokens only)",
    responses: { 200: json(oauthUserinfoSchema, "Claims"), ...errors(401) },
  }),
};

export function federatedRoutes(f: Federated) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.providers, (c) => c.json({ providers: f.providers() }, 200))
    .openapi(r.start, async (c) => c.json(await f.start(visitorOf(c), c.req.valid("json")), 200))
    .openapi(r.token, async (c) => {
      const { answer, session } = await f.exchange(visitorOf(c), c.req.valid("json"));
      if (session) withSessionCookies(c, session);
      return c.json(answer, 200);
    })
    .openapi(r.signUp, async (c) => c.json(withSessionCookies(c, await f.signUp(visitorOf(c), requireFederated(c), signUpOrigin(c))), 200))
    .openapi(r.userinfo, (c) => c.json(requireFederated(c).userinfo, 200));
}
