import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { phishProne, type CampaignStatus, type RecipientOutcome } from "../../../../contract/phishing-limits.ts";
import type { Db } from "../../../db/client.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import type { Organizations } from "../../organizations/index.ts";
import { phishingCampaigns as c, phishingRecipients as r } from "../schema.ts";

/** A campaign that sent something: not a draft or a scheduled one, not cancelled before its first message. */
export const SENT_STATUSES: CampaignStatus[] = ["sending", "running", "completed"];
export const sentCampaign = (): SQL => or(inArray(c.status, SENT_STATUSES), and(eq(c.status, "cancelled"), isNotNull(c.startedAt)))!;

/** Delivered: sent and not bounced (the SMTP server took it). */
export const delivered = sql`(coalesce(${r.deliveredAt}, ${r.sentAt}) is not null and ${r.bouncedAt} is null)`;
/** Failed the test: clicked or typed into the fake sign-in (a scanner's pre-fetch is never a click). */
export const failed = sql`(${delivered} and (${r.firstClickedAt} is not null or ${r.submittedAt} is not null))`;
export const reported = sql`(${delivered} and ${r.reportedAt} is not null)`;

const countIf = (cond: SQL) => sql<number>`cast(count(*) filter (where ${cond}) as int)`;
/** The three counts every figure is made of. */
export const tally = { delivered: countIf(delivered), failed: countIf(failed), reported: countIf(reported) };

export const rates = (t: { delivered: number; failed: number; reported: number }) => ({
  phishProne: phishProne(t.failed, t.delivered),
  reportRate: phishProne(t.reported, t.delivered),
});

/** Only the group's members (its active members now), when a group narrows the figures. */
export const inGroup = (members: string[] | undefined): SQL | undefined =>
  members ? (members.length ? inArray(r.userId, members) : sql`false`) : undefined;

/**
 * Each group's counts over the recipients `where` selects: one grouped query per person, then
 * the company's groups of those people (organizations lends them), added up by group, by name.
 */
export async function groupTallies(db: Db, orgs: Organizations, scope: EntityScope, where: SQL | undefined) {
  const perPerson = await db
    .select({ userId: r.userId, ...tally })
    .from(r)
    .innerJoin(c, eq(c.id, r.campaignId))
    .where(and(where, isNotNull(r.userId)))
    .groupBy(r.userId);
  const groupsOf = await orgs.groupsOf(
    scope,
    perPerson.map((p) => p.userId!),
  );
  const out = new Map<string, { id: string; name: string; delivered: number; failed: number; reported: number }>();
  for (const p of perPerson)
    for (const g of groupsOf.get(p.userId!) ?? []) {
      const sum = out.get(g.id) ?? { id: g.id, name: g.name, delivered: 0, failed: 0, reported: 0 };
      sum.delivered += p.delivered;
      sum.failed += p.failed;
      sum.reported += p.reported;
      out.set(g.id, sum);
    }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** When a campaign happened, for periods and ordering: its start, else its window's. */
export const happenedAt = sql<Date>`coalesce(${c.startedAt}, ${c.windowStart})`;

/** Each sent campaign of the entity in the period with its counts, oldest first (one grouped query on the entity's index). */
export async function campaignTallies(db: Db, scope: EntityScope, q: { from?: Date; to?: Date; members?: string[]; latestOnly?: boolean }) {
  const rows = await db
    .select({ id: c.id, name: c.name, status: c.status, startedAt: c.startedAt, completedAt: c.completedAt, at: happenedAt, ...tally })
    .from(r)
    .innerJoin(c, eq(c.id, r.campaignId))
    .where(
      and(
        scoped.entity(r, scope),
        scoped.entity(c, scope),
        q.latestOnly ? inArray(c.status, ["running", "completed"]) : sentCampaign(),
        q.from ? sql`${happenedAt} >= ${q.from.toISOString()}` : undefined,
        q.to ? sql`${happenedAt} <= ${q.to.toISOString()}` : undefined,
        inGroup(q.members),
      ),
    )
    .groupBy(c.id)
    .orderBy(q.latestOnly ? desc(happenedAt) : happenedAt, c.id)
    .limit(q.latestOnly ? 1 : 10_000);
  return rows.map((x) => ({ ...x, at: new Date(x.at) }));
}

/** A recipient's own outcome, worst first (RECIPIENT_OUTCOMES). */
export function outcomeOf(x: {
  submittedAt: Date | null;
  firstClickedAt: Date | null;
  reportedAt: Date | null;
  openedAt: Date | null;
  deliveredAt: Date | null;
  sentAt: Date | null;
  bouncedAt: Date | null;
  campaignStatus: CampaignStatus;
}): RecipientOutcome {
  if (x.submittedAt) return "submitted";
  if (x.firstClickedAt) return "clicked";
  if (x.reportedAt) return "reported";
  if (x.openedAt) return "opened";
  if (x.bouncedAt) return "bounced";
  if (x.deliveredAt) return "delivered";
  if (x.sentAt) return "sent";
  return x.campaignStatus === "cancelled" ? "cancelled" : "pending";
}
