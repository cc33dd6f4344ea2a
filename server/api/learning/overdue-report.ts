import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import { REPORT_LIMITS, type PerformanceReport } from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { assignments, challengeAttempts, enrollments, programCourses, courses } from "./schema.ts";
import { reportEnrolmentCells } from "./schema-reports.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import { currentCycle } from "./assignment-cycle.ts";
import { visibleCourses } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

type AssignmentRow = typeof assignments.$inferSelect;
/** Titles and slugs of assigned courses and programs (the assignments' progress lends them). */
export type AssignedItems = (
  tenant: TenantScope,
  rows: AssignmentRow[],
  locale: Locale,
) => Promise<Map<string, { kind: "course" | "program"; slug: string; title: string }>>;

/**
 * An assignment someone may be overdue on now, with its current cycle. A person is overdue when
 * their last completion `lc` is not within the cycle (`lc >= cycleStart`, any completion in a
 * first cycle) and the due date has passed (`duePassed`), or, before it, when a later cycle began
 * and they did not complete the previous one either (`carried`): standing() in
 * assignment-cycle.ts, as SQL over everyone it reaches.
 */
type Candidate = {
  row: AssignmentRow;
  order: number;
  dueAt: Date;
  cycleStart: Date | null;
  previousStart: Date | null;
  duePassed: boolean;
  carried: boolean;
  counted: boolean;
};

/** A group's course assignment whose overdue people are exactly those who never completed the course: counted from the kept numbers. */
const countedFromSummaries = (c: Omit<Candidate, "counted" | "order">) =>
  !!c.row.courseId && !!c.row.groupId && ((c.duePassed && !c.cycleStart) || (c.carried && !c.previousStart));

/**
 * The overdue part of the performance report: who is overdue on an assignment with a due date
 * (the first 50, oldest due date first; then the older assignment, then by person) and how many
 * there are. A group's course assignment in its first cycle is counted from the kept numbers
 * (its active members minus those who completed the course); any other is evaluated in SQL
 * over the people it reaches, as the listed ones are.
 */
