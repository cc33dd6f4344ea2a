import type { EntityScope } from "../../../platform/scope.ts";
import type { PhishingContext, PhishingPart } from "../part.ts";

/** What compliance shows beside training completion: the latest campaign's phish-prone percentage and report rate. */
export type Awareness = (
  scope: EntityScope,
) => Promise<{ campaignName: string; at: string; phishProne: number | null; reportRate: number | null } | null>;

export function createResultsPart(ctx: PhishingContext): { part: PhishingPart; awareness: Awareness } {
  void ctx;
  return { part: { routes: [] }, awareness: async () => null };
}
