import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses } from "../../db/schema/index.ts";

export type CourseRow = typeof courses.$inferSelect;

/** The one tenant predicate for courses: the library plus the tenant's own, published. */
export const visibleCourses = (tenantId: string) => and(eq(courses.status, "published"), or(isNull(courses.whitelabelId), eq(courses.whitelabelId, tenantId)));

/** A course this tenant can see, the tenant's own winning over a library course of the same slug. */
export async function findVisibleCourse(db: Db, tenantId: string, slug: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(visibleCourses(tenantId), eq(courses.slug, slug)))
    .orderBy(sql`${courses.whitelabelId} is null`)
    .limit(1);
  return row;
}

export async function translation(db: Db, courseId: string, locale: "en" | "pt") {
  const [row] = await db.select().from(courseTranslations).where(and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.locale, locale)));
  return row!;
}
