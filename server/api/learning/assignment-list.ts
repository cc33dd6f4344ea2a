import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { assignmentListQuerySchema } from "../../../contract/assignments.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { assignments } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import type { AssignmentProgress } from "./assignment-progress.ts";
import { createAssignmentViews } from "./assignment-views.ts";
import { findVisibleCourse } from "./queries.ts";

/** The manager's list of the company's assignments, filtered by course, group, person or status, and the count of people overdue. */
export function createAssignmentList(db: Db, orgs: Organizations, progress: AssignmentProgress) {
  const views = createAssignmentViews(db, orgs, progress);

  /** The assignments that reach a person: theirs, and those of the groups they are in. */
  function reachingOf(userId: string, groupIds: string[]): SQL {
    return or(eq(assignments.userId, userId), groupIds.length ? inArray(assignments.groupId, groupIds) : undefined)!;
  }

  async function reaching(scope: EntityScope, userId: string): Promise<SQL> {
    const groups = (await orgs.groupsOf(scope, [userId])).get(userId) ?? [];
    return reachingOf(
      userId,
      groups.map((g) => g.id),
    );
  }

  return {
    async list(scope: EntityScope, q: z.output<typeof assignmentListQuerySchema>, locale: Locale, now = new Date()) {
      const where: (SQL | undefined)[] = [scoped.entity(assignments, scope)];
      if (q.courseSlug) {
        const course = await findVisibleCourse(db, scope, q.courseSlug);
        if (!course) return { data: [], page: q.page, limit: q.limit, total: 0 };
        where.push(eq(assignments.courseId, course.id));
      }
      if (q.groupId) where.push(eq(assignments.groupId, q.groupId));
      if (q.memberId) where.push(await reaching(scope, q.memberId));
      const rows = await db
        .select()
        .from(assignments)
        .where(and(...where))
        .orderBy(desc(assignments.createdAt), desc(assignments.id));
      let evaluated = await progress.evaluate(scope, rows, now, q.memberId ? [q.memberId] : undefined);
      if (q.status === "overdue") evaluated = evaluated.filter((e) => e.people.some((p) => p.status === "overdue"));
      if (q.status === "open") evaluated = evaluated.filter((e) => e.people.some((p) => p.status !== "completed"));
      if (q.status === "completed")
        evaluated = evaluated.filter((e) => e.people.length > 0 && e.people.every((p) => p.status === "completed"));
      const pageOf = evaluated.slice((q.page - 1) * q.limit, q.page * q.limit);
      return { data: await views(scope, pageOf, locale), page: q.page, limit: q.limit, total: evaluated.length };
    },

    /** How many of the company's people are overdue on at least one assignment. */
    async overdueCount(scope: EntityScope, now = new Date()) {
      const rows = await db.select().from(assignments).where(scoped.entity(assignments, scope));
      const evaluated = await progress.evaluate(scope, rows, now);
      return new Set(evaluated.flatMap((e) => e.people.filter((p) => p.status === "overdue").map((p) => p.userId))).size;
    },
  };
}
