import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../contract/constants.ts";
import { AREAS } from "../../../contract/course-content.ts";
import { storedSkillGapSchema } from "../../../contract/skill-gap.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses, skillGapResults } from "../../db/schema/index.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type UserScope } from "../../platform/scope.ts";
import { visibleCourses } from "./queries.ts";

const PER_AREA = 3;

/**
 * The skill-gap test (§2): questions drawn from the library's own challenges, three per area,
 * the same for everyone on a tenant; scored on the server; the weakest areas decide the advice.
 */
export function createSkillGap(db: Db) {
  async function bank(tenantId: string, locale: Locale) {
    const rows = await db
      .select({ c: courses, t: courseTranslations })
      .from(courses)
      .innerJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, locale)))
      .where(visibleCourses(tenantId))
      .orderBy(asc(courses.slug));
    return AREAS.flatMap((area) =>
      rows
        .filter((r) => r.c.areaSlug === area)
        .slice(0, PER_AREA)
        .map((r) => ({ id: `${r.c.slug}:0`, area, course: r.c, text: r.t.questions[0]!, key: r.c.answerKey[0]! })),
    );
  }

  return {
    async questions(tenantId: string, locale: Locale) {
      return (await bank(tenantId, locale)).map((q) => ({ id: q.id, area: q.area, prompt: q.text.prompt, options: q.text.options, multiple: q.text.multiple }));
    },

    async score(tenantId: string, locale: Locale, answers: Record<string, number[]>, userId: string | null) {
      const questions = await bank(tenantId, locale);
      if (!questions.some((q) => q.id in answers)) throw new DomainError("invalid", "no_answers", "errors:required");
      const scores: Record<string, number> = {};
      for (const area of AREAS) {
        const qs = questions.filter((q) => q.area === area);
        if (!qs.length) continue;
        const right = qs.filter((q) => {
          const a = [...new Set(answers[q.id] ?? [])].sort();
          return a.length === q.key.length && [...q.key].sort().every((v, i) => v === a[i]);
        }).length;
        scores[area] = Math.round((100 * right) / qs.length);
      }
      const takenAt = new Date();
      if (userId) await db.insert(skillGapResults).values({ whitelabelId: tenantId, userId, scores, takenAt });
      return { scores, recommended: await this.recommend(tenantId, locale, scores), takenAt: takenAt.toISOString(), saved: !!userId };
    },

    /** Up to three courses from the weakest areas (below 100%), most needed first. */
    async recommend(tenantId: string, locale: Locale, scores: Record<string, number>) {
      const weakest = Object.entries(scores)
        .filter(([, s]) => s < 100)
        .sort((a, b) => a[1] - b[1])
        .map(([a]) => a);
      if (!weakest.length) return [];
      const rows = await db
        .select({ slug: courses.slug, area: courses.areaSlug, coverIllustration: courses.coverIllustration, title: courseTranslations.title })
        .from(courses)
        .innerJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, locale)))
        .where(and(visibleCourses(tenantId), inArray(courses.areaSlug, weakest)))
        .orderBy(asc(courses.level), asc(courses.slug));
      return weakest
        .flatMap((a) => rows.filter((r) => r.area === a))
        .slice(0, 3)
        .map((r) => ({ slug: r.slug, title: r.title, area: r.area as (typeof AREAS)[number], coverIllustration: r.coverIllustration }));
    },

    /** The person's results, newest first. */
    async history(who: UserScope) {
      const mine = scoped(skillGapResults, { tenantId: who.tenantId, userId: who.userId });
      const rows = await db.select().from(skillGapResults).where(mine).orderBy(desc(skillGapResults.takenAt)).limit(20);
      return rows.map((r) => ({ scores: r.scores, takenAt: r.takenAt.toISOString() }));
    },

    /** An anonymous result carried into sign-up (validated; anything else is ignored). */
    async adopt(tx: Pick<Db, "insert">, person: UserScope, data: unknown) {
      const parsed = storedSkillGapSchema.safeParse(data);
      if (!parsed.success) return;
      await tx.insert(skillGapResults).values({ whitelabelId: person.tenantId, userId: person.userId, scores: parsed.data.scores as Record<string, number>, takenAt: new Date(parsed.data.takenAt) });
    },
  };
}
export type SkillGap = ReturnType<typeof createSkillGap>;
export type StoredSkillGap = z.infer<typeof storedSkillGapSchema>;
