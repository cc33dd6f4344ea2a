import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeAttempts, enrollments, programCourses, courses } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import type { Candidate } from "./overdue-candidates.ts";
import { visibleCourses } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

/** Who is overdue on a candidate, in SQL over the people it reaches (standing() in assignment-cycle.ts). */

export type OverdueOrgs = Pick<Organizations, "activeMemberIds" | "activeGroupMembers" | "groupsOfGroupPeople">;

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
export function overduePairs(orgs: OverdueOrgs, scope: EntityScope, list: Candidate[], only: string | undefined) {
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
export async function firstOverdue(db: Db, orgs: OverdueOrgs, scope: EntityScope, c: Candidate, only: string | undefined, n: number) {
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

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
