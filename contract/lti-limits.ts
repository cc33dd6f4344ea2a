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
