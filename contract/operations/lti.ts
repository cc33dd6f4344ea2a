import type { Operation } from "../operations.ts";
import { createdSchema } from "../common.ts";
import {
  ltiContextListSchema,
  ltiDeepLinkingInputSchema,
  ltiDeepLinkingResponseSchema,
  ltiDynamicRegistrationInputSchema,
  ltiDynamicRegistrationResultSchema,
  ltiGradeListQuerySchema,
  ltiGradeParamsSchema,
  ltiGradePostListSchema,
  ltiGradePostSchema,
  ltiLaunchSessionInputSchema,
  ltiLaunchSessionSchema,
  ltiRegistrationLinkSchema,
  ltiRosterSyncParamsSchema,
  ltiRosterSyncSchema,
  ltiRegistrationInputSchema,
  ltiRegistrationListQuerySchema,
  ltiRegistrationListSchema,
  ltiRegistrationParamsSchema,
  ltiRegistrationSchema,
  ltiToolConfigSchema,
} from "../lti.ts";

/**
 * The LTI tool's JSON operations: an entity's platform registrations and the tool's own values.
 * Each names the very schemas its route declares (server/api/operations.test.ts). The tool's
 * JWK Set (`GET /public/lti/jwks.json`) is documented in OpenAPI but is not a JSON operation here.
 */
export const ltiOperations = {
  "GET /entity/lti/registrations": { query: ltiRegistrationListQuerySchema, response: ltiRegistrationListSchema },
  "POST /entity/lti/registrations": { body: ltiRegistrationInputSchema, response: createdSchema },
  "GET /entity/lti/registrations/{id}": { params: ltiRegistrationParamsSchema, response: ltiRegistrationSchema },
  "PUT /entity/lti/registrations/{id}": {
    params: ltiRegistrationParamsSchema,
    body: ltiRegistrationInputSchema,
    response: ltiRegistrationSchema,
  },
  "DELETE /entity/lti/registrations/{id}": { params: ltiRegistrationParamsSchema, response: null },
  "GET /public/lti/config": { response: ltiToolConfigSchema },
  // the registration's contexts, grade log and roster syncs
  "GET /entity/lti/registrations/{id}/contexts": {
    params: ltiRegistrationParamsSchema,
    query: ltiRegistrationListQuerySchema,
    response: ltiContextListSchema,
  },
  "GET /entity/lti/registrations/{id}/grades": {
    params: ltiRegistrationParamsSchema,
    query: ltiGradeListQuerySchema,
    response: ltiGradePostListSchema,
  },
  "POST /entity/lti/registrations/{id}/grades/{gradeId}/retry": { params: ltiGradeParamsSchema, response: ltiGradePostSchema },
  "POST /entity/lti/registrations/{id}/roster-syncs": { params: ltiRegistrationParamsSchema, response: ltiRosterSyncSchema },
  "GET /entity/lti/registrations/{id}/roster-syncs/{syncId}": { params: ltiRosterSyncParamsSchema, response: ltiRosterSyncSchema },
  // dynamic registration: the manager's URL, and the LMS's registration window's call
  "POST /entity/lti/registration-links": { response: ltiRegistrationLinkSchema },
  "POST /public/lti/dynamic-registration": { body: ltiDynamicRegistrationInputSchema, response: ltiDynamicRegistrationResultSchema },
  // a launch: the framed player's session, and a deep-linking answer
  "POST /public/lti/launch-session": { body: ltiLaunchSessionInputSchema, response: ltiLaunchSessionSchema },
  "POST /lti/deep-linking/response": { body: ltiDeepLinkingInputSchema, response: ltiDeepLinkingResponseSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof ltiOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface LtiOperations extends Table {}
