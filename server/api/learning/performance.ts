import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import { REPORT_LIMITS, type PerformanceReport } from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { reportEnrolmentCells as cells } from "./schema-reports.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import { createOverdueReport, type AssignedItems } from "./overdue-report.ts";
import { courseOf, courseTexts, notFound, percent } from "./report-common.ts";

/** What the report reads of assignments: the titles of assigned courses and programs. */
export type AssignmentStandings = { progress: { items: AssignedItems } };

export type PerformanceFilter = {
  groupId?: string;
  courseSlug?: string;
  from?: string;
  to?: string;
};

const month = (d: Date) => d.toISOString().slice(0, 7);

/** The months from `from` to `to` (YYYY-MM), the last `max` of them. */
export function monthsBetween(from: Date, to: Date, max: number = REPORT_LIMITS.maxMonths): string[] {
  const out: string[] = [];
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (d <= to) {
    out.push(month(d));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out.slice(-max);
}

/**
 * How a company's active members do: completion rate and average score overall, by group and by
 * course, completions per month, and who is overdue on an assignment. Enrolments count when they
 * started within the period; the monthly chart counts completions within it (the last 12 months
 * when no period is given). A group or course narrows everything. The numbers are sums of the
 * kept per-day cells (report_enrolment_cells, docs/decisions/0024-report-speed.md): a few
 * thousand rows whatever the company's size.
 */
export function createPerformance(
  db: Db,
  orgs: Pick<
    Organizations,
    "findGroup" | "activeMemberCount" | "groupsWithMembers" | "activeMemberIds" | "activeGroupMembers" | "groupsOfGroupPeople"
  >,
  assign: AssignmentStandings,
) {
  const overdue = createOverdueReport(db, orgs, assign.progress.items);
  const sums = {
    enrollments: sql<number>`coalesce(sum(${cells.enrolled}), 0)`.mapWith(Number),
    completed: sql<number>`coalesce(sum(${cells.completed}), 0)`.mapWith(Number),
    // the mean best score of completed enrolments, as round(avg(best_score)) would answer it
    averageScore: sql<number | null>`round(sum(${cells.scoreSum})::numeric / nullif(sum(${cells.scored}), 0))`.mapWith((v) =>
      v === null ? null : Number(v),
    ),
  };
  const shape = (r: { enrollments: number; completed: number; averageScore: number | null }) => ({
    enrollments: r.enrollments,
    completed: r.completed,
    completionRate: percent(r.completed, r.enrollments),
    averageScore: r.averageScore,
  });

  return {
    async report(scope: EntityScope, q: PerformanceFilter, locale: Locale, now = new Date()): Promise<PerformanceReport> {
      const [group, course] = await Promise.all([
        q.groupId ? orgs.findGroup(scope, q.groupId) : undefined,
        q.courseSlug ? courseOf(db, scope, q.courseSlug) : undefined,
      ]);
      if (q.groupId && !group) throw notFound();
      const company = scoped.entity(cells, scope);
      // the cells of the company's people, or of the group's, for one course or each
      const perCourseCells = and(
        company,
        group ? eq(cells.groupId, group.id) : isNull(cells.groupId),
        course ? eq(cells.courseId, course.id) : isNotNull(cells.courseId),
      );
      // enrolments count on the day they started: a period is a range of days (UTC, both included); without one, the all-time cells
      const period: (SQL | undefined)[] =
        q.from || q.to ? [q.from ? gte(cells.day, q.from) : undefined, q.to ? lte(cells.day, q.to) : undefined] : [isNull(cells.day)];

      const chartEnd = q.to ? new Date(`${q.to}T00:00:00Z`) : now;
      const chartStart = q.from
        ? new Date(`${q.from}T00:00:00Z`)
        : new Date(Date.UTC(chartEnd.getUTCFullYear(), chartEnd.getUTCMonth() - 11, 1));
      const months = monthsBetween(chartStart, chartEnd);
      const completedMonth = sql<string>`to_char(${cells.day}, 'YYYY-MM')`;

      const groups = orgs.groupsWithMembers(scope, group?.id);
      const membersOf = groups.then((list) => new Map(list.map((g) => [g.id, g.members])));
      // one pass: each course's numbers and (the grouping set ()) the totals; then the courses' titles
      const perCourse = db
        .select({ courseId: cells.courseId, total: sql<number>`grouping(${cells.courseId})`.mapWith(Number), ...sums })
        .from(cells)
        .where(and(perCourseCells, ...period))
        .groupBy(sql`grouping sets ((${cells.courseId}), ())`)
        .having(sql`sum(${cells.enrolled}) > 0`)
        .then(async (rows) => ({
          rows,
          texts: await courseTexts(
            db,
            scope,
            rows.flatMap((r) => (r.total === 0 ? [r.courseId!] : [])),
            locale,
          ),
        }));
      const [{ rows: courseRows, texts }, perGroup, groupList, memberCount, perMonth, late] = await Promise.all([
        perCourse,
        db
          .select({ groupId: cells.groupId, ...sums })
          .from(cells)
          .where(
            and(
              company,
              group ? eq(cells.groupId, group.id) : isNotNull(cells.groupId),
              course ? eq(cells.courseId, course.id) : isNull(cells.courseId),
              ...period,
            ),
          )
          .groupBy(cells.groupId),
        groups,
        orgs.activeMemberCount(scope, group?.id),
        !months.length
          ? Promise.resolve([])
          : db
              .select({ month: completedMonth, n: sql<number>`sum(${cells.completions})`.mapWith(Number) })
              .from(cells)
              .where(and(perCourseCells, gte(cells.day, `${months[0]}-01`), lte(cells.day, chartEnd.toISOString().slice(0, 10))))
              .groupBy(completedMonth),
        overdue.report(scope, { courseId: course?.id, only: group?.id }, membersOf, locale, now),
      ]);

      const totals = courseRows.find((r) => r.total === 1) ?? { enrollments: 0, completed: 0, averageScore: null };
      const byCourseRows = courseRows.filter((r) => r.total === 0);
      const byMonth = new Map(perMonth.map((m) => [m.month, m.n]));
      const sumsOf = new Map(perGroup.map((g) => [g.groupId, g]));
      return {
        period: { from: q.from ?? null, to: q.to ?? null },
        totals: { members: memberCount, ...shape(totals) },
        byGroup: groupList
          .map((g) => ({
            id: g.id,
            name: g.name,
            members: g.members,
            ...shape(sumsOf.get(g.id) ?? { enrollments: 0, completed: 0, averageScore: null }),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        byCourse: byCourseRows
          .map((r) => ({ slug: texts.get(r.courseId!)?.slug ?? "", title: texts.get(r.courseId!)?.title ?? "", ...shape(r) }))
          .sort((a, b) => b.enrollments - a.enrollments || a.title.localeCompare(b.title)),
        monthly: months.map((m) => ({ month: m, completed: byMonth.get(m) ?? 0 })),
        overdue: late,
      };
    },
  };
}
export type Performance = ReturnType<typeof createPerformance>;
