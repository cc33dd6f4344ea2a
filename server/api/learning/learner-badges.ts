import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { awardedBadges, courseTranslations, courses } from "./schema.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped } from "../../platform/scope.ts";
import { inLanguageOrOnly, visibleCourses } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

export function createLearnerBadges(db: Db) {
  return {
    /** The learner's badges, newest first, in their language. */
    async list({ tenantId }: TenantScope, userId: string, locale: Locale) {
      // the dashboard and the achievements page ask on every visit: built once
      const rows = await prepared(db, "learning.badges", (name) =>
        db
          .select({
            a: { awardedAt: awardedBadges.awardedAt },
            course: { slug: courses.slug, badgeColor: courses.badgeColor, coverIllustration: courses.coverIllustration },
            t: {
              title: courseTranslations.title,
              badgeName: courseTranslations.badgeName,
              badgeDescription: courseTranslations.badgeDescription,
            },
          })
          .from(awardedBadges)
          .innerJoin(courses, eq(courses.id, awardedBadges.courseId))
          .innerJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), inLanguageOrOnly(placeholder<Locale>("locale"))))
          .where(and(scoped.user(awardedBadges, preparedScope("userId")), visibleCourses({ tenantId: placeholder("tenantId") })))
          .orderBy(desc(awardedBadges.awardedAt))
          .prepare(name),
      ).execute({ tenantId, userId, locale });
      return rows.map((r) => ({
        courseSlug: r.course.slug,
        courseTitle: r.t.title,
        name: r.t.badgeName,
        description: r.t.badgeDescription,
        color: r.course.badgeColor,
        illustration: r.course.coverIllustration,
        awardedAt: r.a.awardedAt.toISOString(),
      }));
    },
  };
}
export type LearnerBadges = ReturnType<typeof createLearnerBadges>;
