import { and, eq, inArray } from "drizzle-orm";
import { REFERRAL_CODE_PATTERN, normalizeReferralCode } from "../../../contract/referral-rules.ts";
import type { Tx } from "../../db/client.ts";
import { affiliates, referrals, signUpCampaigns } from "./schema.ts";
import { scoped, type TenantScope, type UserScope } from "../../platform/scope.ts";
import type { SignUpHook } from "../area.ts";
import { people } from "../identity/index.ts";
import type { ReferralDeps } from "./deps.ts";
import { findAffiliateByCode, type AffiliateRow } from "./queries.ts";

/** Whether the referrer belongs to the company whose e-mail domain the person signs up with (the company they will join). */
async function referrerInCompanyOf(d: ReferralDeps, tx: Tx, { tenantId }: TenantScope, affiliate: AffiliateRow, email: string) {
  const domain = email.split("@")[1];
  if (!domain) return false;
  const company = await d.orgs.findEntityByDomain(tx, { tenantId }, domain);
  if (!company) return false;
  const [hit] = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(
      and(
        scoped.tenant(affiliates, { tenantId }),
        eq(affiliates.id, affiliate.id),
        inArray(affiliates.userId, d.orgs.memberIds({ tenantId, entityId: company.id })),
      ),
    )
    .limit(1);
  return !!hit;
}

/** Attaches a sign-up to the affiliate whose code the visitor's browser kept, unless that would refer oneself or one's own company. */
async function attachReferral(d: ReferralDeps, tx: Tx, person: UserScope, code: string, utm: Record<string, string> | null) {
  if (!REFERRAL_CODE_PATTERN.test(code)) return;
  const affiliate = await findAffiliateByCode(tx, person, normalizeReferralCode(code));
  if (!affiliate || affiliate.userId === person.userId) return;
  const me = await people.find(tx, person);
  if (!me || (await referrerInCompanyOf(d, tx, person, affiliate, me.email))) return;
  await tx
    .insert(referrals)
    .values({ whitelabelId: person.tenantId, affiliateId: affiliate.id, referredUserId: person.userId, utm })
    .onConflictDoNothing();
}

/**
 * The sign-up hook: keeps the campaign the person came with (UTM, guard 8) and attaches the
 * referral of the code the browser kept. The referred customer (the entity that pays) is
 * bound at its first paid invoice (invoice-paid.ts).
 */
export const recordSignUp =
  (d: ReferralDeps): SignUpHook =>
  async (tx, person, details) => {
    const utm = details.utm && Object.keys(details.utm).length ? details.utm : null;
    if (utm) {
      await tx
        .insert(signUpCampaigns)
        .values({
          userId: person.userId,
          whitelabelId: person.tenantId,
          source: utm.utm_source,
          medium: utm.utm_medium,
          campaign: utm.utm_campaign,
          term: utm.utm_term,
          content: utm.utm_content,
        })
        .onConflictDoNothing();
    }
    if (details.referralCode) await attachReferral(d, tx, person, details.referralCode, utm);
  };
