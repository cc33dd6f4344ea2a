import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../../contract/constants.ts";
import {
  PHISHING_LIMITS as L,
  phishProne,
  type Campaign,
  type CampaignCounts,
  type campaignListQuerySchema,
  type eventListQuerySchema,
  type recipientListQuerySchema,
  type RecipientOutcome,
} from "../../../../contract/phishing.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import type { CampaignRow } from "../events.ts";
import type { PhishingContext } from "../part.ts";
import { phishingCampaigns, phishingEvents, phishingRecipients, phishingSendingProfiles } from "../schema.ts";
import type { TemplateLibrary } from "../templates/index.ts";

const R = phishingRecipients;
const n = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const minutes = (from: Date | null, to: Date | null) => (from && to ? Math.round((to.getTime() - from.getTime()) / 6000) / 10 : null);
const median = (at: SQL) =>
  sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from (${at} - coalesce(${R.deliveredAt}, ${R.sentAt}))) / 60) filter (where ${at} is not null and ${R.sentAt} is not null)`;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A recipient's outcome, worst first (contract RECIPIENT_OUTCOMES), for reading and filtering alike. */
const outcomeSql = (cancelled: boolean) => sql<RecipientOutcome>`case
  when ${R.submittedAt} is not null then 'submitted' when ${R.firstClickedAt} is not null then 'clicked'
  when ${R.reportedAt} is not null then 'reported' when ${R.openedAt} is not null then 'opened'
  when ${R.deliveredAt} is not null then 'delivered' when ${R.bouncedAt} is not null then 'bounced'
  when ${R.sentAt} is not null then 'sent' else ${cancelled ? "cancelled" : "pending"} end`;

/** Every campaign's counts from its recipients' summary columns, in one grouped read (pre-fetches from the events). */
const countColumns = (scope: EntityScope) => ({
  campaignId: R.campaignId,
  targeted: sql<number>`count(*)::int`,
  sent: n(sql`${R.sentAt} is not null`),
  delivered: n(sql`${R.deliveredAt} is not null`),
  bounced: n(sql`${R.bouncedAt} is not null`),
  opened: n(sql`${R.openedAt} is not null`),
  clicked: n(sql`${R.firstClickedAt} is not null`),
  submitted: n(sql`${R.submittedAt} is not null`),
  reported: n(sql`${R.reportedAt} is not null`),
  failed: n(sql`${R.deliveredAt} is not null and (${R.firstClickedAt} is not null or ${R.submittedAt} is not null)`),
  prefetched: sql<number>`(select count(*) from ${phishingEvents} where ${scoped.entity(phishingEvents, scope)} and ${phishingEvents.campaignId} = ${R.campaignId} and ${phishingEvents.kind} = 'prefetched')::int`,
});
const EMPTY: CampaignCounts & { failed: number } = {
  targeted: 0,
  sent: 0,
  delivered: 0,
  bounced: 0,
  opened: 0,
  clicked: 0,
  submitted: 0,
  reported: 0,
  prefetched: 0,
  failed: 0,
};

export function createReads(ctx: PhishingContext, templates: TemplateLibrary) {
  const { db, orgs, remedial } = ctx.deps;

  async function find(scope: EntityScope, id: string) {
    const [row] = await db
      .select()
      .from(phishingCampaigns)
      .where(and(scoped.entity(phishingCampaigns, scope), eq(phishingCampaigns.id, id)));
    if (!row) throw new DomainError("not_found", "not_found", "errors:notFound");
    return row;
  }

  async function countsOf(scope: EntityScope, ids: string[]) {
    const out = new Map<string, typeof EMPTY>();
    if (!ids.length) return out;
    const rows = await db
      .select(countColumns(scope))
      .from(R)
      .where(and(scoped.entity(R, scope), inArray(R.campaignId, ids)))
      .groupBy(R.campaignId);
    for (const { campaignId, ...c } of rows) out.set(campaignId, c);
    return out;
  }

  const summary = (c: CampaignRow, counts = EMPTY) => {
    const { failed, ...rest } = counts;
    return {
      id: c.id,
      name: c.name,
      status: c.status,
      window: { start: c.windowStart.toISOString(), end: c.windowEnd.toISOString(), timeZone: c.timeZone },
      counts: rest,
      phishProne: phishProne(failed, counts.delivered),
      createdAt: c.createdAt.toISOString(),
    };
  };

  return {
    find,

    async list(scope: EntityScope, q: z.output<typeof campaignListQuerySchema>) {
      const where = and(scoped.entity(phishingCampaigns, scope), q.status ? eq(phishingCampaigns.status, q.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(phishingCampaigns)
          .where(where)
          .orderBy(desc(phishingCampaigns.createdAt), desc(phishingCampaigns.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(phishingCampaigns).where(where),
      ]);
      const counts = await countsOf(
        scope,
        rows.map((r) => r.id),
      );
      return { data: rows.map((r) => summary(r, counts.get(r.id))), page: q.page, limit: q.limit, total: total?.n ?? 0 };
    },

    async get(scope: EntityScope, id: string, locale: Locale): Promise<Campaign> {
      const c = await find(scope, id);
      const [counts, [timing]] = await Promise.all([
        countsOf(scope, [id]),
        db
          .select({ click: median(sql`${R.firstClickedAt}`), report: median(sql`${R.reportedAt}`) })
          .from(R)
          .where(and(scoped.entity(R, scope), eq(R.campaignId, id))),
      ]);
      const tpl = (await Promise.all(c.templateIds.map((t) => templates.byId(t)))).filter((t) => t !== null);
      const groups = (await Promise.all(c.groupIds.map((g) => orgs.findGroup(scope, g)))).filter((g) => !!g);
      const [profile] = c.sendingProfileId
        ? await db
            .select({ id: phishingSendingProfiles.id, name: phishingSendingProfiles.name })
            .from(phishingSendingProfiles)
            .where(and(scoped.entity(phishingSendingProfiles, scope), eq(phishingSendingProfiles.id, c.sendingProfileId)))
        : [];
      const item = c.remedialKind && c.remedialSlug ? { kind: c.remedialKind, slug: c.remedialSlug } : null;
      const described = item ? await remedial.describe(scope, item, locale) : null;
      const round = (v: number | null) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
      return {
        ...summary(c, counts.get(id)),
        templates: tpl.map((t) => ({
          id: t.id,
          name: (locale === "pt" ? (t.content.pt ?? t.content.en) : (t.content.en ?? t.content.pt))?.name ?? "",
          category: t.category,
          difficulty: t.difficulty,
        })),
        groups: groups.map((g) => ({ id: g!.id, name: g!.name })),
        window: {
          start: c.windowStart.toISOString(),
          end: c.windowEnd.toISOString(),
          timeZone: c.timeZone,
          businessHours: c.businessHours,
        },
        sendingProfile: profile ?? null,
        landingPageId: c.landingPageId,
        remedial: item ? { ...item, title: described?.title ?? item.slug, dueDays: c.dueDays } : null,
        countUntil: c.countUntil.toISOString(),
        scheduledAt: iso(c.scheduledAt),
        startedAt: iso(c.startedAt),
        completedAt: iso(c.completedAt),
        cancelledAt: iso(c.cancelledAt),
        timing: { medianMinutesToClick: round(timing?.click ?? null), medianMinutesToReport: round(timing?.report ?? null) },
      };
    },

    async recipients(scope: EntityScope, id: string, q: z.output<typeof recipientListQuerySchema>) {
      const c = await find(scope, id);
      const outcome = outcomeSql(c.status === "cancelled");
      const where = and(
        scoped.entity(R, scope),
        eq(R.campaignId, id),
        q.outcome ? sql`${outcome} = ${q.outcome}` : undefined,
        q.q ? or(ilike(R.name, like(q.q)), ilike(R.email, like(q.q))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ r: R, outcome })
          .from(R)
          .where(where)
          .orderBy(R.name, R.email)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(R).where(where),
      ]);
      return {
        data: rows.map(({ r, outcome }) => ({
          id: r.id,
          userId: r.userId,
          name: r.name,
          email: r.email,
          templateId: r.templateId,
          outcome,
          sendAt: c.status === "draft" ? null : r.sendAt.toISOString(),
          sentAt: iso(r.sentAt),
          openedAt: iso(r.openedAt),
          firstClickedAt: iso(r.firstClickedAt),
          clicks: r.clicks,
          submittedAt: iso(r.submittedAt),
          reportedAt: iso(r.reportedAt),
          reportSource: r.reportSource,
          minutesToClick: minutes(r.deliveredAt ?? r.sentAt, r.firstClickedAt),
          minutesToReport: minutes(r.deliveredAt ?? r.sentAt, r.reportedAt),
          remedialAssigned: !!r.remedialAssignedAt,
        })),
        page: q.page,
        limit: q.limit,
        total: total?.n ?? 0,
      };
    },

    async events(scope: EntityScope, id: string, q: z.output<typeof eventListQuerySchema>) {
      await find(scope, id);
      const ev = phishingEvents;
      const where = and(
        scoped.entity(ev, scope),
        eq(ev.campaignId, id),
        q.kind ? eq(ev.kind, q.kind) : undefined,
        q.recipientId ? eq(ev.recipientId, q.recipientId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ e: ev, name: R.name, email: R.email })
          .from(ev)
          .innerJoin(R, and(eq(R.id, ev.recipientId), scoped.entity(R, scope)))
          .where(where)
          .orderBy(desc(ev.at), desc(ev.id))
          .limit(Math.min(q.limit, L.pageSize))
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(ev).where(where),
      ]);
      return {
        data: rows.map(({ e, name, email }) => ({
          id: e.id,
          recipientId: e.recipientId,
          name,
          email,
          kind: e.kind,
          at: e.at.toISOString(),
          deviceClass: e.deviceClass,
          browser: e.browser,
          detail: e.detail,
        })),
        page: q.page,
        limit: q.limit,
        total: total?.n ?? 0,
      };
    },
  };
}
export type Reads = ReturnType<typeof createReads>;
