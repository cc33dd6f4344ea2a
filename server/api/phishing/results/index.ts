import type { EntityScope } from "../../../platform/scope.ts";
import type { PhishingContext, PhishingPart } from "../part.ts";
import { campaignTallies, rates } from "./figures.ts";
import { resultsRoutes } from "./routes.ts";

/** What compliance shows beside training completion: the latest campaign's phish-prone percentage and report rate. */
export type Awareness = (
  scope: EntityScope,
) => Promise<{ campaignName: string; at: string; phishProne: number | null; reportRate: number | null } | null>;

/** The figures (GET /phishing/stats), a campaign's exports, a learner's own simulations and compliance's awareness evidence. */
export function createResultsPart(ctx: PhishingContext): { part: PhishingPart; awareness: Awareness } {
  const awareness: Awareness = async (scope) => {
    const [latest] = await campaignTallies(ctx.deps.db, scope, { latestOnly: true });
    if (!latest) return null;
    return { campaignName: latest.name, at: (latest.completedAt ?? latest.at).toISOString(), ...rates(latest) };
  };
  return { part: { routes: [resultsRoutes(ctx)] }, awareness };
}
