import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { enrollments } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import { courseNotFound } from "./course-detail.ts";
import { findVisibleCourse } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

export function createCourseStats(db: Db, orgs: Pick<Organizations, "memberIds">) {
  return {
    /**
     * Enrolments, completion rate and average best score of a course among the people of
     * one entity (a manager sees their company; an author their own course's learners).
     */
    async read({ tenantId }: TenantScope, slug: string, reader: { entityId: string | null; authorId: string | null }) {
      const c = await findVisibleCourse(db, { tenantId }, slug);
      if (!c) throw courseNotFound();
      const isAuthor = !!reader.authorId && c.authorId === reader.authorId;
      const { entityId } = reader;
      if (!isAuthor && !entityId) throw new DomainError("forbidden", "forbidden", "errors:forbidden", { permissions: "view-reports" });
      // an author counts the course's learners on this tenant; a manager, their entity's people
      const members =
        isAuthor || !entityId
          ? scoped.tenant(enrollments, { tenantId })
          : and(scoped.tenant(enrollments, { tenantId }), inArray(enrollments.userId, orgs.memberIds({ tenantId, entityId })));
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
