import { and, eq, or, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { platformOrScoped } from "../../platform/scope.ts";
import type { TenantScope } from "../../platform/scope.ts";

export type CourseRow = typeof courses.$inferSelect;

/** The courses a tenant shows: the library plus the tenant's own (of any of its entities), published. */
export const visibleCourses = ({ tenantId }: TenantScope) =>
  and(eq(courses.status, "published"), platformOrScoped.tenant(courses, { tenantId }));

/**
 * The course's translation in this language, or its only one when it has none in it: a tenant's
 * own course may be written in one language, and learners of the other read it in that one.
 * Library courses have both, so they read as before.
 */
export const inLanguageOrOnly = (locale: Locale) =>
  or(
    eq(courseTranslations.locale, locale),
    sql`not exists (select 1 from ${courseTranslations} as other where other.course_id = ${courses.id} and other.locale = ${locale})`,
  )!;

/** A course this tenant can see, the tenant's own winning over a library course of the same slug. */
export async function findVisibleCourse(db: Db, { tenantId }: TenantScope, slug: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(visibleCourses({ tenantId }), eq(courses.slug, slug)))
    .orderBy(sql`${courses.whitelabelId} is null`)
    .limit(1);
  return row;
}

/** The course in this language, else in the other one (a tenant's course may exist in one language only). */
export async function translation(db: Db, courseId: string, locale: "en" | "pt") {
  // one row (the steps and questions of a language are most of a course): this language's first
  const [row] = await db
    .select()
    .from(courseTranslations)
    .where(eq(courseTranslations.courseId, courseId))
    .orderBy(sql`${courseTranslations.locale} = ${locale} desc`)
    .limit(1);
  if (!row) throw new DomainError("not_found", "not_found", "errors:notFound");
  return row;
}
