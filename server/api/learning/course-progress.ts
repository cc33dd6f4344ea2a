import { and, eq } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { enrollments } from "./schema.ts";
import { scoped, userScope } from "../../platform/scope.ts";
import { enrollmentView } from "./cards.ts";
import { attemptQuestions } from "./challenge-attempt.ts";
import { canAccess } from "./course-access.ts";
import { courseDetail, enrolledCourse, planRequired } from "./course-detail.ts";
import { translation, type CourseRow } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

/** The part of a course's progress that reading its steps earns; the challenge earns the rest. */
const CONTENT_SHARE = 80;

/**
 * The video the learner plays: a narrated video in their language where the course has one
 * (else in its other language), with that narration's captions; else the course's one video.
 */
function videoFor(course: CourseRow, locale: Locale) {
  const lang = course.videos[locale] ? locale : (["en", "pt"] as const).find((l) => course.videos[l]);
  const narrated = lang ? course.videos[lang] : undefined;
  if (lang && narrated) return { url: narrated.mp4, captions: [{ lang, url: narrated.captions }] };
  if (!course.videoUrl) return null;
  return {
    url: course.videoUrl,
    captions: (["en", "pt"] as const).filter((l) => course.captions[l]).map((l) => ({ lang: l, url: course.captions[l]! })),
  };
}

/** Taking an enrolled course: its content, and where the learner is in it. */
export function createCourseProgress(db: Db) {
  return {
    /** The enrolled learner's course: every step, and the questions without answers. */
    async content({ tenantId }: TenantScope, userId: string, features: readonly string[], slug: string, locale: Locale) {
      const me = userScope({ tenantId }, userId);
      const { course, enrollment } = await enrolledCourse(db, me, slug);
      if (!canAccess(features, course)) throw planRequired();
      const t = await translation(db, course.id, locale);
      return {
        enrollment: enrollmentView(enrollment, course.slug),
        course: await courseDetail(db, course, locale, features, me),
        video: videoFor(course, locale),
        steps: t.steps,
        questions: attemptQuestions({ courseId: course.id, enrollment }, t.questions),
      };
    },

    async save(
      { tenantId }: TenantScope,
      userId: string,
      slug: string,
      p: { currentStep: number; resumePosition?: number; finished?: boolean },
    ) {
      const me = userScope({ tenantId }, userId);
      const { course, enrollment } = await enrolledCourse(db, me, slug);
      const t = await translation(db, course.id, "en");
      const steps = t.steps.length;
      const step = Math.min(p.currentStep, steps - 1);
      const finished = p.finished === true && step === steps - 1;
      const read = finished ? steps : step;
      const progress = Math.max(enrollment.progress, Math.round((CONTENT_SHARE * read) / steps));
      const status = enrollment.status === "in-progress" && finished ? "content-done" : enrollment.status;
      const [e] = await db
        .update(enrollments)
        .set({ currentStep: step, resumePosition: p.resumePosition ?? enrollment.resumePosition, progress, status, updatedAt: new Date() })
        .where(and(scoped.user(enrollments, me), eq(enrollments.id, enrollment.id)))
        .returning();
      return enrollmentView(e!, course.slug);
    },
  };
}
export type CourseProgress = ReturnType<typeof createCourseProgress>;
