import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { enrollments } from "./schema.ts";
import { scoped } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import { courseNotFound } from "./course-detail.ts";
import { findVisibleCourse } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

export function createCourseStats(db: Db, orgs: Pick<Organizations, "memberIds">) {
  return {
    /** The course whose statistics are asked for, as the tenant sees it (who may read them depends on its author). */
    async course({ tenantId }: TenantScope, slug: string) {
      const c = await findVisibleCourse(db, { tenantId }, slug);
      if (!c) throw courseNotFound();
      return c;
    },

    /**
     * Enrolments, completion rate and average best score of a course among the people of one
     * entity (a manager's company), or among all its learners on the tenant (`entityId` null:
     * its author asks).
     */
    async read({ tenantId }: TenantScope, c: { id: string; slug: string }, entityId: string | null) {
      const members = entityId
        ? and(scoped.tenant(enrollments, { tenantId }), inArray(enrollments.userId, orgs.memberIds({ tenantId, entityId })))
        : scoped.tenant(enrollments, { tenantId });
      const [row] = await db
        .select({
          enrollments: count(),
          completed: sql<number>`count(*) filter (where ${enrollments.status} = 'completed')`.mapWith(Number),
          averageScore: sql<number | null>`round(avg(${enrollments.bestScore}))`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, c.id), members));
      const total = row!.enrollments;
      return {
        courseSlug: c.slug,
        enrollments: total,
        completed: row!.completed,
        completionRate: total ? Math.round((100 * row!.completed) / total) : 0,
        averageScore: row!.averageScore,
      };
    },
  };
}
export type CourseStats = ReturnType<typeof createCourseStats>;
