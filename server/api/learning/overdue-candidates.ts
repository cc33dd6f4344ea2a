import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assignments } from "./schema.ts";
import { reportEnrolmentCells } from "./schema-reports.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { currentCycle } from "./assignment-cycle.ts";

export type AssignmentRow = typeof assignments.$inferSelect;

/**
 * An assignment someone may be overdue on now, with its current cycle. A person is overdue when
 * their last completion `lc` is not within the cycle (`lc >= cycleStart`, any completion in a
 * first cycle) and the due date has passed (`duePassed`), or, before it, when a later cycle began
 * and they did not complete the previous one either (`carried`): standing() in
 * assignment-cycle.ts, as SQL over everyone it reaches.
 */
export type Candidate = {
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

/** The candidates, oldest due date first. */
export async function overdueCandidates(db: Db, scope: EntityScope, courseId: string | undefined, now: Date): Promise<Candidate[]> {
  const rows = await db
    .select()
    .from(assignments)
    .where(and(scoped.entity(assignments, scope), isNotNull(assignments.dueAt), courseId ? eq(assignments.courseId, courseId) : undefined));
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

/** Per candidate counted from the kept numbers: the group's active members minus those who completed the course. */
export async function summaryCounts(db: Db, scope: EntityScope, list: Candidate[], membersOf: Map<string, number>) {
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
  for (const c of list) out.set(c.order, (membersOf.get(c.row.groupId!) ?? 0) - (completed.get(`${c.row.groupId}:${c.row.courseId}`) ?? 0));
  return out;
}
