import { and, count, desc, gte } from "drizzle-orm";
import { signUpCampaigns } from "./schema.ts";
import { scoped, type TenantScope } from "../../platform/scope.ts";
import type { ReferralDeps } from "./deps.ts";

export type SignUpCampaign = { source: string | null; medium: string | null; campaign: string | null; signUps: number };

/**
 * Sign-ups per campaign (UTM source, medium and campaign) on a tenant since a moment, most
 * first: what the analytics reports show beside their traffic.
 */
export const signUpsByCampaign =
  (d: Pick<ReferralDeps, "db">) =>
  async (scope: TenantScope, input: { since: Date; limit?: number }): Promise<SignUpCampaign[]> => {
    const n = count();
    return d.db
      .select({ source: signUpCampaigns.source, medium: signUpCampaigns.medium, campaign: signUpCampaigns.campaign, signUps: n })
      .from(signUpCampaigns)
      .where(and(scoped.tenant(signUpCampaigns, scope), gte(signUpCampaigns.createdAt, input.since)))
      .groupBy(signUpCampaigns.source, signUpCampaigns.medium, signUpCampaigns.campaign)
      .orderBy(desc(n))
      .limit(input.limit ?? 20);
  };
