import { and, eq, isNull } from "drizzle-orm";
import { PHISHING_LIMITS, TOKEN_PATTERN, type EventKind } from "../../../../contract/phishing-limits.ts";
import { scoped, type TenantScope } from "../../../platform/scope.ts";
import { recordEvent, type CampaignRow, type EventExtra, type RecipientRow } from "../events.ts";
import type { PhishingContext } from "../part.ts";
import { phishingCampaigns, phishingRecipients } from "../schema.ts";
import type { AgentReading } from "./agent.ts";

export type Tracked = { recipient: RecipientRow; campaign: CampaignRow };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a recipient's token does: found on the tenant the request came to only (another tenant's
 * token, a malformed one and one that never existed are all just unknown), each request recorded
 * as its event, and the first real click or submission assigning the campaign's remedial training.
 */
export function createTracking(ctx: PhishingContext) {
  const { db, remedial } = ctx.deps;

  async function find(tenant: TenantScope, token: string): Promise<Tracked | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [row] = await db
      .select({ recipient: phishingRecipients, campaign: phishingCampaigns })
      .from(phishingRecipients)
      .innerJoin(phishingCampaigns, and(eq(phishingCampaigns.id, phishingRecipients.campaignId), scoped.tenant(phishingCampaigns, tenant)))
      .where(and(scoped.tenant(phishingRecipients, tenant), eq(phishingRecipients.token, token)))
      .limit(1);
    return row ?? null;
  }

  async function record(t: Tracked, kind: EventKind, at: Date, extra: EventExtra = {}) {
    return db.transaction((tx) => recordEvent(tx, t.recipient, t.campaign, kind, at, extra));
  }

  /**
   * Assigns the campaign's remedial training once per person: the recipient's mark is taken first
   * (so two clicks at once assign once) and given back if the assignment fails.
   */
  async function assignRemedial(t: Tracked, at: Date) {
    const { recipient: r, campaign: c } = t;
    if (!c.remedialKind || !c.remedialSlug || !r.userId || r.remedialAssignedAt) return;
    const scope = { tenantId: r.whitelabelId, entityId: r.entityId };
    const mine = and(scoped.entity(phishingRecipients, scope), eq(phishingRecipients.id, r.id));
    const taken = await db
      .update(phishingRecipients)
      .set({ remedialAssignedAt: at })
      .where(and(mine, isNull(phishingRecipients.remedialAssignedAt)))
      .returning({ id: phishingRecipients.id });
    if (!taken.length) return;
    try {
      await remedial.assign(scope, r.userId, {
        kind: c.remedialKind,
        slug: c.remedialSlug,
        dueAt: new Date(at.getTime() + c.dueDays * DAY_MS),
      });
    } catch (e) {
      await db.update(phishingRecipients).set({ remedialAssignedAt: null }).where(mine);
      throw e;
    }
  }

  /** Why a request is a machine's pre-fetch (a HEAD, or a scanner's agent within seconds of delivery), or null for a person. */
  function prefetchOf(t: Tracked, agent: AgentReading, method: string, at: Date): "head" | "scanner" | null {
    if (method === "HEAD") return "head";
    const deliveredAt = t.recipient.deliveredAt ?? t.recipient.sentAt;
    const early = !deliveredAt || at.getTime() - deliveredAt.getTime() <= PHISHING_LIMITS.prefetchSeconds * 1000;
    return agent.scanner && early ? "scanner" : null;
  }

  /** A request to the tracked link: a pre-fetch is kept apart; anything else is a click with its device and browser. */
  async function click(t: Tracked, agent: AgentReading, method: string, at: Date) {
    const extra = { deviceClass: agent.deviceClass, browser: agent.browser };
    const prefetch = prefetchOf(t, agent, method, at);
    if (prefetch) return void (await record(t, "prefetched", at, { ...extra, detail: prefetch }));
    if (await record(t, "clicked", at, extra)) await assignRemedial(t, at);
  }

  /** The e-mail's report link: gateways open every link of a message, so their pre-fetch is no report either. */
  async function report(t: Tracked, agent: AgentReading, method: string, at: Date) {
    const prefetch = prefetchOf(t, agent, method, at);
    if (prefetch)
      return void (await record(t, "prefetched", at, {
        deviceClass: agent.deviceClass,
        browser: agent.browser,
        detail: `report-link ${prefetch}`,
      }));
    await record(t, "reported", at, { source: "link" });
  }

  async function submit(t: Tracked, at: Date) {
    if (await record(t, "submitted", at)) await assignRemedial(t, at);
  }

  return {
    find,
    click,
    submit,
    open: (t: Tracked, at: Date) => record(t, "opened", at),
    report,
  };
}
export type Tracking = ReturnType<typeof createTracking>;
