import { and, count, desc, eq, gte, isNotNull, lt, or, sql } from "drizzle-orm";
import { TRAFFIC_LIMITS } from "../../../contract/analytics-rules.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "./schema.ts";
import { allTenants, scoped, type TenantScope } from "../../platform/scope.ts";
import type { StoredHit } from "./normalize-hit.ts";

const e = analyticsEvents;

export async function insertHit(db: Db, { tenantId }: TenantScope, hit: StoredHit & { visitor: string; createdAt: Date }) {
  await db.insert(e).values({ ...hit, whitelabelId: tenantId });
}

/** Deletes what was collected before `cutoff`, on every site. */
export async function deleteHitsBefore(db: Db, cutoff: Date) {
  await db.delete(e).where(and(allTenants("retention: every site's hits before the cutoff go"), lt(e.createdAt, cutoff)));
}

const views = sql<number>`count(*)::int`;
const visitors = sql<number>`count(distinct ${e.visitor})::int`;
const dayOf = sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The report's figures for one site since `since`, each list its top rows (tenant, created_at index). */
export async function trafficFigures(db: Db, { tenantId }: TenantScope, since: Date) {
  const recent = and(scoped.tenant(e, { tenantId }), gte(e.createdAt, since));
  const pageviews = and(recent, eq(e.kind, "pageview"));
  const top = TRAFFIC_LIMITS.top;
  const [[totals], daily, pages, referrers, campaigns, events] = await Promise.all([
    db
      .select({
        views: sql<number>`count(*) filter (where ${e.kind} = 'pageview')::int`,
        visitors: sql<number>`count(distinct ${e.visitor}) filter (where ${e.kind} = 'pageview')::int`,
        events: sql<number>`count(*) filter (where ${e.kind} = 'event')::int`,
      })
      .from(e)
      .where(recent),
    db.select({ day: dayOf, views, visitors }).from(e).where(pageviews).groupBy(dayOf).orderBy(dayOf),
    db
      .select({ path: e.path, title: sql<string | null>`max(${e.title})`, views, visitors })
      .from(e)
      .where(pageviews)
      .groupBy(e.path)
      .orderBy(desc(views), e.path)
      .limit(top),
    db
      .select({ host: sql<string>`${e.referrerHost}`, views, visitors })
      .from(e)
      .where(and(pageviews, isNotNull(e.referrerHost)))
      .groupBy(e.referrerHost)
      .orderBy(desc(views), e.referrerHost)
      .limit(top),
    db
      .select({ source: e.utmSource, medium: e.utmMedium, campaign: e.utmCampaign, views, visitors })
      .from(e)
      .where(and(pageviews, or(isNotNull(e.utmSource), isNotNull(e.utmMedium), isNotNull(e.utmCampaign))))
      .groupBy(e.utmSource, e.utmMedium, e.utmCampaign)
      .orderBy(desc(views), e.utmSource, e.utmMedium, e.utmCampaign)
      .limit(top),
    db
      .select({ name: sql<string>`${e.name}`, count: count(), visitors })
      .from(e)
      .where(and(recent, eq(e.kind, "event")))
      .groupBy(e.name)
      .orderBy(desc(count()), e.name)
      .limit(top),
  ]);
  return { totals: totals ?? { views: 0, visitors: 0, events: 0 }, daily, pages, referrers, campaigns, events };
}
