import type { TrafficReport } from "../../../contract/analytics.ts";
import type { EntityScope, TenantScope } from "../../platform/scope.ts";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { trafficFigures } from "./queries.ts";
import { utcDay } from "./visitor-salts.ts";

const DAY_MS = 86_400_000;

/**
 * The managers' traffic report: the last `days` days (today included, UTC) of the site their
 * company owns (decision 0025). A company that owns no site has no traffic of its own: the
 * default site is shared by every company that signed up there, so its traffic is nobody's report.
 */
/** Sign-ups per campaign on a site since a moment (the referral programme keeps each new user's campaign). */
export type SignUpsByCampaign = (
  scope: TenantScope,
  input: { since: Date; limit?: number },
) => Promise<{ source: string | null; medium: string | null; campaign: string | null; signUps: number }[]>;

type Campaign = TrafficReport["campaigns"][number];
const campaignKey = (c: { source: string | null; medium: string | null; campaign: string | null }) =>
  JSON.stringify([c.source, c.medium, c.campaign]);

/** Visits and sign-ups of the same campaign side by side; sign-ups first, then views. */
function mergeCampaigns(visits: Omit<Campaign, "signUps">[], signUps: Awaited<ReturnType<SignUpsByCampaign>>): Campaign[] {
  const rows = new Map<string, Campaign>(visits.map((v) => [campaignKey(v), { ...v, signUps: 0 }]));
  for (const s of signUps) {
    const row = rows.get(campaignKey(s)) ?? { source: s.source, medium: s.medium, campaign: s.campaign, views: 0, visitors: 0, signUps: 0 };
    row.signUps += s.signUps;
    rows.set(campaignKey(s), row);
  }
  return [...rows.values()].sort((a, b) => b.signUps - a.signUps || b.views - a.views);
}

export function createTrafficReport(db: Db, orgs: Organizations, tenancy: TenancyService, signUpsByCampaign: SignUpsByCampaign) {
  return async function trafficReport(scope: EntityScope, query: { days: number }, now = new Date()): Promise<TrafficReport> {
    const entity = await orgs.getEntity(scope);
    const site = entity?.type === "company" && entity.ownWhitelabelId ? await tenancy.byId(entity.ownWhitelabelId) : undefined;
    if (!site) throw new DomainError("not_found", "no_site", "companyTraffic:errors.noSite");

    const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
    const since = new Date(today - (query.days - 1) * DAY_MS);
    const [f, signUps] = await Promise.all([
      trafficFigures(db, { tenantId: site.id }, since),
      signUpsByCampaign({ tenantId: site.id }, { since, limit: 1_000 }),
    ]);
    const byDay = new Map(f.daily.map((d) => [d.day, d]));
    const daily = Array.from({ length: query.days }, (_, i) => {
      const day = utcDay(new Date(since.getTime() + i * DAY_MS));
      const d = byDay.get(day);
      return { day, views: d?.views ?? 0, visitors: d?.visitors ?? 0 };
    });
    return {
      site: { name: site.name ?? site.whitelabelSlug, slug: site.whitelabelSlug },
      period: { from: utcDay(since), to: utcDay(now), days: query.days },
      totals: { ...f.totals, signUps: signUps.reduce((n, s) => n + s.signUps, 0) },
      daily,
      pages: f.pages,
      referrers: f.referrers,
      campaigns: mergeCampaigns(f.campaigns, signUps),
      events: f.events,
    };
  };
}
export type TrafficReportFn = ReturnType<typeof createTrafficReport>;
