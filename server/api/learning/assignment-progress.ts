import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db, Tx } from "../../db/client.ts";
import { assignments, challengeAttempts, courseTranslations, courses, enrollments, programCourses, programs } from "./schema.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../platform/scope.ts";
import { SLICE, slices } from "../../platform/slices.ts";
import type { Organizations } from "../organizations/index.ts";
import { currentCycle, standing, type Done, type Standing } from "./assignment-cycle.ts";
import { visibleCourses } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

export type AssignmentRow = typeof assignments.$inferSelect;
export type Evaluated = { row: AssignmentRow; cycle: AssignmentRow; people: (Standing & { userId: string })[] };

const latest = (...ds: (Date | null)[]) => ds.reduce<Date | null>((m, d) => (d && (!m || d > m) ? d : m), null);

/**
 * Who owes each assignment and where they stand, from enrolments and passed challenges. Only a
 * company's active members owe anything: a group's assignment reaches its active people now,
 * a member's reaches them while they are active. An assignment enrols nobody: a person has an
 * enrolment once they opened the course, so no enrolment is "not started".
 */
export function createAssignmentProgress(db: Db, orgs: Organizations) {
  /** The visible courses of each program, by program id. */
  async function programCourseIds({ tenantId }: TenantScope, programIds: string[], tx: Tx = db) {
    const out = new Map<string, string[]>();
    if (!programIds.length) return out;
    const rows = await tx
      .select({ programId: programCourses.programId, courseId: courses.id })
      .from(programCourses)
      .innerJoin(courses, and(eq(courses.id, programCourses.courseId), visibleCourses({ tenantId })))
      .where(inArray(programCourses.programId, programIds))
      .orderBy(asc(programCourses.position));
    for (const r of rows) out.set(r.programId, [...(out.get(r.programId) ?? []), r.courseId]);
    return out;
  }

  /** Each person's activity and last completion per course (a retaken, passed challenge counts as a new completion). */
  async function doneByCourse({ tenantId }: TenantScope, userIds: string[], courseIds: string[], slice = SLICE) {
    const out = new Map<string, Done>();
    if (!userIds.length || !courseIds.length) return out;
    const courseList = [...new Set(courseIds)];
    // a company of any size: the people go in slices, below PostgreSQL's 65,535 parameters a statement
    const rows = (
      await Promise.all(
        slices([...new Set(userIds)], slice).map((some) =>
          db
            .select({
              id: enrollments.id,
              userId: enrollments.userId,
              courseId: enrollments.courseId,
              status: enrollments.status,
              completedAt: enrollments.completedAt,
              updatedAt: enrollments.updatedAt,
            })
            .from(enrollments)
            .where(
              and(scoped.tenant(enrollments, { tenantId }), inArray(enrollments.userId, some), inArray(enrollments.courseId, courseList)),
            ),
        ),
      )
    ).flat();
    // the latest passed challenge of each enrolment: a retake in a new cycle completes it again
    const passes = (
      await Promise.all(
        slices(
          rows.map((r) => r.id),
          slice,
        ).map((some) =>
          db
            .select({ enrollmentId: challengeAttempts.enrollmentId, at: max(challengeAttempts.createdAt) })
            .from(challengeAttempts)
            .where(
              and(
                scoped.tenant(challengeAttempts, { tenantId }),
                eq(challengeAttempts.passed, true),
                inArray(challengeAttempts.enrollmentId, some),
              ),
            )
            .groupBy(challengeAttempts.enrollmentId),
        ),
      )
    ).flat();
    const lastPass = new Map(passes.map((p) => [p.enrollmentId, p.at ? new Date(p.at) : null]));
    for (const r of rows) {
      const completion = r.status === "completed" ? latest(r.completedAt, lastPass.get(r.id) ?? null) : null;
      out.set(`${r.userId}:${r.courseId}`, { activityAt: r.updatedAt, lastCompletion: completion, completedAt: completion });
    }
    return out;
  }

  /** A program is done when each of its courses is; its completion counts from the least recent of them. */
  function doneOfProgram(byCourse: Map<string, Done>, userId: string, courseIds: string[]): Done | undefined {
    const each = courseIds.map((c) => byCourse.get(`${userId}:${c}`));
    if (!each.some(Boolean)) return undefined;
    const all = courseIds.length > 0 && each.every((d) => d?.lastCompletion);
    return {
      activityAt: latest(...each.map((d) => d?.activityAt ?? null)),
      lastCompletion: all ? each.reduce<Date | null>((m, d) => (!m || d!.lastCompletion! < m ? d!.lastCompletion! : m), null) : null,
      completedAt: all ? latest(...each.map((d) => d!.completedAt)) : null,
    };
  }

  /** The people each assignment reaches now, by assignment id. */
  async function targets(scope: EntityScope, rows: AssignmentRow[]) {
    const active = new Set((await db.select().from(orgs.activeMemberIds(scope).as("active"))).map((r) => r.userId));
    const byGroup = new Map<string, string[]>();
    for (const g of new Set(rows.flatMap((r) => (r.groupId ? [r.groupId] : []))))
      byGroup.set(g, (await orgs.groupMemberIds(scope, g)) ?? []);
    return new Map(rows.map((r) => [r.id, r.userId ? (active.has(r.userId) ? [r.userId] : []) : (byGroup.get(r.groupId!) ?? [])]));
  }

  return {
    programCourseIds,
    doneByCourse,

    /** Each assignment's current cycle and the standing of everyone it reaches (optionally only `only`); people are read `slice` at a time. */
    async evaluate(scope: EntityScope, rows: AssignmentRow[], now: Date, only?: string[], slice = SLICE): Promise<Evaluated[]> {
      if (!rows.length) return [];
      const reach = await targets(scope, rows);
      if (only) {
        // a set: a group of tens of thousands checked against itself
        const wanted = new Set(only);
        for (const [id, ids] of reach)
          reach.set(
            id,
            ids.filter((u) => wanted.has(u)),
          );
      }
      const perProgram = await programCourseIds(scope, [...new Set(rows.flatMap((r) => (r.programId ? [r.programId] : [])))]);
      const courseIds = rows.flatMap((r) => (r.courseId ? [r.courseId] : (perProgram.get(r.programId!) ?? [])));
      const done = await doneByCourse(scope, [...reach.values()].flat(), courseIds, slice);
      return rows.map((row) => {
        const cycle = currentCycle(row, now);
        const people = (reach.get(row.id) ?? []).map((userId) => {
          const d = row.courseId
            ? done.get(`${userId}:${row.courseId}`)
            : doneOfProgram(done, userId, perProgram.get(row.programId!) ?? []);
          return { userId, ...standing(cycle, d, now) };
        });
        return { row, cycle, people };
      });
    },

    /** Titles (in `locale`, else the other language), slugs and lengths of the assigned courses and programs. */
    async items({ tenantId }: TenantScope, rows: AssignmentRow[], locale: Locale) {
      const out = new Map<string, { kind: "course" | "program"; id: string; slug: string; title: string; durationMinutes: number }>();
      const courseIds = [...new Set(rows.flatMap((r) => (r.courseId ? [r.courseId] : [])))];
      const programIds = [...new Set(rows.flatMap((r) => (r.programId ? [r.programId] : [])))];
      if (courseIds.length) {
        const cs = await db
          .select({
            id: courses.id,
            slug: courses.slug,
            minutes: courses.durationMinutes,
            locale: courseTranslations.locale,
            title: courseTranslations.title,
          })
          .from(courses)
          .innerJoin(courseTranslations, eq(courseTranslations.courseId, courses.id))
          .where(and(visibleCourses({ tenantId }), inArray(courses.id, courseIds)));
        for (const c of cs) {
          if (out.has(c.id) && c.locale !== locale) continue;
          out.set(c.id, { kind: "course", id: c.id, slug: c.slug, title: c.title, durationMinutes: c.minutes });
        }
      }
      if (programIds.length) {
        const ps = await db
          .select()
          .from(programs)
          .where(and(platformOrScoped.tenant(programs, { tenantId }), inArray(programs.id, programIds)));
        const perProgram = await programCourseIds({ tenantId }, programIds);
        const inPrograms = [...new Set([...perProgram.values()].flat())];
        const minutes = inPrograms.length
          ? await db
              .select({ id: courses.id, m: courses.durationMinutes })
              .from(courses)
              .where(and(visibleCourses({ tenantId }), inArray(courses.id, inPrograms)))
          : [];
        const m = new Map(minutes.map((x) => [x.id, x.m]));
        for (const p of ps) {
          const total = (perProgram.get(p.id) ?? []).reduce((s, c) => s + (m.get(c) ?? 0), 0);
          out.set(p.id, { kind: "program", id: p.id, slug: p.slug, title: p.titles[locale], durationMinutes: total });
        }
      }
      return out;
    },
  };
}
export type AssignmentProgress = ReturnType<typeof createAssignmentProgress>;
