import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { BadgeEarned, BadgesReport } from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { awardedBadges } from "./schema.ts";
import { reportBadgeCounts } from "./schema-reports.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import { courseOf, courseTexts } from "./report-common.ts";

/** People are looked up in batches this big (an export may hold every badge of a large company). */
const PEOPLE_BATCH = 5000;

/** The badges a company's active members earned: how many of each, and who earned what when. */
export function createBadgesReport(db: Db, orgs: Pick<Organizations, "activeMemberIds">) {
  async function filter(scope: EntityScope, courseSlug?: string) {
    const courseId = courseSlug ? (await courseOf(db, scope, courseSlug)).id : undefined;
    const where = [scoped.tenant(awardedBadges, scope), inArray(awardedBadges.userId, orgs.activeMemberIds(scope))];
    if (courseId) where.push(eq(awardedBadges.courseId, courseId));
    return { where: and(...where), courseId };
  }

  async function rowsOf(
    scope: EntityScope,
    list: { userId: string; courseId: string; awardedAt: Date }[],
    locale: Locale,
  ): Promise<BadgeEarned[]> {
    const texts = await courseTexts(
      db,
      scope,
      list.map((r) => r.courseId),
      locale,
    );
    const ids = [...new Set(list.map((r) => r.userId))];
    const who = new Map<string, { name: string; email: string }>();
    for (let i = 0; i < ids.length; i += PEOPLE_BATCH)
      for (const p of await people.findMany(db, scope, ids.slice(i, i + PEOPLE_BATCH))) who.set(p.id, p);
    return list.map((r) => ({
      person: { id: r.userId, name: who.get(r.userId)?.name ?? "", email: who.get(r.userId)?.email ?? "" },
      courseSlug: texts.get(r.courseId)?.slug ?? "",
      badgeName: texts.get(r.courseId)?.badgeName ?? "",
      awardedAt: r.awardedAt.toISOString(),
    }));
  }

  const listing = (where: ReturnType<typeof and>) =>
    db
      .select({ userId: awardedBadges.userId, courseId: awardedBadges.courseId, awardedAt: awardedBadges.awardedAt })
      .from(awardedBadges)
      .where(where)
      .orderBy(desc(awardedBadges.awardedAt), desc(awardedBadges.id));

  return {
    async report(scope: EntityScope, q: { courseSlug?: string; page: number; limit: number }, locale: Locale): Promise<BadgesReport> {
      const { where, courseId } = await filter(scope, q.courseSlug);
      // how many of each: the kept counts (docs/decisions/0024-report-speed.md)
      const kept = and(
        scoped.entity(reportBadgeCounts, scope),
        gt(reportBadgeCounts.earned, 0),
        courseId ? eq(reportBadgeCounts.courseId, courseId) : undefined,
      );
      const [perBadge, page] = await Promise.all([
        db.select({ courseId: reportBadgeCounts.courseId, n: reportBadgeCounts.earned }).from(reportBadgeCounts).where(kept),
        listing(where)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      ]);
      const texts = await courseTexts(
        db,
        scope,
        perBadge.map((b) => b.courseId),
        locale,
      );
      const badges = perBadge
        .map((b) => ({
          courseSlug: texts.get(b.courseId)?.slug ?? "",
          title: texts.get(b.courseId)?.title ?? "",
          badgeName: texts.get(b.courseId)?.badgeName ?? "",
          earned: b.n,
        }))
        .sort((a, b) => b.earned - a.earned || a.title.localeCompare(b.title));
      return {
        badges,
        data: await rowsOf(scope, page, locale),
        page: q.page,
        limit: q.limit,
        total: perBadge.reduce((n, b) => n + b.n, 0),
      };
    },

    /** Every badge earned (for an export), newest first. */
    async all(scope: EntityScope, q: { courseSlug?: string }, locale: Locale) {
      return rowsOf(scope, await listing((await filter(scope, q.courseSlug)).where), locale);
    },
  };
}
export type BadgesReportService = ReturnType<typeof createBadgesReport>;
