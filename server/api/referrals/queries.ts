import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { affiliates, commissions, referrals } from "./schema.ts";
import { scoped, type TenantScope, type UserScope } from "../../platform/scope.ts";

export type AffiliateRow = typeof affiliates.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type CommissionRow = typeof commissions.$inferSelect;

/** The person's own affiliate record, if they have one. */
export async function findOwnAffiliate(db: Tx, person: UserScope) {
  const [row] = await db.select().from(affiliates).where(scoped.user(affiliates, person)).limit(1);
  return row;
}

/** An affiliate of the tenant by id, only when it is the person's own: anyone else's does not exist for them. */
export async function findAffiliateOf(db: Tx, person: UserScope, id: string) {
  const [row] = await db
    .select()
    .from(affiliates)
    .where(and(scoped.user(affiliates, person), eq(affiliates.id, id)))
    .limit(1);
  return row;
}

/** The affiliate a code names on this tenant, while its person still has an account. */
export async function findAffiliateByCode(db: Tx, scope: TenantScope, code: string) {
  const [row] = await db
    .select()
    .from(affiliates)
    .where(and(scoped.tenant(affiliates, scope), eq(affiliates.code, code), isNotNull(affiliates.userId)))
    .limit(1);
  return row;
}

/** How many people the affiliate referred, and how many commissions they have (earned or reversed). */
export async function affiliateCounts(db: Tx, { tenantId }: TenantScope, affiliateId: string) {
  const [r] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(scoped.tenant(referrals, { tenantId }), eq(referrals.affiliateId, affiliateId)));
  const [c] = await db
    .select({ n: count() })
    .from(commissions)
    .where(and(scoped.tenant(commissions, { tenantId }), eq(commissions.affiliateId, affiliateId)));
  return { referrals: r!.n, commissions: c!.n };
}

/** Earned and reversed sums per currency, in cents. */
export async function commissionTotals(db: Tx, { tenantId }: TenantScope, affiliateId: string) {
  return db
    .select({
      currency: commissions.currency,
      bonusAmount: sql<number>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} = 'earned'), 0)`.mapWith(
        Number,
      ),
      reversedAmount: sql<number>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} = 'reversed'), 0)`.mapWith(
        Number,
      ),
      count: sql<number>`count(*) filter (where ${commissions.status} = 'earned')`.mapWith(Number),
    })
    .from(commissions)
    .where(and(scoped.tenant(commissions, { tenantId }), eq(commissions.affiliateId, affiliateId)))
    .groupBy(commissions.currency)
    .orderBy(commissions.currency);
}

/** One page of the affiliate's referrals, newest first. */
export async function referralPage(db: Tx, { tenantId }: TenantScope, affiliateId: string, page: number, limit: number) {
  return db
    .select()
    .from(referrals)
    .where(and(scoped.tenant(referrals, { tenantId }), eq(referrals.affiliateId, affiliateId)))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** One page of the affiliate's commissions, newest first, with the referred person's id. */
export async function commissionPage(db: Tx, { tenantId }: TenantScope, affiliateId: string, page: number, limit: number) {
  return db
    .select({ commission: commissions, referredUserId: referrals.referredUserId })
    .from(commissions)
    .innerJoin(referrals, and(eq(referrals.id, commissions.referralId), scoped.tenant(referrals, { tenantId })))
    .where(and(scoped.tenant(commissions, { tenantId }), eq(commissions.affiliateId, affiliateId)))
    .orderBy(desc(commissions.earnedAt), desc(commissions.id))
    .limit(limit)
    .offset((page - 1) * limit);
}
