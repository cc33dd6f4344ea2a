import type { Operation } from "../operations.ts";
import { createdSchema } from "../common.ts";
import {
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
} as const satisfies Record<string, Operation>;

type Table = typeof ltiOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface LtiOperations extends Table {}
