import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import { CREATOR_STATUSES, RENDERING_STATUSES } from "../../../contract/authoring-limits.ts";
import type { batchSummarySchema, creatorDashboardSchema } from "../../../contract/authoring.ts";
import { scoped } from "../../platform/scope.ts";
import type { Creator } from "./avatars.ts";
import { summaries } from "./course-view.ts";
import { llmConfigOf } from "./outline.ts";
import type { AuthoringDeps } from "./deps.ts";
import { creatorAvatars, creatorCourses } from "./schema.ts";

type Dashboard = z.infer<typeof creatorDashboardSchema>;
type BatchSummary = z.infer<typeof batchSummarySchema>;

/** How many of each the dashboard lists. */
export const DASHBOARD_LATEST = 5;

/**
 * `GET /creator/dashboard` (issue 27): the entity's courses counted by status and published,
 * the latest drafts, the latest renders (under way first, with their progress), presenters
 * counted, the latest batches, and whether drafting from an outline is switched on.
 */
export function createDashboard(
  d: Pick<AuthoringDeps, "db" | "config">,
  latestBatches: (caller: Creator, limit: number) => Promise<BatchSummary[]> = async () => [],
) {
  return {
    async read(caller: Creator): Promise<Dashboard> {
      const mine = scoped.entity(creatorCourses, caller.scope);
      const [byStatus, [published], drafts, underway, finished, [avatars], batches] = await Promise.all([
        d.db.select({ status: creatorCourses.status, n: count() }).from(creatorCourses).where(mine).groupBy(creatorCourses.status),
        d.db
          .select({ n: count() })
          .from(creatorCourses)
          .where(and(mine, isNotNull(creatorCourses.publishedAt))),
        d.db
          .select()
          .from(creatorCourses)
          .where(and(mine, eq(creatorCourses.status, "draft")))
          .orderBy(desc(creatorCourses.updatedAt))
          .limit(DASHBOARD_LATEST),
        d.db
          .select()
          .from(creatorCourses)
          .where(and(mine, inArray(creatorCourses.status, [...RENDERING_STATUSES])))
          .orderBy(desc(creatorCourses.updatedAt))
          .limit(DASHBOARD_LATEST),
        d.db
          .select()
          .from(creatorCourses)
          .where(and(mine, inArray(creatorCourses.status, ["ready", "failed"])))
          .orderBy(desc(creatorCourses.updatedAt))
          .limit(DASHBOARD_LATEST),
        d.db.select({ n: count() }).from(creatorAvatars).where(scoped.entity(creatorAvatars, caller.scope)),
        latestBatches(caller, DASHBOARD_LATEST),
      ]);
      const counts = Object.fromEntries([...CREATOR_STATUSES, "published"].map((s) => [s, 0])) as Dashboard["counts"];
      for (const r of byStatus) counts[r.status] = r.n;
      counts.published = published!.n;
      return {
        counts,
        drafts: await summaries(d.db, caller.scope, drafts),
        renders: await summaries(d.db, caller.scope, [...underway, ...finished].slice(0, DASHBOARD_LATEST)),
        avatars: avatars!.n,
        batches,
        // "draft from outline" writes only when an OpenAI-compatible endpoint, key and model are all configured
        outlineDrafting: llmConfigOf(d.config) !== null,
      };
    },
  };
}
export type CreatorDashboard = ReturnType<typeof createDashboard>;
