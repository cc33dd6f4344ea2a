import type { CreatorCourse, DraftLanguage } from "../../../contract/authoring.ts";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { isMultiple } from "../../../contract/course-content.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import { filePath } from "../../platform/storage.ts";
import type { CourseVideo, TenantCourseInput, TenantCourseText } from "../learning/index.ts";
import type { Creator } from "./avatars.ts";
import { courseView, readinessDraft, type CourseRow } from "./course-view.ts";
import { theCourse, type Courses } from "./courses.ts";
import type { AuthoringDeps } from "./deps.ts";
import { publishIssues } from "./readiness.ts";
import { creatorCourses } from "./schema.ts";

/**
 * Publishing a draft to the tenant's library (issue 27): the tenant's own course, in the draft's
 * languages, with its narrated video where one was rendered; its learners see it at once.
 * Republishing updates the same course (same slug); unpublishing hides it and keeps enrolments.
 */

const notReady = (issues: { path: string; key: string; vars?: Record<string, string | number> }[]) =>
  new DomainError(
    "invalid",
    "not_ready",
    "authoringServer:errors.notReady",
    {},
    undefined,
    issues.map((i) => ({ path: i.path, message: (locale) => translate(i.key, locale, i.vars ?? {}) })),
  );
const notPublished = () => new DomainError("conflict", "not_published", "authoringServer:errors.notPublished");

const textOf = (l: DraftLanguage): TenantCourseText => ({
  title: l.title.trim(),
  summary: l.summary.trim(),
  steps: l.steps.map((s) => ({
    title: s.title.trim(),
    body: s.body.map((p) => p.trim()),
    takeaways: s.takeaways.map((t) => t.trim()),
    illustration: s.illustration!,
    illustrationAlt: s.illustrationAlt.trim(),
  })),
  keyTakeaways: l.keyTakeaways.map((t) => t.trim()),
  questions: l.questions.map((q) => ({
    prompt: q.prompt.trim(),
    options: q.options.map((o) => o.trim()),
    explanation: q.explanation.trim(),
    multiple: isMultiple(q),
  })),
  badgeName: l.badge.name.trim(),
  badgeDescription: l.badge.description.trim(),
});

/** The library course a ready draft becomes (the publish rules have passed: every chosen language is complete). */
export function libraryCourseOf(row: CourseRow): TenantCourseInput {
  const first = row.content[row.languages[0]!]!;
  const texts: TenantCourseInput["texts"] = {};
  const videos: Partial<Record<CreatorLanguage, CourseVideo>> = {};
  for (const l of row.languages) {
    texts[l] = textOf(row.content[l]!);
    const v = row.video?.[l];
    if (v)
      videos[l] = {
        mp4: filePath(v.mp4),
        webm: filePath(v.webm),
        captions: filePath(v.captions),
        poster: filePath(v.poster),
        durationSeconds: v.durationSeconds,
      };
  }
  return {
    authorId: row.authorId,
    areaSlug: row.area,
    level: row.level,
    durationMinutes: row.durationMinutes,
    tags: row.tags,
    passingScore: row.passingScore,
    badgeColor: row.badgeColor,
    coverIllustration: first.steps[0]!.illustration!,
    coverImage: row.coverKey ? filePath(row.coverKey) : null,
    // one answer key for both languages (the publish rules checked they agree)
    answerKey: first.questions.map((q) => [...q.correct].sort((a, b) => a - b)),
    texts,
    videos,
  };
}

export function createPublishing(d: Pick<AuthoringDeps, "db" | "library">, courses: Courses) {
  return {
    async publish(caller: Creator, id: string): Promise<CreatorCourse> {
      const row = await courses.mustFind(caller.scope, id);
      const issues = publishIssues(readinessDraft(row));
      if (issues.length) throw notReady(issues);
      const updated = await d.db.transaction(async (tx) => {
        const published = await d.library.publish(tx, caller.scope, row.courseId, libraryCourseOf(row));
        const [r] = await tx
          .update(creatorCourses)
          .set({
            courseId: published.courseId,
            publishedSlug: published.slug,
            publishedAt: new Date(),
            publishedRevision: row.revision,
          })
          .where(theCourse(caller.scope, id))
          .returning();
        return r!;
      });
      return courseView(d.db, caller.scope, updated, caller.locale);
    },

    async unpublish(caller: Creator, id: string): Promise<CreatorCourse> {
      const row = await courses.mustFind(caller.scope, id);
      if (!row.publishedAt || !row.courseId) throw notPublished();
      const updated = await d.db.transaction(async (tx) => {
        await d.library.unpublish(tx, caller.scope, row.courseId!);
        const [r] = await tx
          .update(creatorCourses)
          .set({ publishedAt: null, publishedSlug: null })
          .where(theCourse(caller.scope, id))
          .returning();
        return r!;
      });
      return courseView(d.db, caller.scope, updated, caller.locale);
    },
  };
}
export type Publishing = ReturnType<typeof createPublishing>;
