/**
 * Why a launch or a registration failed, as /my-company/settings/lti/error?reason=<code> is told:
 * each code has its plain-words explanation and its fix in the companyLti catalog
 * (error.reasons.<code>); any other code, or none, reads as the general explanation.
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
  "unknown_registration",
  "missing_claims",
  "cookies_blocked",
  "registration_failed",
] as const;

export type LtiErrorReason = (typeof LTI_ERROR_REASONS)[number];

/** The code a page's `reason` names, or null for a missing or unknown one. */
export function ltiErrorReason(value: string | null | undefined): LtiErrorReason | null {
  return (LTI_ERROR_REASONS as readonly string[]).includes(value ?? "") ? (value as LtiErrorReason) : null;
}
