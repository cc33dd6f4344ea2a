import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Tx } from "../../db/client.ts";
import type { EntityScope, TenantScope } from "../../platform/scope.ts";
import { platformOrScoped, scoped } from "../../platform/scope.ts";
import { courseTranslations, courses, enrollments, type CourseStep, type CourseVideo, type QuestionText } from "./schema.ts";

/**
 * A tenant's own courses, written by the content creator when a draft is published (issue 27):
 * the library's tables, owned by the tenant and its entity, so the catalogue, enrolments,
 * challenges and badges treat them as any course. A course may be in one language only; learners
 * of the other read it in that one (queries.ts `inLanguageOrOnly`).
 */

export type TenantCourseText = {
  title: string;
  summary: string;
  steps: CourseStep[];
  keyTakeaways: string[];
  questions: QuestionText[];
  badgeName: string;
  badgeDescription: string;
};

export type TenantCourseInput = {
  authorId: string | null;
  areaSlug: string;
  level: "beginner" | "intermediate" | "advanced";
  durationMinutes: number;
  tags: string[];
  passingScore: number;
  badgeColor: string;
  coverIllustration: string;
  /** `/api/files/…` of the cover picture, or null. */
  coverImage: string | null;
  answerKey: number[][];
  texts: Partial<Record<Locale, TenantCourseText>>;
  videos: Partial<Record<Locale, CourseVideo>>;
};

const theCourse = (scope: TenantScope, id: string) => and(scoped.tenant(courses, scope), eq(courses.id, id));

/** A URL slug from a title: ASCII, lower case, words joined by hyphens (accents dropped). */
export function slugOf(title: string) {
  const base = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "course";
}

/** Hidden from the catalogue; enrolments, results and badges stay. */
async function unpublish(tx: Tx, scope: TenantScope, courseId: string) {
  await tx.update(courses).set({ status: "draft", updatedAt: new Date() }).where(theCourse(scope, courseId));
}

export function createTenantCourses() {
  /** A slug no course of the tenant nor of the library has (a tenant's course would hide a library one of the same slug). */
  async function freeSlug(tx: Tx, scope: TenantScope, title: string) {
    const base = slugOf(title);
    const taken = new Set(
      (
        await tx
          .select({ slug: courses.slug })
          .from(courses)
          .where(and(platformOrScoped.tenant(courses, scope), sql`${courses.slug} ~ ${`^${base}(-[0-9]+)?$`}`))
      ).map((r) => r.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  return {
    /**
     * Writes the course and its texts (a new one, or `courseId` again with the slug it had),
     * published; a language no longer in the input loses its text. Run inside the caller's
     * transaction, with its other writes.
     */
    async publish(tx: Tx, scope: EntityScope, courseId: string | null, input: TenantCourseInput) {
      const values = {
        areaSlug: input.areaSlug,
        level: input.level,
        durationMinutes: input.durationMinutes,
        tags: input.tags,
        passingScore: input.passingScore,
        // the tenant's own course is open to all its learners, whatever part of the library their plan opens
        free: true,
        badgeColor: input.badgeColor,
        coverIllustration: input.coverIllustration,
        coverImage: input.coverImage,
        answerKey: input.answerKey,
        videos: input.videos,
        authorId: input.authorId,
        status: "published" as const,
        updatedAt: new Date(),
      };
      const [existing] = courseId
        ? await tx.select({ id: courses.id, slug: courses.slug }).from(courses).where(theCourse(scope, courseId))
        : [];
      let course = existing;
      if (course) await tx.update(courses).set(values).where(theCourse(scope, course.id));
      else {
        const title = input.texts.en?.title ?? input.texts.pt?.title ?? "";
        // two publications at once may pick the same free slug: the second takes another
        for (let attempt = 0; !course; attempt++) {
          const free = await freeSlug(tx, scope, title);
          const slug = attempt ? `${free}-${randomBytes(3).toString("hex")}` : free;
          [course] = await tx
            .insert(courses)
            .values({ ...values, slug, whitelabelId: scope.tenantId, entityId: scope.entityId })
            .onConflictDoNothing()
            .returning({ id: courses.id, slug: courses.slug });
        }
      }
      const id = course!.id;
      await tx.delete(courseTranslations).where(eq(courseTranslations.courseId, id));
      for (const locale of ["en", "pt"] as const) {
        const text = input.texts[locale];
        if (text) await tx.insert(courseTranslations).values({ courseId: id, locale, ...text });
      }
      return { courseId: id, slug: course!.slug };
    },

    unpublish,

    /** Gone with its draft: deleted when nobody enrolled, else only hidden (learners keep their results and badges); true when kept. */
    async remove(tx: Tx, scope: TenantScope, courseId: string): Promise<boolean> {
      const [used] = await tx
        .select({ n: count() })
        .from(enrollments)
        .where(and(scoped.tenant(enrollments, scope), eq(enrollments.courseId, courseId)));
      if (used!.n > 0) {
        await unpublish(tx, scope, courseId);
        return true;
      }
      await tx.delete(courses).where(theCourse(scope, courseId));
      return false;
    },
  };
}
export type TenantCourses = ReturnType<typeof createTenantCourses>;
