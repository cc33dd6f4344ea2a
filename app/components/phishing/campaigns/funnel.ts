import { FUNNEL_STEPS } from "../../../../contract/phishing-limits.ts";
import type { CampaignCounts } from "../../../../contract/phishing.ts";

export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type FunnelBar = { step: FunnelStep; count: number; percent: number | null; approximate: boolean };

/** Part of whole in percent with one decimal; null when nothing was delivered (no share to speak of). */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((Math.min(Math.max(part, 0), whole) / whole) * 1000) / 10;
}

/**
 * The funnel sent → opened → clicked → submitted → reported, each step's count with its share of
 * the delivered messages (what the phish-prone percentage divides by too). "Opened" is marked
 * approximate: mail clients load the tracking image on their own, or block it.
 */
export function funnelBars(counts: Pick<CampaignCounts, FunnelStep | "delivered">): FunnelBar[] {
  return FUNNEL_STEPS.map((step) => ({
    step,
    count: counts[step],
    percent: percentOf(counts[step], counts.delivered),
    approximate: step === "opened",
  }));
}

/** Sent of targeted in whole percent, for the progress bar while a campaign sends (0–100). */
export function sendProgress(counts: Pick<CampaignCounts, "sent" | "targeted">): number {
  if (!(counts.targeted > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((counts.sent / counts.targeted) * 100)));
}

/** While a campaign is waiting or sending, its page asks for it again every few seconds. */
export const POLLED_STATUSES = ["scheduled", "sending"] as const;
export const POLL_MS = 4000;
export const isPolled = (status: string) => (POLLED_STATUSES as readonly string[]).includes(status);

/** Which actions a campaign's header offers in its status (the API refuses the others with 409). */
export function campaignActions(status: string) {
  return {
    schedule: status === "draft",
    cancel: status === "scheduled" || status === "sending" || status === "running",
    remove: status === "draft" || status === "cancelled",
    reports: status !== "draft",
  };
}