export function createOverdueReport(
  db: Db,
  orgs: Pick<Organizations, "activeMemberIds" | "activeGroupMembers" | "groupsOfGroupPeople">,
  items: AssignedItems,
) {
  /** The candidates, oldest due date first. */
  async function candidates(scope: EntityScope, courseId: string | undefined, now: Date): Promise<Candidate[]> {
    const rows = await db
      .select()
      .from(assignments)
      .where(
        and(scoped.entity(assignments, scope), isNotNull(assignments.dueAt), courseId ? eq(assignments.courseId, courseId) : undefined),
      );
    const out: Omit<Candidate, "counted" | "order">[] = [];
    for (const row of rows) {
      const cycle = currentCycle(row, now);
      const duePassed = cycle.dueAt!.getTime() < now.getTime();
      const carried = !duePassed && cycle.cycle > 1 && !!cycle.cycleStart;
      if (duePassed || carried)
        out.push({ row, dueAt: cycle.dueAt!, cycleStart: cycle.cycleStart, previousStart: cycle.previousCycleStart, duePassed, carried });
    }
    out.sort(
      (a, b) =>
        a.dueAt.getTime() - b.dueAt.getTime() || a.row.createdAt.getTime() - b.row.createdAt.getTime() || a.row.id.localeCompare(b.row.id),
    );
    return out.map((c, order) => ({ ...c, order, counted: countedFromSummaries(c) }));
  }

  /** The last completion of a course by a person: a completed enrolment's completion or its latest passed challenge, whichever is later. */
  const lastCompletion = ({ tenantId }: TenantScope, person: SQL, course: SQL) => sql`(
    select case when ${enrollments.status} = 'completed' then greatest(${enrollments.completedAt}, (
      select max(${challengeAttempts.createdAt}) from ${challengeAttempts}
      where ${scoped.tenant(challengeAttempts, { tenantId })} and ${challengeAttempts.enrollmentId} = ${enrollments.id} and ${challengeAttempts.passed}
    )) end
    from ${enrollments} where ${scoped.tenant(enrollments, { tenantId })} and ${enrollments.userId} = ${person} and ${enrollments.courseId} = ${course})`;

  /** A program is complete when each of its visible courses is; from the least recent of them. */
  const programCompletion = ({ tenantId }: TenantScope, person: SQL, program: SQL) => sql`(
    select case when count(*) > 0 and count(x.lc) = count(*) then min(x.lc) end from (
      select ${lastCompletion({ tenantId }, person, sql`${programCourses.courseId}`)} as lc
      from ${programCourses} join ${courses} on ${courses.id} = ${programCourses.courseId} and ${visibleCourses({ tenantId })}
      where ${programCourses.programId} = ${program}) x)`;

  const ts = (d: Date | null) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null::timestamptz`);
  const id = (v: string | null) => (v ? sql`${v}::uuid` : sql`null::uuid`);
  const itemOf = (c: Candidate) => (c.row.courseId ?? c.row.programId)!;
  /** Overdue: no completion within the cycle, and the due date passed or the previous cycle was not completed either. */
  const within = (start: string) => sql.raw(`(l.lc is not null and (r.${start} is null or l.lc >= r.${start}))`);
  const overdue = sql`not ${within("cycle_start")} and (r.due_passed or (r.carried and not ${within("previous_start")}))`;
  const completion = ({ tenantId }: TenantScope, courses: boolean) =>
    courses
      ? lastCompletion({ tenantId }, sql.raw("r.person"), sql.raw("r.item_id"))
      : programCompletion({ tenantId }, sql.raw("r.person"), sql.raw("r.item_id"));

  /**
   * The overdue (assignment order, person) pairs of these candidates, as a query: everyone each
   * reaches (a group's active people, an active member), or with `only` the people of that group.
   * Course and program assignments are separate parts, so a plan costs what its part needs.
   */
  function overduePairs(scope: EntityScope, list: Candidate[], only: string | undefined) {
    const part = (of: Candidate[], courses: boolean) => {
      // the candidates as one array per column: a handful of parameters however many there are
      const column = <T>(f: (c: Candidate) => T) => sql.param(of.map(f));
      const candidates = sql`select * from unnest(${column((c) => c.order)}::int[], ${column(itemOf)}::uuid[], ${column((c) => c.row.userId)}::uuid[],
        ${column((c) => c.row.groupId)}::uuid[], ${column((c) => c.cycleStart?.toISOString() ?? null)}::timestamptz[], ${column((c) => c.previousStart?.toISOString() ?? null)}::timestamptz[],
        ${column((c) => c.duePassed)}::boolean[], ${column((c) => c.carried)}::boolean[])`;
      const groupIds = [...new Set(of.flatMap((c) => (c.row.groupId ? [c.row.groupId] : [])))];
      const branches: SQL[] = [];
      if (groupIds.length)
        branches.push(
          only
            ? sql`select a.*, g.user_id as person from (${orgs.groupsOfGroupPeople(scope, only)}) g join a on a.group_id = g.group_id`
            : sql`select a.*, g.user_id as person from a join (${orgs.activeGroupMembers(scope, groupIds)}) g on g.group_id = a.group_id`,
        );
      if (of.some((c) => c.row.userId))
        branches.push(
          only
            ? sql`select a.*, p.user_id as person from (${orgs.activeGroupMembers(scope, [only])}) p join a on a.user_id = p.user_id`
            : sql`select a.*, a.user_id as person from a where a.user_id in (${orgs.activeMemberIds(scope)})`,
        );
      return sql`(
        with a(ord, item_id, user_id, group_id, cycle_start, previous_start, due_passed, carried) as (${candidates})
        select r.ord, r.person from (${sql.join(branches, sql` union all `)}) r cross join lateral (select ${completion(scope, courses)} as lc offset 0) l
        where ${overdue})`;
    };
    const parts: SQL[] = [];
    const ofCourses = list.filter((c) => c.row.courseId);
    const ofPrograms = list.filter((c) => c.row.programId);
    if (ofCourses.length) parts.push(part(ofCourses, true));
    if (ofPrograms.length) parts.push(part(ofPrograms, false));
    return sql.join(parts, sql` union all `);
  }

  /** The first `n` people overdue on one candidate, by person: read in order and stopped early. */
  async function firstOverdue(scope: EntityScope, c: Candidate, only: string | undefined, n: number) {
    const cols = sql`${c.order}::int as ord, ${id(itemOf(c))} as item_id, ${ts(c.cycleStart)} as cycle_start, ${ts(c.previousStart)} as previous_start, ${c.duePassed}::boolean as due_passed, ${c.carried}::boolean as carried`;
    let reached: SQL;
    if (c.row.groupId && (!only || only === c.row.groupId))
      reached = sql`select g.user_id as person from (${orgs.activeGroupMembers(scope, [c.row.groupId])}) g`;
    else if (c.row.groupId)
      reached = sql`select g.user_id as person from (${orgs.groupsOfGroupPeople(scope, only!)}) g where g.group_id = ${c.row.groupId}::uuid`;
    else {
      const among = only ? sql`select x.user_id from (${orgs.activeGroupMembers(scope, [only])}) x` : orgs.activeMemberIds(scope);
      reached = sql`select ${c.row.userId}::uuid as person where ${c.row.userId}::uuid in (${among})`;
    }
    const rows = await db.execute(sql`
      select r.ord, r.person from (select p.person, ${cols} from (${reached}) p) r
      cross join lateral (select ${completion(scope, !!c.row.courseId)} as lc offset 0) l
      where ${overdue} order by r.person limit ${n}`);
    return rowsOf<{ ord: number; person: string }>(rows);
  }

  /** Per candidate counted from the kept numbers: the group's active members minus those who completed the course. */
  async function summaryCounts(scope: EntityScope, list: Candidate[], membersOf: Map<string, number>) {
    const out = new Map<number, number>();
    if (!list.length) return out;
    const pairs = or(
      ...list.map((c) => and(eq(reportEnrolmentCells.groupId, c.row.groupId!), eq(reportEnrolmentCells.courseId, c.row.courseId!))),
    );
    const done = await db
      .select({
        groupId: reportEnrolmentCells.groupId,
        courseId: reportEnrolmentCells.courseId,
        n: sql<number>`sum(${reportEnrolmentCells.completed})`.mapWith(Number),
      })
      .from(reportEnrolmentCells)
      .where(and(scoped.entity(reportEnrolmentCells, scope), pairs, isNull(reportEnrolmentCells.day)))
      .groupBy(reportEnrolmentCells.groupId, reportEnrolmentCells.courseId);
    const completed = new Map(done.map((d) => [`${d.groupId}:${d.courseId}`, d.n]));
    for (const c of list)
      out.set(c.order, (membersOf.get(c.row.groupId!) ?? 0) - (completed.get(`${c.row.groupId}:${c.row.courseId}`) ?? 0));
    return out;
  }

  return {
    /**
     * `membersOf`: active members per group id (of the groups the report shows; with a group
     * filter, that group). `only`: the group the report is narrowed to.
     */
    async report(
      scope: EntityScope,
      f: { courseId?: string; only?: string },
      membersOf: Promise<Map<string, number>>,
      locale: Locale,
      now: Date,
    ): Promise<PerformanceReport["overdue"]> {
      const all = await candidates(scope, f.courseId, now);
      if (!all.length) return { data: [], total: 0 };
      // with a group filter, only that group's own assignments are counted from the kept numbers
      const byCount = all.filter((c) => c.counted && (!f.only || c.row.groupId === f.only));
      const evaluated = all.filter((c) => !byCount.includes(c));
      // the oldest candidate is read while the others are counted: it alone usually fills the list
      const head = firstOverdue(scope, all[0]!, f.only, REPORT_LIMITS.overdueListed);
      const [headRows, kept, direct] = await Promise.all([
        head,
        membersOf.then((m) => summaryCounts(scope, byCount, m)),
        evaluated.length
          ? db
              .execute(sql`select o.ord, count(*)::int as n from (${overduePairs(scope, evaluated, f.only)}) o group by o.ord`)
              .then((r) => rowsOf<{ ord: number; n: number }>(r))
          : Promise.resolve([]),
      ]);
      const counts = new Map([...kept, ...direct.map((d) => [Number(d.ord), d.n] as const)]);
      const total = [...counts.values()].reduce((n, x) => n + x, 0);
      // the listed people come from the first candidates that hold enough of them
      const first: Candidate[] = [];
      let seen = 0;
      for (const c of all) {
        if (seen >= REPORT_LIMITS.overdueListed) break;
        const n = counts.get(c.order) ?? 0;
        if (n > 0) first.push(c);
        seen += n;
      }
      if (!first.length) return { data: [], total };
      const titles = items(
        scope,
        first.map((c) => c.row),
        locale,
      );
      titles.catch(() => undefined); // awaited below; a failure of the listing first must not leave it unhandled
      const listed: { ord: number; person: string }[] = [];
      for (const c of first)
        listed.push(...(c === all[0] ? headRows : await firstOverdue(scope, c, f.only, REPORT_LIMITS.overdueListed - listed.length)));
      const byOrder = new Map(first.map((c) => [c.order, c]));
      const [texts, persons] = await Promise.all([titles, people.findMany(db, scope, [...new Set(listed.map((l) => l.person))])]);
      const nameOf = new Map(persons.map((p) => [p.id, p.name]));
      return {
        data: listed.map((l) => {
          const c = byOrder.get(Number(l.ord))!;
          const item = texts.get((c.row.courseId ?? c.row.programId)!);
          return {
            person: { id: l.person, name: nameOf.get(l.person) ?? "" },
            item: { kind: item?.kind ?? ("course" as const), slug: item?.slug ?? "", title: item?.title ?? "" },
            dueAt: c.dueAt.toISOString(),
          };
        }),
        total,
      };
    },
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
