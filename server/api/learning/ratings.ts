import { and, count, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import {
  REPORT_LIMITS,
  type CourseRating,
  type CourseRatingInput,
  type MyCourseRating,
  type RatingsExport,
  type RatingsReport,
} from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { courseRatings, courses, enrollments } from "./schema.ts";
import { reportRatingCounts } from "./schema-reports.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { platformOrScoped, scoped, type EntityScope, type UserScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import { courseOf, courseTexts } from "./report-common.ts";

const view = (r: typeof courseRatings.$inferSelect): CourseRating => ({
  rating: r.rating,
  comment: r.comment,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Course ratings: a learner rates a course once they completed it (rating again replaces the
 * rating); a company's managers read its people's ratings per course.
 */
export function createRatings(db: Db, orgs: Pick<Organizations, "memberIds">) {
  async function completed(me: UserScope, courseId: string) {
    const [row] = await db
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(and(scoped.user(enrollments, me), eq(enrollments.courseId, courseId)))
      .limit(1);
    return row?.status === "completed";
  }

  return {
    async mine(me: UserScope, slug: string): Promise<MyCourseRating> {
      const course = await courseOf(db, me, slug);
      const [[row], canRate] = await Promise.all([
        db
          .select()
          .from(courseRatings)
          .where(and(scoped.user(courseRatings, me), eq(courseRatings.courseId, course.id)))
          .limit(1),
        completed(me, course.id),
      ]);
      return { canRate, rating: row ? view(row) : null };
    },

    async rate(me: UserScope, slug: string, input: CourseRatingInput): Promise<CourseRating> {
      const course = await courseOf(db, me, slug);
      if (!(await completed(me, course.id)))
        throw new DomainError("conflict", "course_not_completed", "companyReports:errors.notCompleted");
      const comment = input.comment?.trim() || null;
      const now = new Date();
      const [row] = await db
        .insert(courseRatings)
        .values({ whitelabelId: me.tenantId, userId: me.userId, courseId: course.id, rating: input.rating, comment, updatedAt: now })
        .onConflictDoUpdate({
          target: [courseRatings.whitelabelId, courseRatings.userId, courseRatings.courseId],
          set: { rating: input.rating, comment, updatedAt: now },
        })
        .returning();
      return view(row!);
    },

    /** Per course: average, count, distribution and the latest comments of the company's people (most rated first). */
    async report(scope: EntityScope, q: { courseSlug?: string; page: number; limit: number }, locale: Locale): Promise<RatingsReport> {
      const courseId = q.courseSlug ? (await courseOf(db, scope, q.courseSlug)).id : undefined;
      const where = [scoped.tenant(courseRatings, scope), inArray(courseRatings.userId, orgs.memberIds(scope))];
      if (courseId) where.push(eq(courseRatings.courseId, courseId));
      // the numbers per course are the kept counts (docs/decisions/0024-report-speed.md)
      const k = reportRatingCounts;
      const kept = and(scoped.entity(k, scope), gt(k.ratings, 0), courseId ? eq(k.courseId, courseId) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            courseId: k.courseId,
            slug: courses.slug,
            n: k.ratings,
            average:
              sql<number>`round((${k.stars1} + 2 * ${k.stars2} + 3 * ${k.stars3} + 4 * ${k.stars4} + 5 * ${k.stars5})::numeric / ${k.ratings}, 1)`.mapWith(
                Number,
              ),
            s1: k.stars1,
            s2: k.stars2,
            s3: k.stars3,
            s4: k.stars4,
            s5: k.stars5,
          })
          .from(k)
          .innerJoin(courses, and(eq(courses.id, k.courseId), platformOrScoped.tenant(courses, scope)))
          .where(kept)
          .orderBy(desc(k.ratings), courses.slug)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(k).where(kept),
      ]);
      const latest = await Promise.all(
        rows.map((r) =>
          db
            .select({
              id: courseRatings.id,
              userId: courseRatings.userId,
              rating: courseRatings.rating,
              comment: courseRatings.comment,
              at: courseRatings.updatedAt,
            })
            .from(courseRatings)
            .where(and(...where, eq(courseRatings.courseId, r.courseId), isNotNull(courseRatings.comment)))
            .orderBy(desc(courseRatings.updatedAt), desc(courseRatings.id))
            .limit(REPORT_LIMITS.latestComments),
        ),
      );
      const [texts, persons] = await Promise.all([
        courseTexts(
          db,
          scope,
          rows.map((r) => r.courseId),
          locale,
        ),
        people.findMany(
          db,
          scope,
          latest.flat().map((c) => c.userId),
        ),
      ]);
      const nameOf = new Map(persons.map((p) => [p.id, p.name]));
      return {
        data: rows.map((r, i) => ({
          course: { slug: r.slug, title: texts.get(r.courseId)?.title ?? r.slug },
          average: r.average,
          count: r.n,
          distribution: [r.s1, r.s2, r.s3, r.s4, r.s5],
          comments: latest[i]!.map((c) => ({
            id: c.id,
            rating: c.rating,
            comment: c.comment ?? "",
            person: { id: c.userId, name: nameOf.get(c.userId) ?? "" },
            at: c.at.toISOString(),
          })),
        })),
        page: q.page,
        limit: q.limit,
        total: total?.n ?? 0,
      };
    },

    /** The download: every rated course with its numbers, and the comments (newest first, bounded). */
    async all(scope: EntityScope, q: { courseSlug?: string }, locale: Locale): Promise<RatingsExport> {
      const first = await this.report(scope, { courseSlug: q.courseSlug, page: 1, limit: 1 }, locale);
      const everyCourse =
        first.total > 1 ? await this.report(scope, { courseSlug: q.courseSlug, page: 1, limit: first.total }, locale) : first;
      const courseId = q.courseSlug ? (await courseOf(db, scope, q.courseSlug)).id : undefined;
      const rows = await db
        .select({
          courseId: courseRatings.courseId,
          userId: courseRatings.userId,
          rating: courseRatings.rating,
          comment: courseRatings.comment,
          at: courseRatings.updatedAt,
        })
        .from(courseRatings)
        .where(
          and(
            scoped.tenant(courseRatings, scope),
            inArray(courseRatings.userId, orgs.memberIds(scope)),
            isNotNull(courseRatings.comment),
            courseId ? eq(courseRatings.courseId, courseId) : undefined,
          ),
        )
        .orderBy(desc(courseRatings.updatedAt), desc(courseRatings.id))
        .limit(REPORT_LIMITS.exportRows);
      const [texts, persons] = await Promise.all([
        courseTexts(db, scope, [...new Set(rows.map((r) => r.courseId))], locale),
        people.findMany(db, scope, [...new Set(rows.map((r) => r.userId))]),
      ]);
      const byId = new Map(persons.map((p) => [p.id, p]));
      return {
        courses: everyCourse.data.map((c) => ({
          title: c.course.title,
          slug: c.course.slug,
          average: c.average,
          count: c.count,
          distribution: c.distribution,
        })),
        comments: rows.map((r) => ({
          title: texts.get(r.courseId)?.title ?? "",
          name: byId.get(r.userId)?.name ?? "",
          email: byId.get(r.userId)?.email ?? "",
          rating: r.rating,
          comment: r.comment ?? "",
          at: r.at.toISOString().slice(0, 10),
        })),
      };
    },
  };
}
export type Ratings = ReturnType<typeof createRatings>;
