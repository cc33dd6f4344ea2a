import type { Operation } from "../operations.ts";
import {
  affiliatePageQuerySchema,
  affiliateParamsSchema,
  affiliateSchema,
  commissionListSchema,
  referralCodeParamsSchema,
  referralCodeSchema,
  referralListSchema,
  referralProgramSchema,
} from "../referrals.ts";

/**
 * Referrals's JSON operations: the referral programme and an affiliate's referrals and commissions. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const referralsOperations = {
  "GET /public/referral-program": { response: referralProgramSchema },
  "GET /public/referral-codes/{code}": { params: referralCodeParamsSchema, response: referralCodeSchema },
  "GET /affiliate": { response: affiliateSchema },
  "GET /affiliate/{id}/referrals": { params: affiliateParamsSchema, query: affiliatePageQuerySchema, response: referralListSchema },
  "GET /affiliate/{id}/commissions": { params: affiliateParamsSchema, query: affiliatePageQuerySchema, response: commissionListSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof referralsOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface ReferralsOperations extends Table {}
