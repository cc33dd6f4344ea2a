import { and, eq, sql } from "drizzle-orm";
import type { DeviceClass, EventKind, ReportSource } from "../../../contract/phishing-limits.ts";
import type { Tx } from "../../db/client.ts";
import { scoped } from "../../platform/scope.ts";
import { phishingCampaigns, phishingEvents, phishingRecipients } from "./schema.ts";

export type RecipientRow = typeof phishingRecipients.$inferSelect;
export type CampaignRow = typeof phishingCampaigns.$inferSelect;

/** What an event may carry besides its kind and time. */
export type EventExtra = { deviceClass?: DeviceClass | null; browser?: string | null; detail?: string | null; source?: ReportSource };

/**
 * Records what happened to a recipient: the event in the log, and the recipient's summary (first
 * time of each step, the click count) in the same transaction. Whatever comes after the campaign's
 * `count_until`, or for a cancelled campaign's unsent message, is not recorded; a pre-fetch never
 * touches the summary. Answers whether it was recorded.
 */
export async function recordEvent(
  tx: Tx,
  r: RecipientRow,
  campaign: Pick<CampaignRow, "countUntil" | "status">,
  kind: EventKind,
  at: Date,
  extra: EventExtra = {},
) {
  if (kind !== "sent" && kind !== "delivered" && kind !== "bounced" && at.getTime() > campaign.countUntil.getTime()) return false;
  if (campaign.status === "draft") return false;
  const summary = summaryOf(kind, at, extra);
  const where = and(scoped.entity(phishingRecipients, { tenantId: r.whitelabelId, entityId: r.entityId }), eq(phishingRecipients.id, r.id));
  if (summary)
    await tx
      .update(phishingRecipients)
      .set({ ...summary, updatedAt: at })
      .where(where);
  await tx.insert(phishingEvents).values({
    whitelabelId: r.whitelabelId,
    entityId: r.entityId,
    campaignId: r.campaignId,
    recipientId: r.id,
    kind,
    at,
    deviceClass: extra.deviceClass ?? null,
    browser: extra.browser ?? null,
    detail: extra.detail ?? extra.source ?? null,
  });
  return true;
}

/** The recipient's columns an event moves: each step keeps its earliest time (a report by hand may name an earlier one). */
function summaryOf(kind: EventKind, at: Date, extra: EventExtra): Partial<typeof phishingRecipients.$inferInsert> | null {
  const first = (col: keyof typeof phishingRecipients.$inferSelect & string) => {
    const c = sql.identifier(snake(col));
    const t = sql`${at.toISOString()}::timestamptz`;
    return sql`least(coalesce(${c}, ${t}), ${t})`;
  };
  switch (kind) {
    case "sent":
      return { sentAt: first("sentAt") as never };
    case "delivered":
      return { deliveredAt: first("deliveredAt") as never };
    case "bounced":
      return { bouncedAt: first("bouncedAt") as never, bounceReason: extra.detail ?? null };
    case "opened":
      return { openedAt: first("openedAt") as never };
    case "clicked":
      return { firstClickedAt: first("firstClickedAt") as never, clicks: sql`${phishingRecipients.clicks} + 1` as never };
    case "submitted":
      return { submittedAt: first("submittedAt") as never };
    case "reported":
      return {
        reportedAt: first("reportedAt") as never,
        reportSource: sql`coalesce(${phishingRecipients.reportSource}, ${extra.source ?? "manual"})` as never,
      };
    case "prefetched":
      return null;
  }
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
