import type { PhishingContext, PhishingPart } from "../part.ts";
import type { TemplateLibrary } from "../templates/index.ts";

/** What the process, the benchmark and the tests reach of the campaigns. */
export type CampaignsApi = {
  /** Sends every message due by `now` (at the rates the profiles allow); answers how many were sent. */
  sendDue: (now?: Date) => Promise<number>;
};

export function createCampaignsPart(
  ctx: PhishingContext,
  with_: { templates: TemplateLibrary },
): { part: PhishingPart; api: CampaignsApi } {
  void ctx;
  void with_;
  return { part: { routes: [] }, api: { sendDue: async () => 0 } };
}
