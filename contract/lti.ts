import { z } from "zod";
import { pageOf } from "./common.ts";
import { isLtiPlatformUrl, LTI_LIMITS } from "./lti-limits.ts";

/**
 * The LTI 1.3 tool's API (issue 28, first part): an entity's platform registrations (the LMSs
 * that launch it) and the tool's own values the LMS's administrator pastes in. The tool's keys
 * are published at `GET /api/public/lti/jwks.json` (a JWK Set, not in the operations table).
 */

export { isLtiPlatformUrl, LTI_CLAIMS, LTI_LIMITS, LTI_LOOPBACK_HOSTS, LTI_SCOPES, LTI_TOOL_PATHS } from "./lti-limits.ts";

const E = (key: string) => ({ error: `lti:errors.${key}` });

/** A platform URL (`isLtiPlatformUrl`), with what it is and an example for the API's readers. */
const platformUrl = (description: string, example: string) =>
  z
    .string(E("invalidUrl"))
    .trim()
    .min(1, { error: "errors:required" })
    .max(LTI_LIMITS.url, { error: "errors:tooLong" })
    .refine(isLtiPlatformUrl, E("invalidUrl"))
    .meta({ description, example });
const id = (max: number) =>
  z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(max, { error: "errors:tooLong" });

export const ltiRegistrationParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });

export const ltiRegistrationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LTI_LIMITS.pageSize).default(LTI_LIMITS.pageSize),
});

/** `POST /api/entity/lti/registrations` and `PUT …/{id}` (a full replacement): the platform's values. */
export const ltiRegistrationInputSchema = z.object({
  /** A label for people ("Moodle of the sales team"); the issuer's host when left out. */
  name: z.string(E("invalidValue")).trim().max(LTI_LIMITS.name, { error: "errors:tooLong" }).optional(),
  issuer: platformUrl("The platform's issuer (iss), as the LMS shows it", "https://lms.example.edu"),
  clientId: id(LTI_LIMITS.clientId).describe("The client id the LMS gave the tool"),
  deploymentIds: z
    .array(id(LTI_LIMITS.deploymentId), E("deploymentsRequired"))
    .min(1, E("deploymentsRequired"))
    .max(LTI_LIMITS.maxDeployments, E("tooManyDeployments"))
    .refine((ids) => new Set(ids).size === ids.length, E("duplicateDeployment"))
    .describe("The deployment ids the LMS gave the tool"),
  authLoginUrl: platformUrl("The platform's OIDC authorisation URL", "https://lms.example.edu/mod/lti/auth.php"),
  authTokenUrl: platformUrl("The platform's OAuth2 access token URL", "https://lms.example.edu/mod/lti/token.php"),
  keysetUrl: platformUrl("The platform's public keys (JWKS) URL", "https://lms.example.edu/mod/lti/certs.php"),
});
export type LtiRegistrationInput = z.infer<typeof ltiRegistrationInputSchema>;

export const ltiRegistrationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authLoginUrl: z.string(),
  authTokenUrl: z.string(),
  keysetUrl: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastLaunchAt: z.iso.datetime().nullable().describe("When the platform last launched the tool; null before the first launch"),
});
export type LtiRegistration = z.infer<typeof ltiRegistrationSchema>;

export const ltiRegistrationListSchema = pageOf(ltiRegistrationSchema);
export type LtiRegistrationList = z.infer<typeof ltiRegistrationListSchema>;

/** `GET /api/public/lti/config`: the tool's values for the LMS, absolute on the requesting tenant's host. */
export const ltiToolConfigSchema = z.object({
  title: z.string(),
  description: z.string(),
  loginUrl: z.string().describe("OIDC login initiation URL"),
  redirectUrl: z.string().describe("Redirect (launch callback) URL"),
  launchUrl: z.string().describe("Target link URL"),
  deepLinkingUrl: z.string().describe("Deep linking URL"),
  jwksUrl: z.string().describe("The tool's public keys (JWK Set)"),
  domain: z.string().describe("The tenant's host"),
  scopes: z.array(z.string()).describe("The services the tool asks for (AGS and NRPS)"),
  claims: z.array(z.string()).describe("The claims the tool reads"),
});
export type LtiToolConfig = z.infer<typeof ltiToolConfigSchema>;
