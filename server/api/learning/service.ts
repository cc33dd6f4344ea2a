import { randomBytes } from "node:crypto";
import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { containing } from "../../platform/like.ts";
import { totalOf, totalRows } from "../../platform/page-total.ts";
import { createReadMemo, type ReadMemo } from "../../platform/read-memo.ts";
import type { z } from "zod";
import type { courseListQuerySchema } from "../../../contract/learning.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { awardedBadges, certificates, challengeAttempts, courseTranslations, courses, enrollments } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped, userScope, type UserScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/service.ts";
import { attemptQuestions, scoreAttempt } from "./challenge-attempt.ts";
import { findVisibleCourse, translation, visibleCourses, type CourseRow } from "./queries.ts";
import { card, cardColumns, enrollmentView } from "./cards.ts";

/** What the learner's plan opens (§6): training opens everything, basic-training the free part. */
export function canAccess(features: readonly string[], course: Pick<CourseRow, "free">) {
  return features.includes("training") || (features.includes("basic-training") && course.free);
}

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const CONTENT_SHARE = 80;

function verificationCode() {
  // 10 characters of Crockford base32: easy to read aloud, 50 bits of entropy
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return [...randomBytes(10)].map((b) => alphabet[b % 32]).join("");
}

export function createLearning(db: Db, orgs: Pick<Organizations, "memberIds">, memo: ReadMemo = createReadMemo(0)) {
  /** A course's page as a visitor sees it. */
  async function visitorCourse(tenantId: string, slug: string, locale: Locale) {
    const c = await findVisibleCourse(db, tenantId, slug);
    if (!c) throw notFound();
    return detail(c, locale, null, null);
  }

  /** The learner's enrolment in a course, if any. */
  const enrolment = (me: UserScope, courseId: string) => and(scoped(enrollments, me), eq(enrollments.courseId, courseId));

  async function detail(c: CourseRow, locale: Locale, features: readonly string[] | null, me: UserScope | null) {
    const t = await translation(db, c.id, locale);
    const [e] = me ? await db.select().from(enrollments).where(enrolment(me, c.id)) : [];
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

  async function mine(me: UserScope, slug: string) {
    const course = await findVisibleCourse(db, me.tenantId, slug);
    if (!course) throw notFound();
    const [e] = await db.select().from(enrollments).where(enrolment(me, course.id));
    if (!e) throw notFound();
    return { course, enrollment: e };
  }

  return {
    canAccess,

    /**
     * Enrolments, completion rate and average best score of a course among the people of
     * one entity (a manager sees their company; an author their own course's learners).
     */
    async stats(tenantId: string, slug: string, reader: { entityId: string | null; authorId: string | null }) {
      const c = await findVisibleCourse(db, tenantId, slug);
      if (!c) throw notFound();
      const isAuthor = !!reader.authorId && c.authorId === reader.authorId;
      const { entityId } = reader;
      if (!isAuthor && !entityId) throw new DomainError("forbidden", "forbidden", "errors:forbidden", { permissions: "view-reports" });
      // an author counts the course's learners on this tenant; a manager, their entity's people
      const members = isAuthor || !entityId ? scoped(enrollments, { tenantId }) : and(scoped(enrollments, { tenantId }), inArray(enrollments.userId, orgs.memberIds({ tenantId, entityId })));
      const [row] = await db
        .select({
          enrollments: count(),
          completed: sql<number>`count(*) filter (where ${enrollments.status} = 'completed')`.mapWith(Number),
          averageScore: sql<number | null>`round(avg(${enrollments.bestScore}))`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, c.id), members));
      const total = row!.enrollments;
      return { courseSlug: c.slug, enrollments: total, completed: row!.completed, completionRate: total ? Math.round((100 * row!.completed) / total) : 0, averageScore: row!.averageScore };
    },

    /** What anyone may read of a course before signing up: its description and first two steps. */
    async preview(tenantId: string, slug: string, locale: Locale) {
      const c = await findVisibleCourse(db, tenantId, slug);
      if (!c) throw notFound();
      const t = await translation(db, c.id, locale);
      return { course: await detail(c, locale, null, null), steps: t.steps.slice(0, 2), totalSteps: t.steps.length };
    },

    /** The learner's badges, newest first, in their language. */
    async badges(tenantId: string, userId: string, locale: Locale) {
      // the dashboard and the achievements page ask on every visit: built once
      const rows = await prepared(db, "learning.badges", (name) =>
        db
          .select({
            a: { awardedAt: awardedBadges.awardedAt },
            course: { slug: courses.slug, badgeColor: courses.badgeColor, coverIllustration: courses.coverIllustration },
            t: { title: courseTranslations.title, badgeName: courseTranslations.badgeName, badgeDescription: courseTranslations.badgeDescription },
          })
          .from(awardedBadges)
          .innerJoin(courses, eq(courses.id, awardedBadges.courseId))
          .innerJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, placeholder<Locale>("locale"))))
          .where(and(scoped(awardedBadges, preparedScope("userId")), visibleCourses(placeholder("tenantId"))))
          .orderBy(desc(awardedBadges.awardedAt))
          .prepare(name),
      ).execute({ tenantId, userId, locale });
      return rows.map((r) => ({ courseSlug: r.course.slug, courseTitle: r.t.title, name: r.t.badgeName, description: r.t.badgeDescription, color: r.course.badgeColor, illustration: r.course.coverIllustration, awardedAt: r.a.awardedAt.toISOString() }));
    },

    /** Slugs of the published courses this tenant shows (for its sitemap). */
    async publicSlugs(tenantId: string) {
      const rows = await db.select({ slug: courses.slug }).from(courses).where(visibleCourses(tenantId)).orderBy(courses.slug).limit(5000);
      return [...new Set(rows.map((r) => r.slug))];
    },

    async list(tenantId: string, locale: Locale, q: z.infer<typeof courseListQuerySchema>, viewer: { userId: string; features: readonly string[] } | null) {
      const lang = q.language ?? locale;
      // a plan with only basic-training sees the free part of the catalogue
      const freeOnly = !!viewer && !viewer.features.includes("training");
      const filters = { area: !!q.area, level: !!q.level, search: !!q.search, freeOnly };
      const where = (v: { tenantId: string; lang: Locale; area?: string; level?: string; like?: string }) => {
        const conditions = [visibleCourses(v.tenantId), eq(courseTranslations.locale, v.lang)];
        if (v.area !== undefined) conditions.push(eq(courses.areaSlug, v.area));
        if (v.level !== undefined) conditions.push(eq(courses.level, v.level as CourseRow["level"]));
        if (v.like !== undefined) conditions.push(or(ilike(courseTranslations.title, v.like), ilike(courseTranslations.summary, v.like), sql`${courses.tags}::text ilike ${v.like}`)!);
        if (filters.freeOnly) conditions.push(eq(courses.free, true));
        return and(...conditions);
      };
      const values = { tenantId, lang, area: q.area, level: q.level, like: q.search ? containing(q.search) : undefined };
      // one statement: the page, the learner's enrolment in each course (at most one), and the total
      // (a visitor has none: the join stays in the tenant and matches nothing); built once per
      // combination of filters, as every catalogue page and the dashboard ask for it
      const shape = `${filters.area ? "a" : ""}${filters.level ? "l" : ""}${filters.search ? "s" : ""}${filters.freeOnly ? "f" : ""}${viewer ? "v" : ""}`;
      const rows = await prepared(db, `learning.catalogue.${shape || "all"}`, (name) => {
        const named = { tenantId: placeholder("tenantId"), lang: placeholder<Locale>("lang"), area: filters.area ? placeholder("area") : undefined, level: filters.level ? placeholder("level") : undefined, like: filters.search ? placeholder("like") : undefined };
        const mine = and(viewer ? scoped(enrollments, preparedScope("userId")) : and(eq(enrollments.whitelabelId, named.tenantId), sql`false`), eq(enrollments.courseId, courses.id));
        return db
          .select({ course: cardColumns, title: courseTranslations.title, summary: courseTranslations.summary, enrollment: { status: enrollments.status, progress: enrollments.progress }, total: totalRows })
          .from(courses)
          .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
          .leftJoin(enrollments, mine)
          .where(where(named))
          .orderBy(courses.areaSlug, courseTranslations.title)
          .limit(placeholder("limit"))
          .offset(placeholder("offset"))
          .prepare(name);
      }).execute({ ...values, userId: viewer?.userId, limit: q.limit, offset: (q.page - 1) * q.limit });
      const total = await totalOf(rows, q.page, async () => (await db.select({ n: count() }).from(courses).innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id)).where(where(values)))[0]!.n);
      return { data: rows.map((r) => card(r.course, r, r.enrollment)), page: q.page, limit: q.limit, total };
    },

    /** The course's page; `reportsOf` is the entity whose reports the viewer may read (view-reports). */
    async course(tenantId: string, slug: string, locale: Locale, viewer: { userId: string; features: readonly string[]; reportsOf: string | null } | null) {
      // a visitor's course page is the same for every visitor: remembered until anything is written
      if (!viewer) return { ...(await memo.remember(`course\n${tenantId}\n${slug}\n${locale}`, () => visitorCourse(tenantId, slug, locale))), canViewStats: false };
      const c = await findVisibleCourse(db, tenantId, slug);
      if (!c) throw notFound();
      // the same rule as stats(): a manager with view-reports, or the course's author
      const canViewStats = !!viewer && (!!viewer.reportsOf || c.authorId === viewer.userId);
      return { ...(await detail(c, locale, viewer?.features ?? null, viewer ? userScope(tenantId, viewer.userId) : null)), canViewStats };
    },

    async enroll(tenantId: string, userId: string, features: readonly string[], slug: string, locale: Locale) {
      const me = userScope(tenantId, userId);
      const c = await findVisibleCourse(db, tenantId, slug);
      if (!c) throw notFound();
      if (!canAccess(features, c)) throw new DomainError("plan_required", "plan_required", "errors:planRequired");
      const [created] = await db.insert(enrollments).values({ whitelabelId: tenantId, userId, courseId: c.id }).onConflictDoNothing().returning();
      const e = created ?? (await db.select().from(enrollments).where(enrolment(me, c.id)))[0]!;
      return { created: !!created, enrollment: enrollmentView(e, c.slug), course: await detail(c, locale, features, me) };
    },

    async listMine(tenantId: string, userId: string, locale: Locale, page: number, limit: number) {
      const where = (v: { tenantId: string; userId: string; locale: Locale }) => and(scoped(enrollments, userScope(v.tenantId, v.userId)), visibleCourses(v.tenantId), eq(courseTranslations.locale, v.locale));
      // the learner's pages and the dashboard ask on every visit: built once
      const rows = await prepared(db, "learning.enrolments", (name) =>
        db
          .select({ e: enrollments, course: cardColumns, title: courseTranslations.title, summary: courseTranslations.summary, total: totalRows })
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
          .where(where({ ...preparedScope("userId"), locale: placeholder<Locale>("locale") }))
          .orderBy(desc(enrollments.updatedAt))
          .limit(placeholder("limit"))
          .offset(placeholder("offset"))
          .prepare(name),
      ).execute({ tenantId, userId, locale, limit, offset: (page - 1) * limit });
      const total = await totalOf(rows, page, async () => (await db.select({ n: count() }).from(enrollments).innerJoin(courses, eq(courses.id, enrollments.courseId)).innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id)).where(where({ tenantId, userId, locale })))[0]!.n);
      return { data: rows.map((r) => ({ course: card(r.course, r, r.e), enrollment: enrollmentView(r.e, r.course.slug) })), page, limit, total };
    },

    /** The enrolled learner's course: every step, and the questions without answers. */
    async content(tenantId: string, userId: string, features: readonly string[], slug: string, locale: Locale) {
      const me = userScope(tenantId, userId);
      const { course, enrollment } = await mine(me, slug);
      if (!canAccess(features, course)) throw new DomainError("plan_required", "plan_required", "errors:planRequired");
      const t = await translation(db, course.id, locale);
      return {
        enrollment: enrollmentView(enrollment, course.slug),
        course: await detail(course, locale, features, me),
        video: course.videoUrl
          ? { url: course.videoUrl, captions: (["en", "pt"] as const).filter((l) => course.captions[l]).map((l) => ({ lang: l, url: course.captions[l]! })) }
          : null,
        steps: t.steps,
        questions: attemptQuestions({ courseId: course.id, enrollment }, t.questions),
      };
    },

    async progress(tenantId: string, userId: string, slug: string, p: { currentStep: number; resumePosition?: number; finished?: boolean }) {
      const me = userScope(tenantId, userId);
      const { course, enrollment } = await mine(me, slug);
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
        .where(and(scoped(enrollments, me), eq(enrollments.id, enrollment.id)))
        .returning();
      return enrollmentView(e!, course.slug);
    },

    /**
     * Scores the answers on the server. A pass completes the course, awards its badge and
     * issues the certificate, in one transaction; explanations come back only now.
     */
    async submitChallenge(tenantId: string, user: { id: string; name: string }, features: readonly string[], slug: string, locale: Locale, answers: (number[] | string[])[]) {
      const me = userScope(tenantId, user.id);
      const { course, enrollment } = await mine(me, slug);
      if (!canAccess(features, course)) throw new DomainError("plan_required", "plan_required", "errors:planRequired");
      if (enrollment.status === "in-progress") throw new DomainError("conflict", "content_unfinished", "errors:contentUnfinished");
      const key = course.answerKey;
      const t = await translation(db, course.id, locale);
      const { score, marked } = scoreAttempt({ courseId: course.id, enrollment }, t.questions, key, answers);
      const passed = score >= course.passingScore;
      const both = { en: (await translation(db, course.id, "en")).title, pt: (await translation(db, course.id, "pt")).title };
      const certificateId = await db.transaction(async (tx) => {
        // kept in the authored order, so attempts compare whatever order each one showed
        await tx.insert(challengeAttempts).values({ whitelabelId: tenantId, enrollmentId: enrollment.id, answers: marked.map((m) => m.chosen), score, passed });
        await tx
          .update(enrollments)
          .set({
            attempts: sql`${enrollments.attempts} + 1`,
            bestScore: sql`greatest(coalesce(${enrollments.bestScore}, 0), ${score})`,
            ...(passed ? { status: "completed" as const, progress: 100, completedAt: enrollment.completedAt ?? new Date() } : {}),
            updatedAt: new Date(),
          })
          .where(and(scoped(enrollments, me), eq(enrollments.id, enrollment.id)));
        if (!passed) return null;
        await tx.insert(awardedBadges).values({ whitelabelId: tenantId, userId: user.id, courseId: course.id }).onConflictDoNothing();
        const [existing] = await tx.select({ id: certificates.id }).from(certificates).where(and(scoped(certificates, me), eq(certificates.courseId, course.id)));
        if (existing) return existing.id;
        const [cert] = await tx
          .insert(certificates)
          .values({ verificationCode: verificationCode(), whitelabelId: tenantId, userId: user.id, learnerName: user.name, courseId: course.id, titles: both, score })
          .returning({ id: certificates.id });
        return cert!.id;
      });
      return {
        score,
        passed,
        passingScore: course.passingScore,
        results: marked.map((m, i) => ({ correct: m.correct, correctOptions: m.correctOptions, correctOptionIds: m.correctOptionIds, explanation: t.questions[i]!.explanation })),
        badge: passed ? { name: t.badgeName, color: course.badgeColor } : null,
        certificateId,
      };
    },
  };
}
export type Learning = ReturnType<typeof createLearning>;
