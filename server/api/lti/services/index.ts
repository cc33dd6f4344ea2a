import type { LtiContext, LtiPart } from "../part.ts";
import { createContexts } from "./contexts.ts";
import { ltiDeepLinkingRoutes } from "./deep-linking-routes.ts";
import { createDeepLinking } from "./deep-linking.ts";
import { ltiGradeRoutes } from "./grade-routes.ts";
import { createGrades, SCORE_QUEUE, SCORE_RETRY } from "./grades.ts";
import { ltiRosterRoutes } from "./roster-routes.ts";
import { createRoster, ROSTER_QUEUE } from "./roster.ts";
import { createServiceTokens } from "./service-token.ts";

/**
 * The services a launch opens: grades back to the LMS (AGS), its course members (NRPS), the
 * registration's contexts, and deep linking's signed answer. One token cache serves them all.
 */
export function createServicesPart(ctx: LtiContext): LtiPart {
  const tokens = createServiceTokens(ctx);
  const grades = createGrades(ctx, tokens);
  const roster = createRoster(ctx, tokens);
  return {
    routes: [ltiGradeRoutes(grades, createContexts(ctx)), ltiRosterRoutes(roster), ltiDeepLinkingRoutes(createDeepLinking(ctx))],
    jobs: [
      { queue: SCORE_QUEUE, retry: SCORE_RETRY, work: grades.work },
      { queue: ROSTER_QUEUE, work: roster.work },
    ],
    onCourseCompleted: grades.onCourseCompleted,
  };
}
