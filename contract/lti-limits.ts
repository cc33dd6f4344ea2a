// The LTI 1.3 tool's limits (issue 28): what the settings page checks as you type and what the
// API enforces (contract/lti.ts builds its schemas from these). Plain values, no zod, so the
// browser can import them.

export const LTI_LIMITS = {
  /** A registration's label for people. */
  name: 80,
  clientId: 255,
  deploymentId: 255,
  /** Deployment ids a registration lists. */
  maxDeployments: 20,
  url: 2048,
  /** The registrations list's page size. */
  pageSize: 50,
  /** Courses one deep-linking answer may carry. */
  deepLinkingMax: 20,
  /** Members one roster sync takes from a context (pages of the platform's list followed up to this). */
  rosterMax: 5000,
  /** A platform's answers (JWKS, token, memberships page) are cut at this size. */
  responseBytes: 1024 * 1024,
} as const;

/** Hosts a registration may name over plain http (tests and LMS emulators on this machine). */
export const LTI_LOOPBACK_HOSTS = ["localhost", "127.0.0.1"] as const;

/** A platform URL the tool accepts: https, or http on a loopback host; no user name or password. */
export function isLtiPlatformUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return url.hostname.length > 0;
  return url.protocol === "http:" && (LTI_LOOPBACK_HOSTS as readonly string[]).includes(url.hostname);
}

/**
 * The tool's own paths, which the LMS's administrator pastes in (absolute on the tenant's host):
 * §2's `/lti` starts the OpenID Connect login; every message (a resource link, a deep-linking
 * request) then posts its id_token to `/lti-auth-callback`, which opens what the token names.
 */
export const LTI_TOOL_PATHS = {
  login: "/lti",
  redirect: "/lti-auth-callback",
  launch: "/lti-auth-callback",
  deepLinking: "/lti-auth-callback",
  jwks: "/api/public/lti/jwks.json",
} as const;

/** The services the tool asks for: grades (AGS) and the course's members (NRPS). */
export const LTI_SCOPES = [
  "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
  "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly",
  "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly",
  "https://purl.imsglobal.org/spec/lti-ags/scope/score",
  "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly",
] as const;

/** The claims the tool reads from a launch. */
export const LTI_CLAIMS = ["iss", "sub", "name", "given_name", "family_name", "email", "locale"] as const;

/**
 * Why a launch, a login or a dynamic registration was refused: the callback sends the browser to
 * `/lti-auth-callback?error=<code>` and the settings' `/my-company/settings/lti/error?reason=<code>`
 * explains each in plain words with its fix (catalogs ltiLaunch and companyLti).
 */
export const LTI_ERROR_REASONS = [
  "bad_signature",
  "unknown_kid",
  "wrong_audience",
  "expired",
  "replayed_nonce",
  "wrong_state",
  "unknown_deployment",
  "wrong_version",
  "wrong_message_type",
  "unknown_registration",
  "missing_claims",
  "invalid_login",
  "platform_unreachable",
  "course_not_found",
  "launch_expired",
  "seat_limit",
  "membership_inactive",
  "cookies_blocked",
  "registration_failed",
] as const;
export type LtiErrorReason = (typeof LTI_ERROR_REASONS)[number];

/** The code a page's `reason` names, or null for a missing or unknown one. */
export function ltiErrorReason(value: string | null | undefined): LtiErrorReason | null {
  return (LTI_ERROR_REASONS as readonly string[]).includes(value ?? "") ? (value as LtiErrorReason) : null;
}

/** Timings of a launch. */
export const LTI_TIMING = {
  /** A login's state and nonce live this long (the platform answers within seconds). */
  stateSeconds: 600,
  /** Clock skew allowed on exp and iat. */
  skewSeconds: 60,
  /** An id_token issued longer ago than this is refused even if its exp is later. */
  maxTokenAgeSeconds: 3600,
  /** A launch token (the framed player's cookie-free credential) lives this long. */
  launchSeconds: 8 * 3600,
  /** A platform's JWKS is kept this long before it is fetched again (an unknown kid refetches at once). */
  jwksCacheSeconds: 600,
  /** A dynamic-registration URL stays valid this long. */
  registrationUrlSeconds: 7 * 24 * 3600,
} as const;

/** The LTI paths of the framed pages and the launch flow (frameable by an LMS; see server/api/lti). */
export const LTI_PAGE_PATHS = {
  player: "/training/lti/courses",
  complete: "/lti/complete",
  deepLinking: "/training/lti/deep-linking",
  register: "/lti/register",
} as const;

/** Launch roles, from the LTI role URIs: Instructor and Administrator manage the course context. */
export const LTI_CONTEXT_ROLES = ["learner", "instructor"] as const;
export type LtiContextRole = (typeof LTI_CONTEXT_ROLES)[number];
