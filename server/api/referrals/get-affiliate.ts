import type { Affiliate } from "../../../contract/referrals.ts";
import { REFERRAL_QUERY_PARAM } from "../../../contract/referral-rules.ts";
import { affiliates } from "./schema.ts";
import type { UserScope } from "../../platform/scope.ts";
import { newAffiliateCode } from "./affiliate-code.ts";
import { rateOf, type ReferralDeps } from "./deps.ts";
import { affiliateCounts, commissionTotals, findOwnAffiliate, type AffiliateRow } from "./queries.ts";

/** The referral link: the site's base URL with ?ref={code} (§3). */
export const referralLink = (origin: string, code: string) =>
  `${origin.replace(/\/$/, "")}/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/** The person's affiliate record, made on first use with a fresh random code. */
async function ensureAffiliate(d: ReferralDeps, person: UserScope): Promise<AffiliateRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const own = await findOwnAffiliate(d.db, person);
    if (own) return own;
    // a second first call at the same moment, or (rarely) a code already taken: look again
    await d.db
      .insert(affiliates)
      .values({ whitelabelId: person.tenantId, userId: person.userId, code: newAffiliateCode() })
      .onConflictDoNothing();
  }
  throw new Error("could not make an affiliate code");
}

/** GET /affiliate: the signed-in person's code, link, counts and commission totals. */
export const getAffiliate =
  (d: ReferralDeps) =>
  async (person: UserScope, input: { origin: string }): Promise<Affiliate> => {
    const row = await ensureAffiliate(d, person);
    const [counts, totals] = await Promise.all([affiliateCounts(d.db, person, row.id), commissionTotals(d.db, person, row.id)]);
    return {
      id: row.id,
      code: row.code,
      link: referralLink(input.origin, row.code),
      rate: rateOf(d.rateBasisPoints),
      commissions: totals,
      totalReferrals: counts.referrals,
      totalCommissions: counts.commissions,
      createdAt: row.createdAt.toISOString(),
    };
  };
