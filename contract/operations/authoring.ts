import type { Operation } from "../operations.ts";
import { createdSchema } from "../common.ts";
import {
  avatarInputSchema,
  avatarListQuerySchema,
  avatarListSchema,
  avatarSchema,
  batchListQuerySchema,
  batchCreatedSchema,
  batchListSchema,
  batchQuerySchema,
  batchSchema,
  creatorCourseInputSchema,
  creatorCourseListQuerySchema,
  creatorCourseListSchema,
  creatorCourseSchema,
  creatorCourseUpdateSchema,
  creatorDashboardSchema,
  creatorIdParamsSchema,
  creatorStatusSchema,
  outlineDraftSchema,
  outlineInputSchema,
  voiceListSchema,
  voicesQuerySchema,
} from "../authoring.ts";

/**
 * The content creator's JSON operations (issue 27): presenters, course drafts, their renders and
 * publication, batches. Uploads (portrait, cover, batch file), the voice sample, the template and
 * the status's event stream are not JSON: their routes document them. Each names the very schemas
 * its route declares (server/api/operations.test.ts).
 */
export const authoringOperations = {
  "GET /creator/dashboard": { response: creatorDashboardSchema },
  "GET /creator/voices": { query: voicesQuerySchema, response: voiceListSchema },
  "GET /creator/avatars": { query: avatarListQuerySchema, response: avatarListSchema },
  "POST /creator/avatars": { body: avatarInputSchema, response: avatarSchema },
  "GET /creator/avatars/{id}": { params: creatorIdParamsSchema, response: avatarSchema },
  "PUT /creator/avatars/{id}": { params: creatorIdParamsSchema, body: avatarInputSchema, response: avatarSchema },
  "DELETE /creator/avatars/{id}": { params: creatorIdParamsSchema, response: null },
  "GET /creator/courses": { query: creatorCourseListQuerySchema, response: creatorCourseListSchema },
  "POST /creator/courses": { body: creatorCourseInputSchema, response: createdSchema },
  "GET /creator/courses/{id}": { params: creatorIdParamsSchema, response: creatorCourseSchema },
  "PUT /creator/courses/{id}": { params: creatorIdParamsSchema, body: creatorCourseUpdateSchema, response: creatorCourseSchema },
  "DELETE /creator/courses/{id}": { params: creatorIdParamsSchema, response: null },
  "POST /creator/courses/{id}/render": { params: creatorIdParamsSchema, response: creatorStatusSchema },
  "GET /creator/courses/{id}/status": { params: creatorIdParamsSchema, response: creatorStatusSchema },
  "POST /creator/courses/{id}/publish": { params: creatorIdParamsSchema, response: creatorCourseSchema },
  "POST /creator/courses/{id}/unpublish": { params: creatorIdParamsSchema, response: creatorCourseSchema },
  "POST /creator/courses/draft-from-outline": { body: outlineInputSchema, response: outlineDraftSchema },
  "POST /creator/courses/batch": { query: batchQuerySchema, response: batchCreatedSchema },
  "GET /creator/batches": { query: batchListQuerySchema, response: batchListSchema },
  "GET /creator/batches/{id}": { params: creatorIdParamsSchema, response: batchSchema },
  // multipart uploads are typed by their answer
  "POST /creator/avatars/{id}/portrait": { params: creatorIdParamsSchema, response: avatarSchema },
  "DELETE /creator/avatars/{id}/portrait": { params: creatorIdParamsSchema, response: avatarSchema },
  "POST /creator/courses/{id}/cover": { params: creatorIdParamsSchema, response: creatorCourseSchema },
  "DELETE /creator/courses/{id}/cover": { params: creatorIdParamsSchema, response: creatorCourseSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof authoringOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface AuthoringOperations extends Table {}
