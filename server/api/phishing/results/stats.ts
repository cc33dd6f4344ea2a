import { and, desc, eq, sql } from "drizzle-orm";
import type { PhishingStats } from "../../../../contract/phishing.ts";
import type { Db } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import type { Organizations } from "../../organizations/index.ts";
import { phishingCampaigns as c, phishingRecipients as r } from "../schema.ts";
import { campaignTallies, failed, groupTallies, happenedAt, inGroup, rates, sentCampaign } from "./figures.ts";

const REPEAT_CLICKERS = 20;
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

export type StatsQuery = { groupId?: string; from?: string; to?: string };

/** The group's active members; 404 unless the group is the entity's own (another entity's id names nothing). */
export async function groupMembersOr404(orgs: Organizations, scope: EntityScope, groupId: string | undefined) {
  if (!groupId) return undefined;
  const members = await orgs.groupMemberIds(scope, groupId);
  if (!members) throw notFound();
  return members;
}

/**
 * The entity's figures over a period (GET /phishing/stats): the sent campaigns' counts (one
 * grouped query), per group by membership now, and the people who failed two campaigns or more.
 */
export async function phishingStats(db: Db, orgs: Organizations, scope: EntityScope, q: StatsQuery): Promise<PhishingStats> {
  const members = await groupMembersOr404(orgs, scope, q.groupId);
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
    campaignTallies(db, scope, { from, to, members }),
    groupTallies(db, orgs, scope, and(period, inGroup(members))).then((gs) => (q.groupId ? gs.filter((g) => g.id === q.groupId) : gs)),
    db
      .select({
        userId: sql<string | null>`max(cast(${r.userId} as text))`,
        name: sql<string>`max(${r.name})`,
        email: sql<string>`lower(${r.email})`,
        failures: sql<number>`cast(count(distinct ${r.campaignId}) as int)`,
      })
      .from(r)
      .innerJoin(c, eq(c.id, r.campaignId))
      .where(and(period, failed, inGroup(members)))
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
