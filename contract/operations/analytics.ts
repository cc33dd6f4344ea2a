import type { Operation } from "../operations.ts";
import { collectSchema, trafficQuerySchema, trafficReportSchema } from "../analytics.ts";

/**
 * Analytics's JSON operations: the usage tracker's beacon and the managers' traffic report. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const analyticsOperations = {
  "POST /collect": { body: collectSchema, response: null },
  "GET /entity/reports/traffic": { query: trafficQuerySchema, response: trafficReportSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof analyticsOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface AnalyticsOperations extends Table {}
