import type { AssignmentRecurrence, AssignmentStatus } from "../../../contract/assignments.ts";

/**
 * The cycles of an assignment and where a person stands in the current one, as pure
 * functions of a clock (docs/decisions/0021-assignments.md).
 */

export const DAY = 86_400_000;
export const WEEK = 7 * DAY;

export type Cycle = {
  dueAt: Date | null;
  recurrence: AssignmentRecurrence;
  cycle: number;
  cycleStart: Date | null;
  previousCycleStart: Date | null;
};

const aYearAfter = (d: Date) => {
  const next = new Date(d);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

/**
 * The cycle in force at `now`: a yearly assignment whose due date has passed starts its next
 * cycle at that due date, due a year later (as many times as years have gone by).
 */
export function currentCycle<T extends Cycle>(a: T, now: Date): T {
  if (a.recurrence !== "yearly" || !a.dueAt) return a;
  let c: T = a;
  while (c.dueAt!.getTime() <= now.getTime()) {
    c = { ...c, previousCycleStart: c.cycleStart, cycleStart: c.dueAt, dueAt: aYearAfter(c.dueAt!), cycle: c.cycle + 1 };
  }
  return c;
}

/** What a person has done of the assigned thing: last activity and completion (for a program, its least recent course completion). */
export type Done = { activityAt: Date | null; lastCompletion: Date | null; completedAt: Date | null };

/** A completion counts for a cycle that began at `since` when it came after; every completion counts in a first cycle. */
const within = (at: Date | null, since: Date | null) => !!at && (!since || at.getTime() >= since.getTime());

export type Standing = { status: AssignmentStatus; completedAt: Date | null; overdueSince: Date | null };

/**
 * Completed: done in this cycle. Overdue: not done and the due date has passed, or (a
 * yearly assignment) the previous cycle was never completed either. In progress: some
 * activity in this cycle. Else not started.
 */
export function standing(c: Cycle, done: Done | undefined, now: Date): Standing {
  if (done && within(done.lastCompletion, c.cycleStart)) return { status: "completed", completedAt: done.completedAt, overdueSince: null };
  let overdueSince: Date | null = null;
  if (c.dueAt && c.dueAt.getTime() < now.getTime()) overdueSince = c.dueAt;
  else if (c.cycle > 1 && !within(done?.lastCompletion ?? null, c.previousCycleStart)) overdueSince = c.cycleStart;
  if (overdueSince) return { status: "overdue", completedAt: null, overdueSince };
  if (done && within(done.activityAt, c.cycleStart)) return { status: "in-progress", completedAt: null, overdueSince: null };
  return { status: "not-started", completedAt: null, overdueSince: null };
}

/** What the person did in the cycle, late or not: completed it, opened it (some activity in it), or nothing yet. */
export function progressIn(c: Cycle, done: Done | undefined): Exclude<AssignmentStatus, "overdue"> {
  if (done && within(done.lastCompletion, c.cycleStart)) return "completed";
  return done && within(done.activityAt, c.cycleStart) ? "in-progress" : "not-started";
}

/** A due date from the API: a calendar day is due by its end (UTC). */
export function parseDue(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}
