import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { teamOverviewSchema } from "../../../contract/company.ts";
import type { Db } from "../../db/client.ts";
import { access } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errors, json } from "../../platform/openapi.ts";
import type { Organizations } from "../organizations/index.ts";
import type { Assignments } from "./assignments.ts";
import { createTeamStats } from "./team-stats.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const r = {
  overview: createRoute({
    method: "get",
    path: "/entity/reports/overview",
    tags: ["Entity"],
    ...access({ permissions: ["view-reports"], anyFeature: ["team-management"] }),
    summary:
      "The company's learning at a glance: completion rate, enrolments in progress, completions per week, recent activity (view-reports)",
    description: [
      "Counts the enrolments of the company's active members (deactivated members are left out).",
      "`completionRate` is completed enrolments over all their enrolments, in percent.",
      "`weekly` holds the completions of each of the last 12 ISO weeks (Monday starts, UTC), oldest first, zero-filled.",
      "`recent` lists the latest 10 enrolment starts and completions, newest first.",
      "`overdue` counts the active members overdue on at least one assignment.",
    ].join(" "),
    responses: { 200: json(teamOverviewSchema, "The overview"), ...errors(401, 403, 404) },
  }),
};

/** What a company's managers see of their people's learning as a whole. */
export function teamStatsRoutes(db: Db, orgs: Organizations, assignments: Pick<Assignments, "overdueCount">) {
  const stats = createTeamStats(db, orgs, assignments);
  return new OpenAPIHono<AppEnv>().openapi(r.overview, async (c) => {
    return c.json(await stats.overview(await scopeOf(c, "entity"), c.get("locale")), 200);
  });
}
