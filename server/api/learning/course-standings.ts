import { and, eq, inArray, or } from "drizzle-orm";
import type { PersonCourseStatus } from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { assignments, programCourses } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { SLICE } from "../../platform/slices.ts";
import type { Organizations } from "../organizations/index.ts";
import { currentCycle, progressIn, standing } from "./assignment-cycle.ts";
import type { AssignmentProgress, AssignmentRow } from "./assignment-progress.ts";

/** Where a person stands in one course through the assignments reaching them. */
export type CourseStanding = { status: PersonCourseStatus; overdue: boolean; dueAt: Date | null; completedAt: Date | null };

/** Overdue first, then not completed, then the earlier due date (none last). */
const pressing = (a: CourseStanding, b: CourseStanding) =>
  Number(b.overdue) - Number(a.overdue) ||
  Number(a.status === "completed") - Number(b.status === "completed") ||
  (a.dueAt?.getTime() ?? Number.MAX_SAFE_INTEGER) - (b.dueAt?.getTime() ?? Number.MAX_SAFE_INTEGER);

/**
 * People's standing per course through the assignments that reach them: their own, their
 * groups', and a program's for each of its courses (the program's cycle and due date applied
 * to the course alone). Of several reaching the same person and course, the most pressing
 * counts. The people given are trusted to be the company's active members; they are read
 * `slice` at a time.
 */
export function createCourseStandings(
  db: Db,
  orgs: Pick<Organizations, "groupsOf">,
  progress: Pick<AssignmentProgress, "programCourseIds" | "doneByCourse">,
) {
  /** The company's assignments, or those of one course and of the programs holding it; with the courses each stands for. */
  async function assigned(scope: EntityScope, courseId?: string) {
    const holding = courseId
      ? (await db.selectDistinct({ id: programCourses.programId }).from(programCourses).where(eq(programCourses.courseId, courseId))).map(
          (r) => r.id,
        )
      : [];
    const rows = await db
      .select()
      .from(assignments)
      .where(
        and(
          scoped.entity(assignments, scope),
          courseId
            ? or(eq(assignments.courseId, courseId), holding.length ? inArray(assignments.programId, holding) : undefined)
            : undefined,
        ),
      );
    const perProgram = await progress.programCourseIds(scope, [...new Set(rows.flatMap((r) => (r.programId ? [r.programId] : [])))]);
    return rows.map((row) => ({
      row,
      courseIds: (row.courseId ? [row.courseId] : (perProgram.get(row.programId!) ?? [])).filter((c) => !courseId || c === courseId),
    }));
  }

  return {
    /** By `${userId}:${courseId}`: only pairs an assignment reaches. `courseId` narrows to one course. */
    async of(
      scope: EntityScope,
      userIds: string[],
      now: Date,
      opts: { courseId?: string; slice?: number } = {},
    ): Promise<Map<string, CourseStanding>> {
      const out = new Map<string, CourseStanding>();
      if (!userIds.length) return out;
      const list = await assigned(scope, opts.courseId);
      if (!list.length) return out;
      const slice = opts.slice ?? SLICE;
      const persons = [...new Set(userIds)];
      const byPerson = new Map<string, typeof list>();
      const byGroup = new Map<string, typeof list>();
      for (const a of list) {
        const [map, key] = a.row.userId ? [byPerson, a.row.userId] : [byGroup, a.row.groupId!];
        map.set(key, [...(map.get(key) ?? []), a]);
      }
      const groups = byGroup.size ? await orgs.groupsOf(scope, persons, slice) : new Map<string, { id: string }[]>();
      const done = await progress.doneByCourse(scope, persons, [...new Set(list.flatMap((a) => a.courseIds))], slice);
      const cycles = new Map<string, AssignmentRow>(list.map((a) => [a.row.id, currentCycle(a.row, now)]));
      for (const userId of persons) {
        const reaching = [...(byPerson.get(userId) ?? []), ...(groups.get(userId) ?? []).flatMap((g) => byGroup.get(g.id) ?? [])];
        for (const a of reaching) {
          const cycle = cycles.get(a.row.id)!;
          for (const courseId of a.courseIds) {
            const d = done.get(`${userId}:${courseId}`);
            const s = standing(cycle, d, now);
            const here: CourseStanding = {
              status: progressIn(cycle, d),
              overdue: s.status === "overdue",
              dueAt: cycle.dueAt,
              completedAt: s.completedAt,
            };
            const key = `${userId}:${courseId}`;
            const before = out.get(key);
            if (!before || pressing(here, before) < 0) out.set(key, here);
          }
        }
      }
      return out;
    },
  };
}
export type CourseStandings = ReturnType<typeof createCourseStandings>;
