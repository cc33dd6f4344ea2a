import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { platformOrScoped } from "../../platform/scope.ts";
import { findVisibleCourse } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/** Each course's slug, title and badge name in `locale`, else in the other language. */
export async function courseTexts(db: Db, { tenantId }: TenantScope, courseIds: string[], locale: Locale) {
  const out = new Map<string, { slug: string; title: string; badgeName: string }>();
  if (!courseIds.length) return out;
  const rows = await db
    .select({
      courseId: courseTranslations.courseId,
      slug: courses.slug,
      locale: courseTranslations.locale,
      title: courseTranslations.title,
      badgeName: courseTranslations.badgeName,
    })
    .from(courseTranslations)
    .innerJoin(courses, and(eq(courses.id, courseTranslations.courseId), platformOrScoped.tenant(courses, { tenantId })))
    .where(inArray(courseTranslations.courseId, [...new Set(courseIds)]));
  for (const r of rows)
    if (!out.has(r.courseId) || r.locale === locale) out.set(r.courseId, { slug: r.slug, title: r.title, badgeName: r.badgeName });
  return out;
}

/** A course the tenant can see, by slug; another tenant's course or an unknown slug is not found. */
export async function courseOf(db: Db, { tenantId }: TenantScope, slug: string) {
  const course = await findVisibleCourse(db, { tenantId }, slug);
  if (!course) throw notFound();
  return course;
}

/** Percent, rounded; 0 of 0 is 0. */
export const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);
