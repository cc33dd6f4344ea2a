import type { ReferralList } from "../../../contract/referrals.ts";
import type { UserScope } from "../../platform/scope.ts";
import { ownAffiliatePage, type AffiliatePageInput } from "./affiliate-page.ts";
import type { ReferralDeps } from "./deps.ts";
import { referralPage } from "./queries.ts";

/** GET /affiliate/{id}/referrals: the person's own affiliate only; anyone else's is not found. */
export const listReferrals =
  (d: ReferralDeps) =>
  async (person: UserScope, input: AffiliatePageInput): Promise<ReferralList> => {
    const { rows, counts, nameOf } = await ownAffiliatePage(d, person, input, referralPage);
    return {
      referrals: rows.map((r) => ({
        id: r.id,
        name: nameOf(r.referredUserId),
        status: r.status,
        utm: r.utm && Object.keys(r.utm).length ? r.utm : null,
        createdAt: r.createdAt.toISOString(),
        convertedAt: r.convertedAt?.toISOString() ?? null,
      })),
      totalReferrals: counts.referrals,
      page: input.page,
      limit: input.limit,
    };
  };
