import { and, eq } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { enrollments } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type UserScope } from "../../platform/scope.ts";
import { card } from "./cards.ts";
import { canAccess } from "./course-access.ts";
import { findVisibleCourse, translation, type CourseRow } from "./queries.ts";

export const courseNotFound = () => new DomainError("not_found", "not_found", "errors:notFound");
export const planRequired = () => new DomainError("plan_required", "plan_required", "errors:planRequired");

/** The learner's enrolment in a course, if any. */
export const enrolmentIn = (me: UserScope, courseId: string) => and(scoped.user(enrollments, me), eq(enrollments.courseId, courseId));

/** A course's page: its card, takeaways, outline and badge; with the viewer's enrolment and access when signed in. */
export async function courseDetail(db: Db, c: CourseRow, locale: Locale, features: readonly string[] | null, me: UserScope | null) {
  const t = await translation(db, c.id, locale);
  const [e] = me ? await db.select().from(enrollments).where(enrolmentIn(me, c.id)) : [];
  return {
    ...card(c, t, e),
    keyTakeaways: t.keyTakeaways,
    stepTitles: t.steps.map((s) => s.title),
    questionCount: t.questions.length,
    passingScore: c.passingScore,
    badge: { name: t.badgeName, description: t.badgeDescription, color: c.badgeColor },
    references: c.references,
    accessible: features ? canAccess(features, c) : false,
  };
}

/** A course the learner is enrolled in, with that enrolment; not found when either is missing. */
export async function enrolledCourse(db: Db, me: UserScope, slug: string) {
  const course = await findVisibleCourse(db, me, slug);
  if (!course) throw courseNotFound();
  const [e] = await db.select().from(enrollments).where(enrolmentIn(me, course.id));
  if (!e) throw courseNotFound();
  return { course, enrollment: e };
}
