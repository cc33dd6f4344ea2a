import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ltiDeepLinkingInputSchema, ltiDeepLinkingResponseSchema } from "../../../../contract/lti.ts";
import { session } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { body, errors, json } from "../../../platform/openapi.ts";
import { viewerOf } from "../../../platform/viewer.ts";
import type { DeepLinking } from "./deep-linking.ts";

const r = {
  respond: createRoute({
    method: "post",
    path: "/lti/deep-linking/response",
    tags: ["LTI"],
    ...session,
    summary: "The courses picked for the LMS, as a signed LtiDeepLinkingResponse",
    description:
      "For the framed course picker of a deep-linking launch, signed in with the bearer token the launch session gave: the launch token must be the caller's own and unexpired (else 400 `lti_launch_expired`) and a deep-linking request (else 409 `lti_not_deep_linking`); each slug a course of this site the caller may see (else 404); one course only when the platform accepts one. Answers the JWT (RS256, the tool's key) with an `ltiResourceLink` item per course (its player's URL, `custom.course`, a line item of 100) and the platform's return URL, where the page posts it as the form field `JWT`.",
    request: body(ltiDeepLinkingInputSchema),
    responses: { 200: json(ltiDeepLinkingResponseSchema, "The signed answer and where to post it"), ...errors(400, 401, 404, 409) },
  }),
};

export function ltiDeepLinkingRoutes(deepLinking: DeepLinking) {
  return new OpenAPIHono<AppEnv>().openapi(r.respond, async (c) =>
    c.json(await deepLinking.respond(await viewerOf(c), c.req.valid("json"), c.get("origin"), c.get("locale")), 200),
  );
}
