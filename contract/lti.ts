import { z } from "zod";
import { pageOf } from "./common.ts";
import { SLUG_PATTERN } from "./field-rules.ts";
import { isLtiPlatformUrl, LTI_CONTEXT_ROLES, LTI_LIMITS } from "./lti-limits.ts";

/**
 * The LTI 1.3 tool's API (issue 28, first part): an entity's platform registrations (the LMSs
 * that launch it) and the tool's own values the LMS's administrator pastes in. The tool's keys
 * are published at `GET /api/public/lti/jwks.json` (a JWK Set, not in the operations table).
 */

export {
  isLtiPlatformUrl,
  LTI_CLAIMS,
  LTI_CONTEXT_ROLES,
  LTI_ERROR_REASONS,
  LTI_LIMITS,
  LTI_LOOPBACK_HOSTS,
  LTI_PAGE_PATHS,
  LTI_SCOPES,
  LTI_TIMING,
  LTI_TOOL_PATHS,
  ltiErrorReason,
  type LtiContextRole,
  type LtiErrorReason,
} from "./lti-limits.ts";

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

// ---- launches (the framed player's cookie-free credential) ----

/** A launch token: what `/lti-auth-callback` put in the framed page's address (`?launch=`). */
const launchToken = z
  .string({ error: "lti:errors.launchExpired" })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: "lti:errors.launchExpired" })
  .meta({ description: "The launch token from the framed page's address (`?launch=`)" });

/** `POST /lti/launch/session`: the launch token → a session for the launched person (no cookie needed). */
export const ltiLaunchSessionInputSchema = z.object({ launch: launchToken });

export const ltiLaunchSchema = z.object({
  messageType: z.enum(["LtiResourceLinkRequest", "LtiDeepLinkingRequest"]),
  role: z.enum(LTI_CONTEXT_ROLES).describe("learner, or instructor (Instructor and Administrator manage the course context)"),
  courseSlug: z.string().nullable().describe("The course a resource link opens; null for deep linking"),
  contextTitle: z.string().describe("The LMS course the launch came from; empty when the platform sent none"),
  platformName: z.string().describe("The registration's name"),
  returnUrl: z.string().nullable().describe("launch_presentation.return_url: back to the LMS"),
  gradesBack: z.boolean().describe("The platform takes a score (AGS line item) for this launch"),
  expiresAt: z.iso.datetime(),
});
export type LtiLaunch = z.infer<typeof ltiLaunchSchema>;

export const ltiLaunchSessionSchema = z.object({
  accessToken: z.string().describe("A bearer token for the API, for the launched person"),
  accessExpiresAt: z.number().int().describe("When the access token expires (ms since the epoch); ask again with the launch token"),
  user: z.object({ id: z.uuid(), name: z.string() }),
  launch: ltiLaunchSchema,
});
export type LtiLaunchSession = z.infer<typeof ltiLaunchSessionSchema>;

// ---- deep linking ----

export const ltiDeepLinkingInputSchema = z.object({
  launch: launchToken,
  slugs: z
    .array(z.string().regex(SLUG_PATTERN, { error: "errors:notFound" }), { error: "lti:errors.pickCourse" })
    .min(1, { error: "lti:errors.pickCourse" })
    .max(LTI_LIMITS.deepLinkingMax, { error: "lti:errors.tooManyCourses" })
    .refine((s) => new Set(s).size === s.length, { error: "lti:errors.pickCourse" }),
});
export type LtiDeepLinkingInput = z.infer<typeof ltiDeepLinkingInputSchema>;

/** The signed LtiDeepLinkingResponse and where to post it (as the form field `JWT`). */
export const ltiDeepLinkingResponseSchema = z.object({
  returnUrl: z.string().describe("The platform's deep_link_return_url"),
  jwt: z.string().describe("The LtiDeepLinkingResponse, signed with the tool's key"),
  items: z.number().int(),
});
export type LtiDeepLinkingResponse = z.infer<typeof ltiDeepLinkingResponseSchema>;

// ---- the registration's grade log, contexts and roster syncs ----

export const ltiGradeStatusSchema = z.enum(["queued", "sent", "failed"]);
export const ltiGradeListQuerySchema = ltiRegistrationListQuerySchema.extend({ status: ltiGradeStatusSchema.optional() });
export const ltiGradeParamsSchema = ltiRegistrationParamsSchema.extend({ gradeId: z.uuid({ error: "errors:notFound" }) });

export const ltiGradePostSchema = z.object({
  id: z.uuid(),
  learner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  courseSlug: z.string(),
  courseTitle: z.string(),
  scoreGiven: z.number().int(),
  scoreMaximum: z.number().int(),
  status: ltiGradeStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type LtiGradePost = z.infer<typeof ltiGradePostSchema>;
export const ltiGradePostListSchema = pageOf(ltiGradePostSchema);
export type LtiGradePostList = z.infer<typeof ltiGradePostListSchema>;

export const ltiContextSchema = z.object({
  id: z.uuid(),
  contextId: z.string(),
  title: z.string(),
  label: z.string(),
  learners: z.number().int(),
  instructors: z.number().int(),
  rosterAvailable: z.boolean().describe("The platform offers its members (NRPS) for this context"),
  lastSyncedAt: z.iso.datetime().nullable(),
});
export type LtiContext = z.infer<typeof ltiContextSchema>;
export const ltiContextListSchema = pageOf(ltiContextSchema);
export type LtiContextList = z.infer<typeof ltiContextListSchema>;

export const ltiRosterSyncParamsSchema = ltiRegistrationParamsSchema.extend({ syncId: z.uuid({ error: "errors:notFound" }) });
export const ltiRosterSyncSchema = z.object({
  id: z.uuid(),
  status: z.enum(["queued", "running", "done", "failed"]),
  contexts: z.number().int(),
  contextsDone: z.number().int(),
  added: z.number().int().describe("People who joined the company from the LMS"),
  updated: z.number().int().describe("People already here whose name or role changed"),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type LtiRosterSync = z.infer<typeof ltiRosterSyncSchema>;

// ---- dynamic registration ----

export const ltiRegistrationLinkSchema = z.object({
  url: z.string().describe("The registration URL to paste into the LMS (Moodle: Tool URL; Canvas: dynamic registration URL)"),
  expiresAt: z.iso.datetime(),
});
export type LtiRegistrationLink = z.infer<typeof ltiRegistrationLinkSchema>;

/** What the LMS's registration window hands the tool (LTI Dynamic Registration 1.0), with our link's token. */
export const ltiDynamicRegistrationInputSchema = z.object({
  token: z.string({ error: "lti:errors.registrationLinkInvalid" }).regex(/^[A-Za-z0-9_-]{32,128}$/, {
    error: "lti:errors.registrationLinkInvalid",
  }),
  openidConfiguration: z
    .string({ error: "lti:errors.invalidUrl" })
    .max(LTI_LIMITS.url, { error: "errors:tooLong" })
    .refine(isLtiPlatformUrl, { error: "lti:errors.invalidUrl" }),
  registrationToken: z.string().max(4096, { error: "errors:tooLong" }).optional(),
});
export type LtiDynamicRegistrationInput = z.infer<typeof ltiDynamicRegistrationInputSchema>;

export const ltiDynamicRegistrationResultSchema = z.object({
  registrationId: z.uuid(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
});
export type LtiDynamicRegistrationResult = z.infer<typeof ltiDynamicRegistrationResultSchema>;
