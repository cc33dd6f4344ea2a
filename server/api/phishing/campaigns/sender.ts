import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { SIMULATION_HEADER, TRACKING_PATHS } from "../../../../contract/phishing-limits.ts";
import { allTenants, scoped, type EntityScope } from "../../../platform/scope.ts";
import { recordEvent, type CampaignRow, type RecipientRow } from "../events.ts";
import type { PhishingContext } from "../part.ts";
import { phishingCampaigns, phishingRecipients } from "../schema.ts";
import type { MergeValues, RenderedMessage, TemplateLibrary, TemplateRow } from "../templates/index.ts";
import { openTransport, type Outgoing, type Transport } from "./smtp.ts";

/**
 * A claim this old without `sent_at` belongs to a process that died between claiming and
 * recording: it is released and the message tried again. This is the one at-least-once window:
 * a process that died after the server accepted the message and before its transaction committed
 * (milliseconds) sends that person a second copy on the retry. Everything else is exactly once.
 */
export const STALE_CLAIM_MS = 10 * 60_000;

const SENDING = ["scheduled", "sending"] as const;
/** Messages of one run in flight at once (the SMTP pool's connections: smtp.ts). */
const IN_FLIGHT = 4;

/** How the sender finds each campaign's tenant origin and company name once per run. */
type CampaignContext = { campaign: CampaignRow; origin: string; company: string; transport: Transport; budget: { left: number } };

/**
 * Sends every message due by `now`: claims due rows atomically (no two senders take the same
 * person), at most the transport's rate per minute per profile, renders each in the person's
 * language, sends it with the simulation header and records sent + delivered, or bounced, in one
 * transaction. A temporary failure releases the claim for a later try. Answers how many went out.
 */
