import { and, count, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import {
  OVERVIEW_RECENT_DAYS,
  OVERVIEW_RECENT_LIMIT,
  OVERVIEW_WEEKS,
  type RecentActivity,
  type TeamOverview,
} from "../../../contract/company.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { courseTranslations, courses, enrollments } from "./schema.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import type { Assignments } from "./assignments.ts";

const DAY = 86_400_000;

/** The Monday (UTC) of the ISO week `at` falls in, as YYYY-MM-DD. */
export function isoWeekStart(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** The starts of the last `n` ISO weeks, oldest first, the current week last. */
export function lastWeekStarts(now: Date, n: number): string[] {
  const current = new Date(`${isoWeekStart(now)}T00:00:00Z`).getTime();
  return Array.from({ length: n }, (_, i) => new Date(current - (n - 1 - i) * 7 * DAY).toISOString().slice(0, 10));
}

/**
 * What a company's managers see of their people's learning on the overview. Only active
 * members count (a deactivated member's history stays, outside the numbers). The enrolments
 * are reached per member through the (whitelabel_id, user_id, course_id) key, and the members
 * through user_entities' (whitelabel_id, entity_id) index.
 */
export function createTeamStats(db: Db, orgs: Organizations, assignments: Pick<Assignments, "overdueCount">) {
  /** The latest starts and completions of the company's active members, newest first. */
  async function recent(scope: EntityScope, locale: Locale): Promise<RecentActivity[]> {
    const tenant = { tenantId: scope.tenantId };
    // a fresh builder per query: drizzle's builders change in place
    const select = () =>
      db
        .select({
          id: enrollments.id,
          userId: enrollments.userId,
          courseId: courses.id,
          slug: courses.slug,
          startedAt: enrollments.startedAt,
          completedAt: enrollments.completedAt,
        })
        .from(enrollments)
        .innerJoin(courses, and(eq(courses.id, enrollments.courseId), platformOrScoped.tenant(courses, tenant)));
    const ofMembers = and(scoped.tenant(enrollments, tenant), inArray(enrollments.userId, orgs.activeMemberIds(scope)));
    const [starts, completions] = await Promise.all([
      select().where(ofMembers).orderBy(desc(enrollments.startedAt)).limit(OVERVIEW_RECENT_LIMIT),
      select()
        .where(and(ofMembers, eq(enrollments.status, "completed"), isNotNull(enrollments.completedAt)))
        .orderBy(desc(enrollments.completedAt))
        .limit(OVERVIEW_RECENT_LIMIT),
    ]);
    const events = [
      ...starts.map((e) => ({ e, kind: "started" as const, at: e.startedAt })),
      ...completions.map((e) => ({ e, kind: "completed" as const, at: e.completedAt! })),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.kind === "completed" ? -1 : 1))
      .slice(0, OVERVIEW_RECENT_LIMIT);
    if (!events.length) return [];
    const courseIds = [...new Set(events.map((x) => x.e.courseId))];
    const [persons, titles] = await Promise.all([
      people.findMany(
        db,
        scope,
        events.map((x) => x.e.userId),
      ),
      db
        .select({ courseId: courseTranslations.courseId, locale: courseTranslations.locale, title: courseTranslations.title })
        .from(courseTranslations)
        .where(inArray(courseTranslations.courseId, courseIds)),
    ]);
    const nameOf = new Map(persons.map((p) => [p.id, p.name]));
    const titleOf = (courseId: string, slug: string) => {
      const own = titles.filter((t) => t.courseId === courseId);
      return (own.find((t) => t.locale === locale) ?? own[0])?.title ?? slug;
    };
    return events.map(({ e, kind, at }) => ({
      id: `${e.id}:${kind}`,
      kind,
      at: at.toISOString(),
      person: { id: e.userId, name: nameOf.get(e.userId) ?? "" },
      course: { slug: e.slug, title: titleOf(e.courseId, e.slug) },
    }));
  }

  return {
    async overview(scope: EntityScope, locale: Locale, now = new Date()): Promise<TeamOverview> {
      const tenant = { tenantId: scope.tenantId };
      const ofMembers = and(scoped.tenant(enrollments, tenant), inArray(enrollments.userId, orgs.activeMemberIds(scope)));
      const since = new Date(now.getTime() - OVERVIEW_RECENT_DAYS * DAY);
      const weeks = lastWeekStarts(now, OVERVIEW_WEEKS);
      const firstWeek = new Date(`${weeks[0]}T00:00:00Z`);
      const week = sql<string>`to_char(date_trunc('week', ${enrollments.completedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

      const [[members], [totals], perWeek] = await Promise.all([
        db.select({ n: count() }).from(orgs.activeMemberIds(scope).as("members")),
        db
          .select({
            enrollments: count(),
            completed: sql<number>`count(*) filter (where ${enrollments.status} = 'completed')`.mapWith(Number),
            completedLately:
              sql<number>`count(*) filter (where ${enrollments.status} = 'completed' and ${enrollments.completedAt} >= ${since.toISOString()})`.mapWith(
                Number,
              ),
          })
          .from(enrollments)
          .where(ofMembers),
        db
          .select({ week, n: count() })
          .from(enrollments)
          .where(and(ofMembers, eq(enrollments.status, "completed"), gte(enrollments.completedAt, firstWeek)))
          .groupBy(week),
      ]);
      const total = totals?.enrollments ?? 0;
      const completed = totals?.completed ?? 0;
      const byWeek = new Map(perWeek.map((w) => [w.week, w.n]));
      return {
        activeMembers: members?.n ?? 0,
        enrollments: total,
        completed,
        completionRate: total ? Math.round((100 * completed) / total) : 0,
        inProgress: total - completed,
        completedLast30Days: totals?.completedLately ?? 0,
        overdue: await assignments.overdueCount(scope, now),
        weekly: weeks.map((weekStart) => ({ weekStart, completed: byWeek.get(weekStart) ?? 0 })),
        recent: await recent(scope, locale),
      };
    },
  };
}
export type TeamStats = ReturnType<typeof createTeamStats>;
