import type { Operation } from "../operations.ts";
import { createdSchema } from "../common.ts";
import {
  publicScanCreatedSchema,
  publicScanInputSchema,
  publicScanQuerySchema,
  scanHistoryQuerySchema,
  scanHistorySchema,
  scanParamsSchema,
  scanSchema,
  verifyInputSchema,
  websiteDetailSchema,
  websiteInputSchema,
  websiteListQuerySchema,
  websiteListSchema,
  websiteParamsSchema,
  websiteSettingsSchema,
} from "../scanners.ts";

/**
 * Scanners's JSON operations: an entity's websites and their scans, and the marketing site's free scan. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const scannersOperations = {
  "GET /entity/websites": { query: websiteListQuerySchema, response: websiteListSchema },
  "POST /entity/websites": { body: websiteInputSchema, response: websiteDetailSchema },
  "GET /entity/websites/{id}": { params: websiteParamsSchema, response: websiteDetailSchema },
  "PATCH /entity/websites/{id}": { params: websiteParamsSchema, body: websiteSettingsSchema, response: websiteDetailSchema },
  "DELETE /entity/websites/{id}": { params: websiteParamsSchema, response: null },
  "POST /entity/websites/{id}/verify": { params: websiteParamsSchema, body: verifyInputSchema, response: websiteDetailSchema },
  "POST /entity/websites/{id}/scans": { params: websiteParamsSchema, response: createdSchema },
  "GET /entity/websites/{id}/scans": { params: websiteParamsSchema, query: scanHistoryQuerySchema, response: scanHistorySchema },
  "GET /scans/{id}": { params: scanParamsSchema, response: scanSchema },
  "POST /public/scans": { body: publicScanInputSchema, response: publicScanCreatedSchema },
  "GET /public/scans/{id}": { params: scanParamsSchema, query: publicScanQuerySchema, response: scanSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof scannersOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface ScannersOperations extends Table {}
