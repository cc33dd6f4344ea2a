import { and, count, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../contract/constants.ts";
import type { courseListQuerySchema } from "../../../contract/learning.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses, enrollments } from "./schema.ts";
import { containing } from "../../platform/like.ts";
import { totalOf, totalRows } from "../../platform/page-total.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { createReadMemo, type ReadMemo } from "../../platform/read-memo.ts";
import { preparedScope, scoped, userScope } from "../../platform/scope.ts";
import { card, cardColumns } from "./cards.ts";
import { courseDetail, courseNotFound } from "./course-detail.ts";
import { findVisibleCourse, inLanguageOrOnly, translation, visibleCourses, type CourseRow } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

/** The course catalogue as anyone reads it: its pages, a course's page and preview, the sitemap's slugs. */
export function createCatalogue(db: Db, memo: ReadMemo = createReadMemo(0)) {
  /** A course's page as a visitor sees it. */
  async function visitorCourse({ tenantId }: TenantScope, slug: string, locale: Locale) {
    const c = await findVisibleCourse(db, { tenantId }, slug);
    if (!c) throw courseNotFound();
    return courseDetail(db, c, locale, null, null);
  }

  return {
    /** What anyone may read of a course before signing up: its description and first two steps. */
    async preview({ tenantId }: TenantScope, slug: string, locale: Locale) {
      const c = await findVisibleCourse(db, { tenantId }, slug);
      if (!c) throw courseNotFound();
      const t = await translation(db, c.id, locale);
      return { course: await courseDetail(db, c, locale, null, null), steps: t.steps.slice(0, 2), totalSteps: t.steps.length };
    },

    /** Slugs of the published courses this tenant shows (for its sitemap). */
    async publicSlugs({ tenantId }: TenantScope) {
      const rows = await db
        .select({ slug: courses.slug })
        .from(courses)
        .where(visibleCourses({ tenantId }))
        .orderBy(courses.slug)
        .limit(5000);
      return [...new Set(rows.map((r) => r.slug))];
    },

    async list(
      { tenantId }: TenantScope,
      locale: Locale,
      q: z.infer<typeof courseListQuerySchema>,
      viewer: { userId: string; features: readonly string[] } | null,
    ) {
      const lang = q.language ?? locale;
      // a plan with only basic-training sees the free part of the catalogue
      const freeOnly = !!viewer && !viewer.features.includes("training");
      // a language asked for is kept to; the viewer's own also shows courses written only in the other one
      const filters = { area: !!q.area, level: !!q.level, search: !!q.search, freeOnly, strict: !!q.language };
      const where = (v: { tenantId: string; lang: Locale; area?: string; level?: string; like?: string }) => {
        const conditions = [visibleCourses(v), filters.strict ? eq(courseTranslations.locale, v.lang) : inLanguageOrOnly(v.lang)];
        if (v.area !== undefined) conditions.push(eq(courses.areaSlug, v.area));
        if (v.level !== undefined) conditions.push(eq(courses.level, v.level as CourseRow["level"]));
        if (v.like !== undefined)
          conditions.push(
            or(
              ilike(courseTranslations.title, v.like),
              ilike(courseTranslations.summary, v.like),
              sql`${courses.tags}::text ilike ${v.like}`,
            )!,
          );
        if (filters.freeOnly) conditions.push(eq(courses.free, true));
        return and(...conditions);
      };
      const values = { tenantId, lang, area: q.area, level: q.level, like: q.search ? containing(q.search) : undefined };
      // one statement: the page, the learner's enrolment in each course (at most one), and the total
      // (a visitor has none: the join stays in the tenant and matches nothing); built once per
      // combination of filters, as every catalogue page and the dashboard ask for it
      const shape = `${filters.area ? "a" : ""}${filters.level ? "l" : ""}${filters.search ? "s" : ""}${filters.freeOnly ? "f" : ""}${filters.strict ? "x" : ""}${viewer ? "v" : ""}`;
      const rows = await prepared(db, `learning.catalogue.${shape || "all"}`, (name) => {
        const named = {
          tenantId: placeholder("tenantId"),
          lang: placeholder<Locale>("lang"),
          area: filters.area ? placeholder("area") : undefined,
          level: filters.level ? placeholder("level") : undefined,
          like: filters.search ? placeholder("like") : undefined,
        };
        const mine = and(
          viewer ? scoped.user(enrollments, preparedScope("userId")) : and(scoped.tenant(enrollments, named), sql`false`),
          eq(enrollments.courseId, courses.id),
        );
        return db
          .select({
            course: cardColumns,
            title: courseTranslations.title,
            summary: courseTranslations.summary,
            enrollment: { status: enrollments.status, progress: enrollments.progress },
            total: totalRows,
          })
          .from(courses)
          .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
          .leftJoin(enrollments, mine)
          .where(where(named))
          .orderBy(courses.areaSlug, courseTranslations.title)
          .limit(placeholder("limit"))
          .offset(placeholder("offset"))
          .prepare(name);
      }).execute({ ...values, userId: viewer?.userId, limit: q.limit, offset: (q.page - 1) * q.limit });
      const total = await totalOf(
        rows,
        q.page,
        async () =>
          (
            await db
              .select({ n: count() })
              .from(courses)
              .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
              .where(where(values))
          )[0]!.n,
      );
      return { data: rows.map((r) => card(r.course, r, r.enrollment)), page: q.page, limit: q.limit, total };
    },

    /** The course's page; `reportsOf` is the entity whose reports the viewer may read (view-reports). */
    async course(
      { tenantId }: TenantScope,
      slug: string,
      locale: Locale,
      viewer: { userId: string; features: readonly string[]; reportsOf: string | null } | null,
    ) {
      // a visitor's course page is the same for every visitor: remembered until anything is written
      if (!viewer)
        return {
          ...(await memo.remember(`course\n${tenantId}\n${slug}\n${locale}`, () => visitorCourse({ tenantId }, slug, locale))),
          canViewStats: false,
        };
      const c = await findVisibleCourse(db, { tenantId }, slug);
      if (!c) throw courseNotFound();
      // the same rule as the course's statistics (course-stats.ts): a manager with view-reports, or the course's author
      const canViewStats = !!viewer && (!!viewer.reportsOf || c.authorId === viewer.userId);
      return {
        ...(await courseDetail(db, c, locale, viewer?.features ?? null, viewer ? userScope({ tenantId }, viewer.userId) : null)),
        canViewStats,
      };
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
