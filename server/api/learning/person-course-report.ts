import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { PersonCourseRow } from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { courses, enrollments } from "./schema.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../platform/scope.ts";
import { slices } from "../../platform/slices.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import type { CourseStandings } from "./course-standings.ts";
import { courseOf, courseTexts, notFound } from "./report-common.ts";

export type PersonCourseFilter = { groupId?: string; courseSlug?: string; from?: string; to?: string };

/** People read at a time: each slice is a few statements, however large the company. */
const PEOPLE_AT_ONCE = 500;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * One row per active member and course, what managers send auditors: every course a person
 * started (within the period, by the day they started it, when one is given) and every course
 * assigned to them that they have not completed, with their groups, status, best score, due
 * date, start, completion and whether they are late. People by name, their courses by title; at most
 * `cap` rows (the first people by name), and whether more exist.
 */
export function createPersonCourseReport(
  db: Db,
  orgs: Pick<Organizations, "findGroup" | "activeMemberIds" | "groupMemberIds" | "groupsOf">,
  standings: Pick<CourseStandings, "of">,
) {
  /** The company's active people, or a group's, by name. */
  async function peopleOf(scope: EntityScope, groupId?: string) {
    const ids = groupId
      ? ((await orgs.groupMemberIds(scope, groupId)) ?? [])
      : (await db.select().from(orgs.activeMemberIds(scope).as("active"))).map((r) => r.userId);
    const persons = await people.findMany(db, scope, ids);
    return persons
      .map((p) => ({ id: p.id, name: p.name, email: p.email }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  }

  return {
    async rows(
      scope: EntityScope,
      q: PersonCourseFilter,
      locale: Locale,
      cap: number,
      now = new Date(),
    ): Promise<{ rows: PersonCourseRow[]; truncated: boolean }> {
      if (q.groupId && !(await orgs.findGroup(scope, q.groupId))) throw notFound();
      const course = q.courseSlug ? await courseOf(db, scope, q.courseSlug) : undefined;
      const persons = await peopleOf(scope, q.groupId);
      // a period is a range of days (UTC, both included) on the day a course was started
      const inPeriod = (at: Date) => {
        const d = at.toISOString().slice(0, 10);
        return (!q.from || d >= q.from) && (!q.to || d <= q.to);
      };
      const found: (Omit<PersonCourseRow, "course"> & { courseId: string; order: number })[] = [];
      let order = 0;
      for (const some of slices(persons, PEOPLE_AT_ONCE)) {
        if (found.length > cap) break;
        const ids = some.map((p) => p.id);
        const [enrolled, assigned, groups] = await Promise.all([
          db
            .select({
              userId: enrollments.userId,
              courseId: enrollments.courseId,
              status: enrollments.status,
              bestScore: enrollments.bestScore,
              startedAt: enrollments.startedAt,
              completedAt: enrollments.completedAt,
            })
            .from(enrollments)
            .innerJoin(courses, and(eq(courses.id, enrollments.courseId), platformOrScoped.tenant(courses, scope)))
            .where(
              and(
                scoped.tenant(enrollments, scope),
                inArray(enrollments.userId, ids),
                course ? eq(enrollments.courseId, course.id) : undefined,
              ),
            ),
          standings.of(scope, ids, now, { courseId: course?.id }),
          orgs.groupsOf(scope, ids),
        ]);
        const byPerson = new Map<string, Map<string, (typeof enrolled)[number]>>();
        for (const e of enrolled) byPerson.set(e.userId, (byPerson.get(e.userId) ?? new Map()).set(e.courseId, e));
        const assignedTo = new Map<string, string[]>();
        for (const key of assigned.keys()) {
          const [userId, courseId] = key.split(":") as [string, string];
          assignedTo.set(userId, [...(assignedTo.get(userId) ?? []), courseId]);
        }
        for (const p of some) {
          order++;
          const mine = byPerson.get(p.id) ?? new Map<string, (typeof enrolled)[number]>();
          for (const courseId of new Set([...mine.keys(), ...(assignedTo.get(p.id) ?? [])])) {
            const e = mine.get(courseId);
            const s = assigned.get(`${p.id}:${courseId}`);
            // an assigned course not completed is owed whatever the period; any other counts in the period it was started
            const owed = !!s && s.status !== "completed";
            if (!owed && !(e && inPeriod(e.startedAt))) continue;
            const completedAt = s ? s.completedAt : e?.status === "completed" ? e.completedAt : null;
            found.push({
              order,
              courseId,
              person: p,
              groups: (groups.get(p.id) ?? []).map((g) => g.name),
              status: s ? s.status : e!.status === "completed" ? "completed" : "in-progress",
              score: e?.bestScore ?? null,
              dueAt: iso(s?.dueAt),
              startedAt: iso(e?.startedAt),
              completedAt: iso(completedAt),
              overdue: s?.overdue ?? false,
              assigned: !!s,
            });
          }
        }
      }
      const texts = await courseTexts(db, scope, [...new Set(found.map((r) => r.courseId))], locale);
      const rows = found
        .map(({ courseId, order: at, ...r }) => ({
          at,
          row: { ...r, course: { slug: texts.get(courseId)?.slug ?? "", title: texts.get(courseId)?.title ?? "" } },
        }))
        .sort((a, b) => a.at - b.at || a.row.course.title.localeCompare(b.row.course.title))
        .map((r) => r.row);
      return { rows: rows.slice(0, cap), truncated: rows.length > cap };
    },
  };
}
export type PersonCourseReport = ReturnType<typeof createPersonCourseReport>;
