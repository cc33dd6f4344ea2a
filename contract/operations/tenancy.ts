import type { Operation } from "../operations.ts";
import { brandSchema } from "../brand-schema.ts";
import { redirectLookupQuerySchema, redirectSchema, tenantSlugParamsSchema } from "../tenancy.ts";

/**
 * Tenancy's JSON operations: a tenant's public brand and its redirects. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const tenancyOperations = {
  "GET /public/whitelabel/get-whitelabel": { response: brandSchema },
  "GET /public/whitelabel/{slug}": { params: tenantSlugParamsSchema, response: brandSchema },
  "GET /public/redirects/lookup": { query: redirectLookupQuerySchema, response: redirectSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof tenancyOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface TenancyOperations extends Table {}
