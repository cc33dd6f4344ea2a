import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import {
  REPORT_LIMITS,
  type PerformanceReport,
} from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { assignments, enrollments } from "../../db/schema/index.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import { courseOf, courseTexts, notFound, percent } from "./report-common.ts";

type AssignmentRow = typeof assignments.$inferSelect;
/** What the report reads of assignments: each one's current cycle and who stands where, and item titles. */
export type AssignmentStandings = {
  progress: {
    evaluate(scope: EntityScope, rows: AssignmentRow[], now: Date, only?: string[]): Promise<{ row: AssignmentRow; cycle: { dueAt: Date | null }; people: { userId: string; status: string }[] }[]>;
    items(tenantId: string, rows: AssignmentRow[], locale: Locale): Promise<Map<string, { kind: "course" | "program"; slug: string; title: string }>>;
  };
};

export type PerformanceFilter = {
  groupId?: string;
  courseSlug?: string;
  from?: string;
  to?: string;
};

const DAY = 86_400_000;
const month = (d: Date) => d.toISOString().slice(0, 7);

/** The months from `from` to `to` (YYYY-MM), the last `max` of them. */
export function monthsBetween(
  from: Date,
  to: Date,
  max: number = REPORT_LIMITS.maxMonths,
): string[] {
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
 * when no period is given). A group or course narrows everything.
 */
