import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PhishingStats } from "../../../../contract/phishing.ts";
import type { Db } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import { groupMembers, groups } from "../../organizations/schema.ts";
import { phishingCampaigns as c, phishingRecipients as r } from "../schema.ts";
import { campaignTallies, failed, happenedAt, inGroup, rates, sentCampaign, tally } from "./figures.ts";

const REPEAT_CLICKERS = 20;
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

export type StatsQuery = { groupId?: string; from?: string; to?: string };

/** 404 unless the group is the entity's own (another entity's id names nothing). */
export async function requireGroup(db: Db, scope: EntityScope, groupId: string | undefined) {
  if (!groupId) return;
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(scoped.entity(groups, scope), eq(groups.id, groupId)));
  if (!row) throw notFound();
}

/**
 * The entity's figures over a period (GET /phishing/stats): the sent campaigns' counts (one
 * grouped query), per group by membership now, and the people who failed two campaigns or more.
 */
export async function phishingStats(db: Db, scope: EntityScope, q: StatsQuery): Promise<PhishingStats> {
  await requireGroup(db, scope, q.groupId);
  const from = q.from ? new Date(q.from) : undefined;
  const to = q.to ? new Date(q.to) : undefined;
  const period = and(
    scoped.entity(r, scope),
    scoped.entity(c, scope),
    sentCampaign(),
    from ? sql`${happenedAt} >= ${from.toISOString()}` : undefined,
    to ? sql`${happenedAt} <= ${to.toISOString()}` : undefined,
  );
  const [campaigns, perGroup, repeat] = await Promise.all([
    campaignTallies(db, scope, { from, to, groupId: q.groupId }),
    db
      .select({ id: groups.id, name: groups.name, ...tally })
      .from(r)
      .innerJoin(c, eq(c.id, r.campaignId))
      .innerJoin(groupMembers, and(eq(groupMembers.userId, r.userId), scoped.entity(groupMembers, scope)))
      .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), scoped.entity(groups, scope)))
      .where(and(period, q.groupId ? eq(groups.id, q.groupId) : undefined))
      .groupBy(groups.id, groups.name)
      .orderBy(asc(groups.name)),
    db
      .select({
        userId: sql<string | null>`max(cast(${r.userId} as text))`,
        name: sql<string>`max(${r.name})`,
        email: sql<string>`lower(${r.email})`,
        failures: sql<number>`cast(count(distinct ${r.campaignId}) as int)`,
      })
      .from(r)
      .innerJoin(c, eq(c.id, r.campaignId))
      .where(and(period, failed, inGroup(db, scope, q.groupId)))
      .groupBy(sql`lower(${r.email})`)
      .having(sql`count(distinct ${r.campaignId}) >= 2`)
      .orderBy(desc(sql`count(distinct ${r.campaignId})`), sql`lower(${r.email})`)
      .limit(REPEAT_CLICKERS),
  ]);
  const total = campaigns.reduce(
    (s, x) => ({ delivered: s.delivered + x.delivered, failed: s.failed + x.failed, reported: s.reported + x.reported }),
    { delivered: 0, failed: 0, reported: 0 },
  );
  const latest = [...campaigns].reverse().find((x) => x.status === "running" || x.status === "completed");
  return {
    ...rates(total),
    ...total,
    campaigns: campaigns.map((x) => ({
      id: x.id,
      name: x.name,
      startedAt: x.startedAt?.toISOString() ?? null,
      delivered: x.delivered,
      failed: x.failed,
      reported: x.reported,
      ...rates(x),
    })),
    groups: perGroup.map((g) => ({ id: g.id, name: g.name, delivered: g.delivered, ...rates(g) })),
    repeatClickers: repeat,
    latest: latest
      ? { campaignId: latest.id, name: latest.name, at: (latest.completedAt ?? latest.at).toISOString(), ...rates(latest) }
      : null,
  };
}
