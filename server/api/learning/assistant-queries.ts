import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AssistantAsker } from "../area.ts";
import { scoped, userScope } from "../../platform/scope.ts";
import { areas, courseTranslations, courses, enrollments, skillGapResults } from "./schema.ts";
import { inLanguageOrOnly, visibleCourses } from "./queries.ts";

/** A course as the assistant names it: its slug, title in the asker's language, and its area's name. */
export type NamedCourse = { slug: string; title: string; summary: string; area: string; areaName: string };

const LEVELS = sql`case ${courses.level} when 'beginner' then 0 when 'intermediate' then 1 else 2 end`;

/** What Nova reads of the asker's own learning: each query in the asker's tenant, of the asker's rows only. */
export function createLearnerReads(db: Db) {
  const areaName = (a: AssistantAsker) => sql<string>`coalesce(${areas.names}->>${a.locale}, ${areas.slug})`;
  const seen = (a: AssistantAsker) => and(visibleCourses({ tenantId: a.tenantId }), inLanguageOrOnly(a.locale));

  return {
    /** The asker's unfinished courses, latest first: how far they are and the step they are on. */
    async inProgress(a: AssistantAsker, limit = 5) {
      const rows = await db
        .select({
          slug: courses.slug,
          title: courseTranslations.title,
          progress: enrollments.progress,
          currentStep: enrollments.currentStep,
          steps: sql<number>`jsonb_array_length(${courseTranslations.steps})`.mapWith(Number),
          stepTitle: sql<string | null>`${courseTranslations.steps}->${enrollments.currentStep}->>'title'`,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
        .where(and(scoped.user(enrollments, userScope(a, a.userId)), ne(enrollments.status, "completed"), seen(a)))
        .orderBy(desc(enrollments.updatedAt), desc(enrollments.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, step: Math.min(r.currentStep + 1, Math.max(r.steps, 1)) }));
    },

    /** The area of the asker's latest skill-gap test with the lowest score, if they took one. */
    async weakestArea(a: AssistantAsker) {
      const [latest] = await db
        .select({ scores: skillGapResults.scores })
        .from(skillGapResults)
        .where(scoped.user(skillGapResults, userScope(a, a.userId)))
        .orderBy(desc(skillGapResults.takenAt))
        .limit(1);
      const scores = Object.entries(latest?.scores ?? {}).sort((x, y) => x[1] - y[1]);
      return scores[0] ? { area: scores[0][0], score: scores[0][1] } : null;
    },

    /** The course the asker completed last, with its area. */
    async lastCompleted(a: AssistantAsker) {
      const [row] = await db
        .select({ title: courseTranslations.title, area: courses.areaSlug })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
        .where(and(scoped.user(enrollments, userScope(a, a.userId)), eq(enrollments.status, "completed"), seen(a)))
        .orderBy(desc(enrollments.completedAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * A course the asker can open and has not started (a basic plan: the free part), in `area`
     * when given: the easiest first.
     */
    async notStarted(a: AssistantAsker, area: string | null): Promise<NamedCourse | null> {
      const mine = and(scoped.user(enrollments, userScope(a, a.userId)), eq(enrollments.courseId, courses.id));
      const [row] = await db
        .select({
          slug: courses.slug,
          title: courseTranslations.title,
          summary: courseTranslations.summary,
          area: courses.areaSlug,
          areaName: areaName(a),
        })
        .from(courses)
        .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
        .innerJoin(areas, eq(areas.slug, courses.areaSlug))
        .leftJoin(enrollments, mine)
        .where(
          and(
            seen(a),
            isNull(enrollments.id),
            area ? eq(courses.areaSlug, area) : undefined,
            a.features.includes("training") ? undefined : eq(courses.free, true),
          ),
        )
        .orderBy(asc(LEVELS), asc(courses.areaSlug), asc(courseTranslations.title))
        .limit(1);
      return row ?? null;
    },

    /** An area's name in the asker's language. */
    async areaName(a: AssistantAsker, slug: string) {
      const [row] = await db
        .select({ name: areaName(a) })
        .from(areas)
        .where(eq(areas.slug, slug));
      return row?.name ?? slug;
    },
  };
}
export type LearnerReads = ReturnType<typeof createLearnerReads>;
