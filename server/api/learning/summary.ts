import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import { SUMMARY_ASSIGNED, SUMMARY_RECENT_BADGES, SUMMARY_RECENT_ENROLLMENTS, SUMMARY_SUGGESTIONS } from "../../../contract/learning.ts";
import type { TrainingSummary } from "../../../contract/training-summary.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses, enrollments } from "./schema.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped, type UserScope } from "../../platform/scope.ts";
import type { Assignments } from "./assignments.ts";
import { card, cardColumns, enrolmentCardColumns, enrollmentView } from "./cards.ts";
import { inLanguageOrOnly, visibleCourses } from "./queries.ts";
import type { LearnerBadges } from "./learner-badges.ts";

/** Who the summary is for: the learner, their active company (if any) and their plan's features. */
export type SummaryReader = UserScope & { entityId: string | null; features: readonly string[] };

const openCount = sql<number>`count(*) filter (where ${enrollments.status} <> 'completed') over ()`.mapWith(Number);

/**
 * The learner's training at a glance (GET /training/summary): enrolment counts, where to
 * continue, the latest progress, the newest badges, what their company assigned and courses
 * to start. Counted in the database, so a learner with hundreds of enrolments reads five rows.
 */
export function createTrainingSummary(db: Db, learnerBadges: LearnerBadges, assignments: Pick<Assignments, "mine">) {
  /** The learner's enrolments in the courses this tenant shows, with their titles in `locale`. */
  const mine = (open: boolean) =>
    and(
      scoped.user(enrollments, preparedScope("userId")),
      visibleCourses({ tenantId: placeholder("tenantId") }),
      inLanguageOrOnly(placeholder<Locale>("locale")),
      open ? ne(enrollments.status, "completed") : undefined,
    );
  const enrolled = (name: string, open: boolean, limit: number) =>
    db
      .select({ ...enrolmentCardColumns, open: openCount })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
      .where(mine(open))
      .orderBy(desc(enrollments.updatedAt), desc(enrollments.id))
      .limit(limit)
      .prepare(name);
  const view = (r: Awaited<ReturnType<ReturnType<typeof enrolled>["execute"]>>[number]) => ({
    course: card(r.course, r, r.e),
    enrollment: enrollmentView(r.e, r.course.slug),
  });

  async function enrolments(me: UserScope, locale: Locale): Promise<TrainingSummary["enrollments"]> {
    const values = { tenantId: me.tenantId, userId: me.userId, locale };
    const rows = await prepared(db, "learning.summary.enrolments", (name) => enrolled(name, false, SUMMARY_RECENT_ENROLLMENTS)).execute(
      values,
    );
    const total = rows[0]?.total ?? 0;
    const open = rows[0]?.open ?? 0;
    // where to continue is usually among the latest; when the latest are all completed, it is looked for
    const latestOpen = rows.find((r) => r.e.status !== "completed");
    const resume =
      latestOpen ??
      (open ? (await prepared(db, "learning.summary.resume", (name) => enrolled(name, true, 1)).execute(values))[0] : undefined);
    return { total, open, completed: total - open, resume: resume ? view(resume) : null, recent: rows.map(view) };
  }

  async function suggestions(me: UserScope, features: readonly string[], locale: Locale) {
    // what the catalogue shows the learner (a basic-training plan, the free part), not yet started
    const freeOnly = !features.includes("training");
    const rows = await prepared(db, `learning.summary.suggestions.${freeOnly ? "free" : "all"}`, (name) =>
      db
        .select({ course: cardColumns, title: courseTranslations.title, summary: courseTranslations.summary })
        .from(courses)
        .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
        .leftJoin(enrollments, and(scoped.user(enrollments, preparedScope("userId")), eq(enrollments.courseId, courses.id)))
        .where(
          and(
            visibleCourses({ tenantId: placeholder("tenantId") }),
            inLanguageOrOnly(placeholder<Locale>("locale")),
            isNull(enrollments.id),
            freeOnly ? eq(courses.free, true) : undefined,
          ),
        )
        .orderBy(courses.areaSlug, courseTranslations.title)
        .limit(SUMMARY_SUGGESTIONS)
        .prepare(name),
    ).execute({ tenantId: me.tenantId, userId: me.userId, locale });
    return rows.map((r) => card(r.course, r, null));
  }

  return {
    async summary(reader: SummaryReader, locale: Locale): Promise<TrainingSummary> {
      const me = { tenantId: reader.tenantId, userId: reader.userId };
      const [enrolled, badges, assigned, suggested] = await Promise.all([
        enrolments(me, locale),
        reader.features.includes("badges") ? learnerBadges.list(me, me.userId, locale) : null,
        assignments.mine({ ...me, entityId: reader.entityId }, { page: 1, limit: SUMMARY_ASSIGNED }, locale),
        suggestions(me, reader.features, locale),
      ]);
      return {
        enrollments: enrolled,
        badges: badges && { total: badges.length, recent: badges.slice(0, SUMMARY_RECENT_BADGES) },
        assigned,
        suggestions: suggested,
      };
    },
  };
}
export type TrainingSummaries = ReturnType<typeof createTrainingSummary>;
