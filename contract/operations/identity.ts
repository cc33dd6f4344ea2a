import type { Operation } from "../operations.ts";
import {
  authTokensSchema,
  captchaChallengeSchema,
  completeSignUpSchema,
  confirmSignUpSchema,
  emailPreferencesSchema,
  federatedProvidersSchema,
  federatedSignInSchema,
  federatedStartSchema,
  interactionFlagSchema,
  managerModeInputSchema,
  managerModeSchema,
  oauthTokenResultSchema,
  oauthTokenSchema,
  oauthUserinfoSchema,
  personalDataSchema,
  sessionStartedSchema,
  signInResultSchema,
  signInSchema,
  signUpSchema,
  switchLanguageSchema,
  userSchema,
  validateEmailSchema,
  validatedEmailSchema,
} from "../auth.ts";

/**
 * Identity's JSON operations: sign-in and sign-up, sessions, federated sign-in and the person's own account. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const identityOperations = {
  "GET /captcha": { response: captchaChallengeSchema },
  "POST /auth/validate-email": { body: validateEmailSchema, response: validatedEmailSchema },
  "POST /auth/sign-in": { body: signInSchema, response: signInResultSchema },
  "POST /auth/sign-up": { body: signUpSchema, response: sessionStartedSchema },
  "POST /auth/confirm-sign-up": { body: confirmSignUpSchema, response: authTokensSchema },
  "POST /auth/complete-sign-up": { body: completeSignUpSchema, response: userSchema },
  "POST /auth/renew-session": { response: authTokensSchema },
  "POST /auth/sign-out": { response: null },
  "GET /auth/me": { response: userSchema },
  "GET /auth/providers": { response: federatedProvidersSchema },
  "POST /auth/federated-sign-in": { body: federatedSignInSchema, response: federatedStartSchema },
  "POST /auth/oauth-token": { body: oauthTokenSchema, response: oauthTokenResultSchema },
  "POST /auth/federated-sign-up": { response: authTokensSchema },
  "GET /auth/oauth-userinfo": { response: oauthUserinfoSchema },
  "DELETE /user": { response: null },
  "PATCH /user": { body: personalDataSchema, response: userSchema },
  "POST /user/update-interaction-flag": { body: interactionFlagSchema, response: userSchema },
  "DELETE /user/remove-interaction-flag": { body: interactionFlagSchema, response: userSchema },
  "POST /user/switch-language": { body: switchLanguageSchema, response: userSchema },
  "POST /user/email-preferences": { body: emailPreferencesSchema, response: userSchema },
  "POST /user/manager-mode": { body: managerModeInputSchema, response: managerModeSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof identityOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface IdentityOperations extends Table {}
