import type { ReferralList } from "../../../contract/referrals.ts";
import type { UserScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { notFound, type ReferralDeps } from "./deps.ts";
import { affiliateCounts, findAffiliateOf, referralPage } from "./queries.ts";

/** GET /affiliate/{id}/referrals: the person's own affiliate only; anyone else's is not found. */
export const listReferrals =
  (d: ReferralDeps) =>
  async (person: UserScope, input: { affiliateId: string; page: number; limit: number }): Promise<ReferralList> => {
    const affiliate = await findAffiliateOf(d.db, person, input.affiliateId);
    if (!affiliate) throw notFound();
    const [rows, counts] = await Promise.all([
      referralPage(d.db, person, affiliate.id, input.page, input.limit),
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
      referrals: rows.map((r) => ({
        id: r.id,
        name: r.referredUserId ? (names.get(r.referredUserId) ?? null) : null,
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
