import type { Operation } from "../operations.ts";
import { createdSchema } from "../common.ts";
import { contactMessageSchema, demoRequestSchema } from "../inquiries.ts";

/**
 * Inquiries's JSON operations: the marketing site's demo requests and contact messages. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const inquiriesOperations = {
  "POST /public/demo-requests": { body: demoRequestSchema, response: createdSchema },
  "POST /public/contact": { body: contactMessageSchema, response: createdSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof inquiriesOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface InquiriesOperations extends Table {}
