/**
 * Why a launch or a registration failed, as /my-company/settings/lti/error?reason=<code> and
 * /lti-auth-callback?error=<code> are told: each code has its plain-words explanation and its fix
 * in the catalogs (error.reasons.<code>); any other code, or none, reads as the general
 * explanation. The codes are the contract's (the server sends them).
 */
export { LTI_ERROR_REASONS, ltiErrorReason, type LtiErrorReason } from "../../../contract/lti-limits.ts";
