import type { CommissionList } from "../../../contract/referrals.ts";
import type { UserScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { notFound, rateOf, type ReferralDeps } from "./deps.ts";
import { affiliateCounts, commissionPage, findAffiliateOf } from "./queries.ts";

/** GET /affiliate/{id}/commissions: the person's own affiliate only; anyone else's is not found. */
export const listCommissions =
  (d: ReferralDeps) =>
  async (person: UserScope, input: { affiliateId: string; page: number; limit: number }): Promise<CommissionList> => {
    const affiliate = await findAffiliateOf(d.db, person, input.affiliateId);
    if (!affiliate) throw notFound();
    const [rows, counts] = await Promise.all([
      commissionPage(d.db, person, affiliate.id, input.page, input.limit),
      affiliateCounts(d.db, person, affiliate.id),
    ]);
    const names = new Map(
      (
        await people.findMany(
          d.db,
          person,
          rows.flatMap((r) => (r.referredUserId ? [r.referredUserId] : [])),
        )
      ).map((u) => [u.id, u.name]),
    );
    return {
      commissions: rows.map(({ commission: c, referredUserId }) => ({
        id: c.id,
        referralId: c.referralId,
        name: referredUserId ? (names.get(referredUserId) ?? null) : null,
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