export function createSender(ctx: PhishingContext, templates: TemplateLibrary) {
  const { db, tenancy } = ctx.deps;

  async function releaseStale(now: Date) {
    await db
      .update(phishingRecipients)
      .set({ claimedAt: null })
      .where(
        and(
          allTenants("the sender releases claims of a process that died mid-send"),
          isNull(phishingRecipients.sentAt),
          isNull(phishingRecipients.bouncedAt),
          lt(phishingRecipients.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      );
  }

  /** Takes up to `n` due rows of one campaign; the campaign's status is checked in the same statement (a cancel wins). */
  async function claim(campaignId: string, now: Date, n: number): Promise<RecipientRow[]> {
    if (n <= 0) return [];
    const due = db
      .select({ id: phishingRecipients.id })
      .from(phishingRecipients)
      .where(
        and(
          allTenants("the sender claims due messages of every company"),
          eq(phishingRecipients.campaignId, campaignId),
          isNull(phishingRecipients.sentAt),
          isNull(phishingRecipients.bouncedAt),
          isNull(phishingRecipients.claimedAt),
          lte(phishingRecipients.sendAt, now),
          sql`exists (select 1 from ${phishingCampaigns} where ${phishingCampaigns.id} = ${phishingRecipients.campaignId} and ${inArray(phishingCampaigns.status, [...SENDING])})`,
        ),
      )
      .orderBy(asc(phishingRecipients.sendAt))
      .limit(n)
      .for("update", { skipLocked: true });
    return db
      .update(phishingRecipients)
      .set({ claimedAt: now })
      .where(and(allTenants("the sender claims the rows it selected"), inArray(phishingRecipients.id, due)))
      .returning();
  }

  /** Campaigns with a message due (and the company's sending profile), oldest due first. */
  async function dueCampaigns(now: Date) {
    return db
      .selectDistinct({ campaign: phishingCampaigns })
      .from(phishingCampaigns)
      .innerJoin(phishingRecipients, eq(phishingRecipients.campaignId, phishingCampaigns.id))
      .where(
        and(
          allTenants("the sender looks for due messages of every company"),
          inArray(phishingCampaigns.status, [...SENDING]),
          isNull(phishingRecipients.sentAt),
          isNull(phishingRecipients.bouncedAt),
          isNull(phishingRecipients.claimedAt),
          lte(phishingRecipients.sendAt, now),
        ),
      );
  }

  async function contextOf(campaign: CampaignRow, transports: Map<string, Transport>, budgets: Map<string, { left: number }>) {
    const scope: EntityScope = { tenantId: campaign.whitelabelId, entityId: campaign.entityId };
    const key = campaign.sendingProfileId ?? "platform";
    let transport = transports.get(key);
    if (!transport) {
      transport = await openTransport(ctx.deps, scope, campaign.sendingProfileId);
      transports.set(key, transport);
      budgets.set(key, { left: transport.ratePerMinute });
    }
    const tenant = await tenancy.byId(campaign.whitelabelId);
    const entity = await ctx.deps.orgs.getEntity(scope);
    const origin = tenancy.tenantOrigin(tenant!.whitelabelSlug);
    return { campaign, origin, company: entity?.name ?? "", transport, budget: budgets.get(key)! } satisfies CampaignContext;
  }

  async function sendOne(c: CampaignContext, r: RecipientRow, cache: Map<string, TemplateRow | null>) {
    let t = cache.get(r.templateId);
    if (t === undefined) cache.set(r.templateId, (t = await templates.byId(r.templateId)));
    if (!t) return release(r);
    const values = {
      first_name: r.name.split(/\s+/)[0] ?? "",
      company: c.company,
      link: `${c.origin}${TRACKING_PATHS.click(r.token)}`,
      report_link: `${c.origin}${TRACKING_PATHS.report(r.token)}`,
      pixel: `${c.origin}${TRACKING_PATHS.pixel(r.token)}`,
    };
    const m = templates.render(t, r.language, values as MergeValues) as RenderedMessage & { inline?: Outgoing["inline"] };
    // the pixel goes at the end of the body when the template did not place it
    const html = m.html.includes(values.pixel) ? m.html : `${m.html}<img src="${values.pixel}" width="1" height="1" alt="">`;
    const messageId = `<${r.token}@${c.transport.fromDomain}>`;
    const result = await c.transport.send({
      fromName: m.senderName,
      fromLocal: m.senderLocal,
      to: r.email,
      subject: m.subject,
      html,
      text: m.text,
      headers: { [SIMULATION_HEADER]: r.token },
      messageId,
      ...(m.inline?.length ? { inline: m.inline } : {}),
    });
    if (!result.ok && !result.permanent) return release(r);
    const at = new Date();
    await db.transaction(async (tx) => {
      const where = and(
        scoped.entity(phishingRecipients, { tenantId: r.whitelabelId, entityId: r.entityId }),
        eq(phishingRecipients.id, r.id),
      );
      await tx.update(phishingRecipients).set({ messageId }).where(where);
      // a message that went out is recorded even if the campaign was cancelled meanwhile
      const campaign = { countUntil: c.campaign.countUntil, status: "sending" as const };
      await recordEvent(tx, r, campaign, "sent", at);
      if (result.ok) await recordEvent(tx, r, campaign, "delivered", at, { detail: result.response.slice(0, 500) });
      else await recordEvent(tx, r, campaign, "bounced", at, { detail: result.response.slice(0, 500) });
    });
    return true;
  }

  async function release(r: RecipientRow) {
    await db
      .update(phishingRecipients)
      .set({ claimedAt: null })
      .where(and(scoped.entity(phishingRecipients, { tenantId: r.whitelabelId, entityId: r.entityId }), eq(phishingRecipients.id, r.id)));
    return false;
  }

  /** After sending: `sending` from the first message, `running` once nothing is left unsent. */
  async function advance(campaign: CampaignRow, now: Date) {
    const scope = { tenantId: campaign.whitelabelId, entityId: campaign.entityId };
    const mine = and(scoped.entity(phishingCampaigns, scope), eq(phishingCampaigns.id, campaign.id));
    await db
      .update(phishingCampaigns)
      .set({
        status: "sending",
        startedAt: sql`coalesce(${phishingCampaigns.startedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(mine, eq(phishingCampaigns.status, "scheduled")));
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(phishingRecipients)
      .where(
        and(
          scoped.entity(phishingRecipients, scope),
          eq(phishingRecipients.campaignId, campaign.id),
          isNull(phishingRecipients.sentAt),
          isNull(phishingRecipients.bouncedAt),
        ),
      );
    if ((left?.n ?? 0) === 0)
      await db
        .update(phishingCampaigns)
        .set({ status: "running", updatedAt: now })
        .where(and(mine, eq(phishingCampaigns.status, "sending")));
  }

  return async function sendDue(now = new Date()): Promise<number> {
    await releaseStale(now);
    const transports = new Map<string, Transport>();
    const budgets = new Map<string, { left: number }>();
    const cache = new Map<string, TemplateRow | null>();
    let sent = 0;
    try {
      for (const { campaign } of await dueCampaigns(now)) {
        let c: CampaignContext;
        try {
          c = await contextOf(campaign, transports, budgets);
        } catch {
          continue; // no transport (a profile removed, no platform SMTP): its messages wait for the next run
        }
        const rows = await claim(campaign.id, now, c.budget.left);
        c.budget.left -= rows.length;
        // a few messages in flight at once: the pool's connections stay busy while others are recorded
        let next = 0;
        await Promise.all(
          Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, async () => {
            while (next < rows.length) {
              const r = rows[next++]!;
              try {
                if (await sendOne(c, r, cache)) sent++;
              } catch {
                await release(r);
              }
            }
          }),
        );
        if (rows.length) await advance(campaign, now);
      }
    } finally {
      for (const t of transports.values()) t.close();
    }
    return sent;
  };
}
