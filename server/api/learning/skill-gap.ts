import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "../../../contract/constants.ts";
import { AREAS, type Area } from "../../../contract/course-areas.ts";
import {
  storedSkillGapSchema,
  type SkillGapAreaResult,
  type SkillGapResult,
  type SkillGapTopicResult,
} from "../../../contract/skill-gap.ts";
import { SKILL_GAP_TOPICS, confidenceOf, type SkillGapTopic } from "../../../contract/skill-gap-topics.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses, skillGapResults } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type UserScope } from "../../platform/scope.ts";
import { visibleCourses } from "./queries.ts";
import { SKILL_GAP_BANK } from "./skill-gap-bank/index.ts";
import { newSitting, served, sittingQuestions } from "./skill-gap-sitting.ts";
import { sameSet, toAuthored } from "./shuffle.ts";
import type { TenantScope } from "../../platform/scope.ts";

const RECOMMENDED = 3;
const byId = new Map(SKILL_GAP_BANK.map((i) => [i.id, i]));
const percent = (right: number, of: number) => Math.round((100 * right) / of);

/**
 * The skill-gap test (§2, docs/decisions/0034-skill-gap-test.md): items written for the test,
 * drawn per sitting so every area is measured; scored on the server by option id; per-area scores
 * with a confidence note, and courses for the weakest topics.
 */
export function createSkillGap(db: Db) {
  /** Courses for the weakest topics first (a course for each, then more), then for the weakest areas; as many as RECOMMENDED. */
  async function recommend({ tenantId }: TenantScope, locale: Locale, topics: SkillGapTopicResult[], areas: SkillGapAreaResult[]) {
    const weakTopics = topics.filter((t) => t.score < 100);
    const weakAreas = [...areas]
      .filter((a) => a.score < 100)
      .sort((a, b) => a.score - b.score)
      .map((a) => a.area);
    if (!weakTopics.length && !weakAreas.length) return [];
    const topicSlugs = weakTopics.flatMap((t) => SKILL_GAP_TOPICS.find((x) => x.id === t.topic)!.courses as readonly string[]);
    const rows = await db
      .select({ slug: courses.slug, area: courses.areaSlug, coverIllustration: courses.coverIllustration, title: courseTranslations.title })
      .from(courses)
      .innerJoin(courseTranslations, and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.locale, locale)))
      .where(
        and(
          visibleCourses({ tenantId }),
          or(
            topicSlugs.length ? inArray(courses.slug, topicSlugs) : sql`false`,
            weakAreas.length ? inArray(courses.areaSlug, weakAreas) : sql`false`,
          ),
        ),
      )
      // a tenant's own course of a library slug first, as everywhere else
      .orderBy(sql`${courses.whitelabelId} is null`, asc(courses.level), asc(courses.slug));
    const out: SkillGapResult["recommended"] = [];
    const add = (slug: string, topic: SkillGapTopic | null) => {
      const row = rows.find((r) => r.slug === slug);
      if (row && out.length < RECOMMENDED && !out.some((o) => o.slug === slug))
        out.push({ slug, title: row.title, area: row.area as Area, coverIllustration: row.coverIllustration, topic });
    };
    // a course for each weak topic in turn (weakest first): its first one not yet recommended
    const lists = weakTopics.map((t) => SKILL_GAP_TOPICS.find((x) => x.id === t.topic)!.courses as readonly string[]);
    for (let round = 0; round < Math.max(0, ...lists.map((l) => l.length)); round++) {
      weakTopics.forEach((t, k) => {
        const next = lists[k]!.find((slug) => rows.some((r) => r.slug === slug) && !out.some((o) => o.slug === slug));
        if (next) add(next, t.topic);
      });
    }
    for (const area of weakAreas) for (const r of rows.filter((x) => x.area === area)) add(r.slug, null);
    return out;
  }

  return {
    /** A sitting: a new one, or the one named (a reload shows it again). */
    questions(locale: Locale, sitting?: string) {
      const seed = sitting ?? newSitting();
      return { sitting: seed, data: sittingQuestions(seed, locale) };
    },

    async score(
      { tenantId }: TenantScope,
      locale: Locale,
      input: { answers: Record<string, string[] | number[]>; sitting?: string },
      userId: string | null,
    ): Promise<SkillGapResult> {
      const marks: { topic: SkillGapTopic; area: Area; right: boolean }[] = [];
      for (const [id, answer] of Object.entries(input.answers)) {
        const item = byId.get(id);
        // an item that is not (or no longer) in the bank, or left blank, measures nothing
        if (!item || !answer.length) continue;
        if (answer.some((a) => typeof a === "number") && !input.sitting)
          throw new DomainError("invalid", "sitting_required", "errors:skillGapSitting");
        const { ids, order } = served(item, input.sitting ?? "");
        const chosen = toAuthored(answer, ids, order);
        if (!chosen) throw new DomainError("invalid", "unknown_option", "errors:skillGapOption");
        marks.push({ topic: item.topic, area: item.area, right: sameSet(chosen, item.correct) });
      }
      if (!marks.length) throw new DomainError("invalid", "no_answers", "errors:required");
      const tally = <K extends string>(key: (m: (typeof marks)[number]) => K, k: K) => {
        const mine = marks.filter((m) => key(m) === k);
        return { answered: mine.length, correct: mine.filter((m) => m.right).length };
      };
      const areas = AREAS.flatMap((area): SkillGapAreaResult[] => {
        const { answered, correct } = tally((m) => m.area, area);
        return answered ? [{ area, score: percent(correct, answered), answered, correct, confidence: confidenceOf(answered) }] : [];
      });
      const topics = SKILL_GAP_TOPICS.flatMap((t): SkillGapTopicResult[] => {
        const { answered, correct } = tally((m) => m.topic, t.id);
        return answered ? [{ topic: t.id, area: t.area, score: percent(correct, answered), answered, correct }] : [];
      }).sort((a, b) => a.score - b.score || areas.find((x) => x.area === a.area)!.score - areas.find((x) => x.area === b.area)!.score);
      const scores = Object.fromEntries(areas.map((a) => [a.area, a.score]));
      const takenAt = new Date();
      if (userId) await db.insert(skillGapResults).values({ whitelabelId: tenantId, userId, scores, takenAt });
      return {
        scores,
        areas,
        topics,
        recommended: await recommend({ tenantId }, locale, topics, areas),
        takenAt: takenAt.toISOString(),
        saved: !!userId,
      };
    },

    /** The person's results, newest first. */
    async history(who: UserScope) {
      const mine = scoped.user(skillGapResults, who);
      const rows = await db.select().from(skillGapResults).where(mine).orderBy(desc(skillGapResults.takenAt)).limit(20);
      return rows.map((r) => ({ scores: r.scores, takenAt: r.takenAt.toISOString() }));
    },

    /** An anonymous result carried into sign-up (validated; anything else is ignored). */
    async adopt(tx: Pick<Db, "insert">, person: UserScope, data: unknown) {
      const parsed = storedSkillGapSchema.safeParse(data);
      if (!parsed.success) return;
      await tx.insert(skillGapResults).values({
        whitelabelId: person.tenantId,
        userId: person.userId,
        scores: parsed.data.scores as Record<string, number>,
        takenAt: new Date(parsed.data.takenAt),
      });
    },
  };
}
export type SkillGap = ReturnType<typeof createSkillGap>;
export type StoredSkillGap = z.infer<typeof storedSkillGapSchema>;
