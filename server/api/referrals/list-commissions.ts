import type { CommissionList } from "../../../contract/referrals.ts";
import type { UserScope } from "../../platform/scope.ts";
import { ownAffiliatePage, type AffiliatePageInput } from "./affiliate-page.ts";
import { rateOf, type ReferralDeps } from "./deps.ts";
import { commissionPage } from "./queries.ts";

/** GET /affiliate/{id}/commissions: the person's own affiliate only; anyone else's is not found. */
export const listCommissions =
  (d: ReferralDeps) =>
  async (person: UserScope, input: AffiliatePageInput): Promise<CommissionList> => {
    const { rows, counts, nameOf } = await ownAffiliatePage(d, person, input, commissionPage);
    return {
      commissions: rows.map(({ commission: c, referredUserId }) => ({
        id: c.id,
        referralId: c.referralId,
        name: nameOf(referredUserId),
        invoiceAmount: c.invoiceAmountCents,
        bonusAmount: c.amountCents,
        currency: c.currency,
        rate: rateOf(c.rateBasisPoints),
        status: c.status,
        earnedAt: c.earnedAt.toISOString(),
        reversedAt: c.reversedAt?.toISOString() ?? null,
      })),
      totalCommissions: counts.commissions,
      page: input.page,
      limit: input.limit,
    };
  };
