import type { Db } from "../../db/client.ts";
import type { TenantScope, UserScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { notFound, type ReferralDeps } from "./deps.ts";
import { affiliateCounts, findAffiliateOf } from "./queries.ts";

export type AffiliatePageInput = { affiliateId: string; page: number; limit: number };

/**
 * One page of rows of the person's own affiliate (its referrals or its commissions), its counts
 * and the name of each row's referred person (null once they are gone); anyone else's affiliate
 * is not found.
 */
export async function ownAffiliatePage<R extends { referredUserId: string | null }>(
  d: ReferralDeps,
  person: UserScope,
  input: AffiliatePageInput,
  pageOf: (db: Db, scope: TenantScope, affiliateId: string, page: number, limit: number) => Promise<R[]>,
) {
  const affiliate = await findAffiliateOf(d.db, person, input.affiliateId);
  if (!affiliate) throw notFound();
  const [rows, counts] = await Promise.all([
    pageOf(d.db, person, affiliate.id, input.page, input.limit),
    affiliateCounts(d.db, person, affiliate.id),
  ]);
  const referred = rows.flatMap((r) => (r.referredUserId ? [r.referredUserId] : []));
  const names = new Map((await people.findMany(d.db, person, referred)).map((u) => [u.id, u.name]));
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? null) : null);
  return { rows, counts, nameOf };
}
