import type { PhishingContext, PhishingPart } from "../part.ts";
import type { TemplateLibrary } from "../templates/index.ts";
import { createCampaign } from "./create.ts";
import { createLifecycle, HOURLY_QUEUE, SEND_QUEUE } from "./lifecycle.ts";
import { profileRoutes } from "./profile-routes.ts";
import { createProfiles } from "./profiles.ts";
import { createReads } from "./reads.ts";
import { campaignRoutes } from "./routes.ts";
import { createSender } from "./sender.ts";

/** What the process, the benchmark and the tests reach of the campaigns. */
export type CampaignsApi = {
  /** Sends every message due by `now` (at the rates the profiles allow); answers how many were sent. */
  sendDue: (now?: Date) => Promise<number>;
};

const clock = (data: unknown) => {
  const now = (data as { now?: string } | null)?.now;
  return now ? new Date(now) : new Date();
};

/**
 * Campaigns: creation with their recipients (targets only the company's own people), scheduling
 * spread over business hours, sending exactly once through pg-boss, cancelling, and the reads.
 */
export function createCampaignsPart(
  ctx: PhishingContext,
  with_: { templates: TemplateLibrary },
): { part: PhishingPart; api: CampaignsApi } {
  const lifecycle = createLifecycle(ctx);
  const reads = createReads(ctx, with_.templates);
  const sendDue = createSender(ctx, with_.templates);
  const routes = campaignRoutes({
    create: (scope, userId, input) => createCampaign(ctx, with_.templates, scope, userId, input),
    lifecycle,
    reads,
  });
  return {
    part: {
      // the company's own SMTP servers (sending profiles) beside the campaigns that send through them
      routes: [routes, profileRoutes(createProfiles(ctx.deps))],
      jobs: [
        // the sender: sends what is due, then queues itself for what comes next (a minute later when the rate held some back)
        {
          queue: SEND_QUEUE,
          work: async () => {
            await sendDue();
            await lifecycle.kick(new Date(), true);
          },
        },
        // the safety tick: campaigns whose counting ended complete, and a sender lost with a process is queued again
        { queue: HOURLY_QUEUE, every: "hour", work: async (data) => void (await lifecycle.hourly(clock(data))) },
      ],
    },
    api: { sendDue },
  };
}
