import { and, count, desc, eq } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses, enrollments } from "./schema.ts";
import { totalOf } from "../../platform/page-total.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped, userScope } from "../../platform/scope.ts";
import { card, enrolmentCardColumns, enrollmentView } from "./cards.ts";
import { canAccess } from "./course-access.ts";
import { courseDetail, courseNotFound, enrolmentIn, planRequired } from "./course-detail.ts";
import { findVisibleCourse, inLanguageOrOnly, visibleCourses } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

/** A learner's enrolments: enrolling in a course (idempotent) and the list of theirs. */
export function createEnrolments(db: Db) {
  return {
    async enroll({ tenantId }: TenantScope, userId: string, features: readonly string[], slug: string, locale: Locale) {
      const me = userScope({ tenantId }, userId);
      const c = await findVisibleCourse(db, { tenantId }, slug);
      if (!c) throw courseNotFound();
      if (!canAccess(features, c)) throw planRequired();
      const [created] = await db
        .insert(enrollments)
        .values({ whitelabelId: tenantId, userId, courseId: c.id })
        .onConflictDoNothing()
        .returning();
      const e = created ?? (await db.select().from(enrollments).where(enrolmentIn(me, c.id)))[0]!;
      return { created: !!created, enrollment: enrollmentView(e, c.slug), course: await courseDetail(db, c, locale, features, me) };
    },

    async listMine({ tenantId }: TenantScope, userId: string, locale: Locale, page: number, limit: number) {
      const where = (v: { tenantId: string; userId: string; locale: Locale }) =>
        and(scoped.user(enrollments, userScope(v, v.userId)), visibleCourses(v), inLanguageOrOnly(v.locale));
      // the learner's pages and the dashboard ask on every visit: built once
      const rows = await prepared(db, "learning.enrolments", (name) =>
        db
          .select(enrolmentCardColumns)
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
          .where(where({ ...preparedScope("userId"), locale: placeholder<Locale>("locale") }))
          .orderBy(desc(enrollments.updatedAt))
          .limit(placeholder("limit"))
          .offset(placeholder("offset"))
          .prepare(name),
      ).execute({ tenantId, userId, locale, limit, offset: (page - 1) * limit });
      const total = await totalOf(
        rows,
        page,
        async () =>
          (
            await db
              .select({ n: count() })
              .from(enrollments)
              .innerJoin(courses, eq(courses.id, enrollments.courseId))
              .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
              .where(where({ tenantId, userId, locale }))
          )[0]!.n,
      );
      return {
        data: rows.map((r) => ({ course: card(r.course, r, r.e), enrollment: enrollmentView(r.e, r.course.slug) })),
        page,
        limit,
        total,
      };
    },
  };
}
export type Enrolments = ReturnType<typeof createEnrolments>;
