import { normalizeReferralCode } from "../../../contract/referral-rules.ts";
import type { TenantScope } from "../../platform/scope.ts";
import { notFound, type ReferralDeps } from "./deps.ts";
import { findAffiliateByCode } from "./queries.ts";

/**
 * GET /public/referral-codes/{code}: whether a code refers anyone on this tenant (the referral
 * middleware keeps only such a code). Codes are public by nature; another tenant's is not found.
 */
export const findReferralCode =
  (d: ReferralDeps) =>
  async (scope: TenantScope, input: { code: string }): Promise<{ code: string }> => {
    const affiliate = await findAffiliateByCode(d.db, scope, normalizeReferralCode(input.code));
    if (!affiliate) throw notFound();
    return { code: affiliate.code };
  };