export function createPerformance(
  db: Db,
  orgs: Pick<Organizations, "activeMemberIds" | "findGroup" | "groupPeople">,
  assign: AssignmentStandings,
) {
  const rates = {
    enrollments: count(),
    completed:
      sql<number>`count(*) filter (where ${enrollments.status} = 'completed')`.mapWith(
        Number,
      ),
    averageScore: sql<
      number | null
    >`round(avg(${enrollments.bestScore}) filter (where ${enrollments.status} = 'completed'))`.mapWith(
      (v) => (v === null ? null : Number(v)),
    ),
  };
  const shape = (r: {
    enrollments: number;
    completed: number;
    averageScore: number | null;
  }) => ({
    enrollments: r.enrollments,
    completed: r.completed,
    completionRate: percent(r.completed, r.enrollments),
    averageScore: r.averageScore,
  });

  async function overdue(
    scope: EntityScope,
    courseId: string | undefined,
    only: string[] | undefined,
    locale: Locale,
    now: Date,
  ) {
    const rows = await db
      .select()
      .from(assignments)
      .where(
        and(
          scoped(assignments, {
            tenantId: scope.tenantId,
            entityId: scope.entityId,
          }),
          isNotNull(assignments.dueAt),
          courseId ? eq(assignments.courseId, courseId) : undefined,
        ),
      );
    if (!rows.length) return { data: [], total: 0 };
    const evaluated = await assign.progress.evaluate(scope, rows, now, only);
    const late = evaluated
      .flatMap((e) =>
        e.people
          .filter((p) => p.status === "overdue")
          .map((p) => ({
            userId: p.userId,
            row: e.row,
            dueAt: e.cycle.dueAt!,
          })),
      )
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    const listed = late.slice(0, REPORT_LIMITS.overdueListed);
    const [items, persons] = await Promise.all([
      assign.progress.items(
        scope.tenantId,
        listed.map((l) => l.row),
        locale,
      ),
      people.findMany(
        db,
        scope.tenantId,
        listed.map((l) => l.userId),
      ),
    ]);
    const nameOf = new Map(persons.map((p) => [p.id, p.name]));
    return {
      data: listed.map((l) => {
        const item = items.get((l.row.courseId ?? l.row.programId)!);
        return {
          person: { id: l.userId, name: nameOf.get(l.userId) ?? "" },
          item: {
            kind: item?.kind ?? ("course" as const),
            slug: item?.slug ?? "",
            title: item?.title ?? "",
          },
          dueAt: l.dueAt.toISOString(),
        };
      }),
      total: late.length,
    };
  }

  return {
    async report(
      scope: EntityScope,
      q: PerformanceFilter,
      locale: Locale,
      now = new Date(),
    ): Promise<PerformanceReport> {
      const tenant = { tenantId: scope.tenantId };
      const group = q.groupId
        ? await orgs.findGroup(scope, q.groupId)
        : undefined;
      if (q.groupId && !group) throw notFound();
      const course = q.courseSlug
        ? await courseOf(db, scope.tenantId, q.courseSlug)
        : undefined;
      const people_ = orgs.groupPeople(scope).as("group_people");
      const members = group
        ? db
            .select({ userId: people_.userId })
            .from(people_)
            .where(
              and(eq(people_.groupId, group.id), isNotNull(people_.userId)),
            )
        : orgs.activeMemberIds(scope);
      const from = q.from ? new Date(`${q.from}T00:00:00Z`) : undefined;
      const to = q.to
        ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY)
        : undefined;
      const narrow: (SQL | undefined)[] = [
        course ? eq(enrollments.courseId, course.id) : undefined,
        from ? gte(enrollments.startedAt, from) : undefined,
        to ? lt(enrollments.startedAt, to) : undefined,
      ];
      const ofMembers = and(
        scoped(enrollments, tenant),
        inArray(enrollments.userId, members),
        ...narrow,
      );

      // each person's numbers first (one pass over the enrolments), then summed per group: a person is in a group once
      const completedOnly = sql`${enrollments.status} = 'completed'`;
      const perUser = db
        .select({
          userId: enrollments.userId,
          n: count().as("n"),
          completed: sql<number>`count(*) filter (where ${completedOnly})`.as("completed"),
          scoreSum: sql<number>`sum(${enrollments.bestScore}) filter (where ${completedOnly})`.as("score_sum"),
          scored: sql<number>`count(${enrollments.bestScore}) filter (where ${completedOnly})`.as("scored"),
        })
        .from(enrollments)
        .where(ofMembers)
        .groupBy(enrollments.userId)
        .as("per_user");
      const chartEnd = to ? new Date(to.getTime() - 1) : now;
      const chartStart =
        from ??
        new Date(
          Date.UTC(chartEnd.getUTCFullYear(), chartEnd.getUTCMonth() - 11, 1),
        );
      const months = monthsBetween(chartStart, chartEnd);
      const firstMonth = months.length
        ? new Date(`${months[0]}-01T00:00:00Z`)
        : chartEnd;
      const completedMonth = sql<string>`to_char(${enrollments.completedAt} at time zone 'UTC', 'YYYY-MM')`;

      const [perCourse, perGroup, [memberCount], perMonth, late] =
        await Promise.all([
          // one pass: each course's numbers and (the grouping set ()) the totals
          db
            .select({
              courseId: enrollments.courseId,
              total: sql<number>`grouping(${enrollments.courseId})`.mapWith(
                Number,
              ),
              ...rates,
            })
            .from(enrollments)
            .where(ofMembers)
            .groupBy(sql`grouping sets ((${enrollments.courseId}), ())`),
          db
            .select({
              id: people_.groupId,
              name: people_.groupName,
              members: count(people_.userId),
              enrollments: sql<number>`coalesce(sum(${perUser.n}), 0)`.mapWith(Number),
              completed: sql<number>`coalesce(sum(${perUser.completed}), 0)`.mapWith(Number),
              averageScore: sql<number | null>`round(sum(${perUser.scoreSum}) / nullif(sum(${perUser.scored}), 0))`.mapWith((v) => (v === null ? null : Number(v))),
            })
            .from(people_)
            .leftJoin(perUser, eq(perUser.userId, people_.userId))
            .where(group ? eq(people_.groupId, group.id) : undefined)
            .groupBy(people_.groupId, people_.groupName),
          db.select({ n: count() }).from(members.as("members")),
          !months.length
            ? Promise.resolve([])
            : db
                .select({ month: completedMonth, n: count() })
                .from(enrollments)
                .where(
                  and(
                    scoped(enrollments, tenant),
                    inArray(enrollments.userId, members),
                    course ? eq(enrollments.courseId, course.id) : undefined,
                    eq(enrollments.status, "completed"),
                    gte(enrollments.completedAt, firstMonth),
                    lt(
                      enrollments.completedAt,
                      new Date(chartEnd.getTime() + 1),
                    ),
                  ),
                )
                .groupBy(completedMonth),
          overdue(
            scope,
            course?.id,
            group
              ? (await db.select().from(members.as("m"))).map((r) => r.userId!)
              : undefined,
            locale,
            now,
          ),
        ]);

      const totals = perCourse.find((r) => r.total === 1) ?? {
        enrollments: 0,
        completed: 0,
        averageScore: null,
      };
      const byCourseRows = perCourse.filter((r) => r.total === 0);
      const texts = await courseTexts(
        db,
        scope.tenantId,
        byCourseRows.map((r) => r.courseId),
        locale,
      );
      const byMonth = new Map(perMonth.map((m) => [m.month, m.n]));
      return {
        period: { from: q.from ?? null, to: q.to ?? null },
        totals: { members: memberCount?.n ?? 0, ...shape(totals) },
        byGroup: perGroup
          .map((g) => ({
            id: g.id,
            name: g.name,
            members: g.members,
            ...shape(g),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        byCourse: byCourseRows
          .map((r) => ({
            slug: texts.get(r.courseId)?.slug ?? "",
            title: texts.get(r.courseId)?.title ?? "",
            ...shape(r),
          }))
          .sort(
            (a, b) =>
              b.enrollments - a.enrollments || a.title.localeCompare(b.title),
          ),
        monthly: months.map((m) => ({
          month: m,
          completed: byMonth.get(m) ?? 0,
        })),
        overdue: late,
      };
    },
  };
}
export type Performance = ReturnType<typeof createPerformance>;
