import { totalRows } from "../../platform/page-total.ts";
import { courseTranslations, courses, enrollments } from "./schema.ts";
import type { CourseRow } from "./queries.ts";

// How the learning area shows a course in a list (a card) and a learner's enrolment: the
// catalogue, the learner's enrolments and the training summary answer the same shapes.

/** What a course card shows of the course row (lists read only these columns). */
export const cardColumns = {
  id: courses.id,
  slug: courses.slug,
  areaSlug: courses.areaSlug,
  level: courses.level,
  durationMinutes: courses.durationMinutes,
  tags: courses.tags,
  free: courses.free,
  badgeColor: courses.badgeColor,
  coverIllustration: courses.coverIllustration,
  coverImage: courses.coverImage,
  videoUrl: courses.videoUrl,
  videos: courses.videos,
};
export type CardCourse = Pick<CourseRow, keyof typeof cardColumns>;

/** What a page of the learner's enrolments reads: each enrolment with its course's card, in one language, and the list's total. */
export const enrolmentCardColumns = {
  e: enrollments,
  course: cardColumns,
  title: courseTranslations.title,
  summary: courseTranslations.summary,
  total: totalRows,
};

/** A course card: the course, its title and summary in one language, and the learner's enrolment in it. */
export function card(c: CardCourse, t: { title: string; summary: string }, e?: { status: string; progress: number } | null) {
  return {
    slug: c.slug,
    title: t.title,
    summary: t.summary,
    area: c.areaSlug as "cybersecurity",
    level: c.level,
    durationMinutes: c.durationMinutes,
    tags: c.tags,
    free: c.free,
    badgeColor: c.badgeColor,
    coverIllustration: c.coverIllustration,
    coverImage: c.coverImage,
    hasVideo: !!c.videoUrl || Object.keys(c.videos).length > 0,
    enrollment: e ? { status: e.status, progress: e.progress } : null,
  };
}

/** The learner's enrolment as the API shows it. */
export function enrollmentView(e: typeof enrollments.$inferSelect, slug: string) {
  return {
    courseSlug: slug,
    status: e.status,
    progress: e.progress,
    currentStep: e.currentStep,
    resumePosition: e.resumePosition,
    attempts: e.attempts,
    bestScore: e.bestScore,
    startedAt: e.startedAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
  };
}
