import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  Assignment,
  AssignmentStatus,
  MyAssignment,
  assignmentInputSchema,
  assignmentListQuerySchema,
  assignmentPatchSchema,
} from "../../../contract/assignments.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { assignments, programs } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { platformOrScoped, preparedScope, scoped, type EntityScope, type UserScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import { parseDue } from "./assignment-cycle.ts";
import { createAssignmentProgress, type Evaluated } from "./assignment-progress.ts";
import { createCourseStandings } from "./course-standings.ts";
import { findVisibleCourse } from "./queries.ts";
import { canAccess } from "./course-access.ts";

type Manager = { userId: string; features: readonly string[] };
type Page = { page: number; limit: number };
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const planRequired = () => new DomainError("plan_required", "plan_required", "errors:planRequired");
const theAssignment = (scope: EntityScope, id: string) => and(scoped.entity(assignments, scope), eq(assignments.id, id));

/** A due date the API was given, refused when it has already passed. */
function dueFrom(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const due = parseDue(value);
  if (Number.isNaN(due.getTime())) throw new DomainError("invalid", "invalid_due_date", "companyAssignments:errors.dueDate", {}, "dueAt");
  if (due.getTime() < now.getTime())
    throw new DomainError("invalid", "due_date_passed", "companyAssignments:errors.duePassed", {}, "dueAt");
  return due;
}

/**
 * Courses and programs a company assigns to its members and groups (§4 manager mode), and the
 * learner's view of what they were assigned. Assigning enrols nobody: each person is "not
 * started" until they open the course (docs/decisions/0021-assignments.md); removing an
 * assignment keeps their enrolments and history.
 */
export function createAssignments(db: Db, orgs: Organizations) {
  const progress = createAssignmentProgress(db, orgs);
  const standings = createCourseStandings(db, orgs, progress);

  /** The manager's view of evaluated assignments: titles, target names and counts. */
  async function views(scope: EntityScope, list: Evaluated[], locale: Locale): Promise<Assignment[]> {
    const rows = list.map((e) => e.row);
    const items = await progress.items(scope, rows, locale);
    const members = await people.findMany(db, scope, [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))]);
    const groupNames = new Map<string, string>();
    for (const g of new Set(rows.flatMap((r) => (r.groupId ? [r.groupId] : []))))
      groupNames.set(g, (await orgs.findGroup(scope, g))?.name ?? "");
    return list.map(({ row, cycle, people: ps }) => {
      const item = items.get((row.courseId ?? row.programId)!) ?? {
        kind: row.courseId ? "course" : "program",
        id: (row.courseId ?? row.programId)!,
        slug: "",
        title: "",
        durationMinutes: 0,
      };
      const n = (s: AssignmentStatus) => ps.filter((p) => p.status === s).length;
      return {
        id: row.id,
        item: { kind: item.kind, id: item.id, slug: item.slug, title: item.title },
        target: row.userId
          ? { kind: "member" as const, id: row.userId, name: members.find((m) => m.id === row.userId)?.name ?? "" }
          : { kind: "group" as const, id: row.groupId!, name: groupNames.get(row.groupId!) ?? "" },
        dueAt: cycle.dueAt?.toISOString() ?? null,
        recurrence: row.recurrence,
        cycle: cycle.cycle,
        cycleStart: cycle.cycleStart?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        counts: {
          assigned: ps.length,
          completed: n("completed"),
          overdue: n("overdue"),
          inProgress: n("in-progress"),
          notStarted: n("not-started"),
        },
      };
    });
  }

  async function one(scope: EntityScope, id: string) {
    const [row] = await db.select().from(assignments).where(theAssignment(scope, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** The course or program to assign, if the company may see it and its plan opens it. */
  async function itemOf(scope: EntityScope, m: Manager, input: { courseSlug?: string; programId?: string }) {
    if (input.courseSlug) {
      const course = await findVisibleCourse(db, scope, input.courseSlug);
      if (!course) throw new DomainError("invalid", "unknown_course", "companyAssignments:errors.unknownCourse", {}, "courseSlug");
      if (!canAccess(m.features, course)) throw planRequired();
      return { courseId: course.id, programId: null };
    }
    const [program] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(platformOrScoped.entity(programs, scope), eq(programs.id, input.programId!)))
      .limit(1);
    if (!program) throw new DomainError("invalid", "unknown_program", "companyAssignments:errors.unknownProgram", {}, "programId");
    return { courseId: null, programId: program.id };
  }

  /** The assignments that reach a person: theirs, and those of the groups they are in. */
  function reachingOf(userId: string, groupIds: string[]): SQL {
    return or(eq(assignments.userId, userId), groupIds.length ? inArray(assignments.groupId, groupIds) : undefined)!;
  }

  async function reaching(scope: EntityScope, userId: string): Promise<SQL> {
    const groups = (await orgs.groupsOf(scope, [userId])).get(userId) ?? [];
    return reachingOf(
      userId,
      groups.map((g) => g.id),
    );
  }

  return {
    progress,
    standings,

    async assign(scope: EntityScope, m: Manager, input: z.output<typeof assignmentInputSchema>, locale: Locale, now = new Date()) {
      const memberIds = [...new Set(input.memberIds ?? [])];
      const groupIds = [...new Set(input.groupIds ?? [])];
      if (groupIds.length && !m.features.includes("department-assignment")) throw planRequired();
      const item = await itemOf(scope, m, input);
      const dueAt = dueFrom(input.dueAt, now) ?? null;
      const active = new Set((await db.select().from(orgs.activeMemberIds(scope).as("active"))).map((r) => r.userId));
      const strangers = memberIds.filter((id) => !active.has(id));
      if (strangers.length) {
        const known = await people.findMany(db, scope, strangers);
        const names = strangers.map((id) => known.find((p) => p.id === id)?.email ?? id).join(", ");
        throw new DomainError(
          "invalid",
          "not_company_members",
          "companyAssignments:errors.notMembers",
          { names, count: strangers.length },
          "memberIds",
        );
      }
      const reach = new Map<string, string[]>();
      for (const g of groupIds) {
        const ids = await orgs.groupMemberIds(scope, g);
        if (!ids) throw new DomainError("invalid", "unknown_group", "companyAssignments:errors.unknownGroup", {}, "groupIds");
        reach.set(g, ids);
      }
      const targets = [
        ...memberIds.map((userId) => ({ userId, groupId: null })),
        ...groupIds.map((groupId) => ({ userId: null, groupId })),
      ];
      const itemMatch = item.courseId ? eq(assignments.courseId, item.courseId) : eq(assignments.programId, item.programId!);
      const result = await db.transaction(async (tx) => {
        let created = 0;
        let updated = 0;
        const ids: string[] = [];
        for (const t of targets) {
          const targetMatch = t.userId ? eq(assignments.userId, t.userId) : eq(assignments.groupId, t.groupId!);
          const [existing] = await tx
            .select({ id: assignments.id })
            .from(assignments)
            .where(and(scoped.entity(assignments, scope), itemMatch, targetMatch))
            .limit(1);
          if (existing) {
            await tx
              .update(assignments)
              .set({ dueAt, recurrence: input.recurrence, updatedAt: now })
              .where(theAssignment(scope, existing.id));
            ids.push(existing.id);
            updated++;
          } else {
            const [row] = await tx
              .insert(assignments)
              .values({
                whitelabelId: scope.tenantId,
                entityId: scope.entityId,
                ...item,
                ...t,
                dueAt,
                recurrence: input.recurrence,
                createdBy: m.userId,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: assignments.id });
            ids.push(row!.id);
            created++;
          }
        }
        return { created, updated, ids };
      });
      // an assignment is not a start: nobody is enrolled until they open the course
      const reached = new Set([...memberIds, ...[...reach.values()].flat()]).size;
      const rows = await db
        .select()
        .from(assignments)
        .where(and(scoped.entity(assignments, scope), inArray(assignments.id, result.ids)));
      return {
        created: result.created,
        updated: result.updated,
        enrolled: 0 as const,
        people: reached,
        data: await views(scope, await progress.evaluate(scope, rows, now), locale),
      };
    },

    async list(scope: EntityScope, q: z.output<typeof assignmentListQuerySchema>, locale: Locale, now = new Date()) {
      const where: (SQL | undefined)[] = [scoped.entity(assignments, scope)];
      if (q.courseSlug) {
        const course = await findVisibleCourse(db, scope, q.courseSlug);
        if (!course) return { data: [], page: q.page, limit: q.limit, total: 0 };
        where.push(eq(assignments.courseId, course.id));
      }
      if (q.groupId) where.push(eq(assignments.groupId, q.groupId));
      if (q.memberId) where.push(await reaching(scope, q.memberId));
      const rows = await db
        .select()
        .from(assignments)
        .where(and(...where))
        .orderBy(desc(assignments.createdAt), desc(assignments.id));
      let evaluated = await progress.evaluate(scope, rows, now, q.memberId ? [q.memberId] : undefined);
      if (q.status === "overdue") evaluated = evaluated.filter((e) => e.people.some((p) => p.status === "overdue"));
      if (q.status === "open") evaluated = evaluated.filter((e) => e.people.some((p) => p.status !== "completed"));
      if (q.status === "completed")
        evaluated = evaluated.filter((e) => e.people.length > 0 && e.people.every((p) => p.status === "completed"));
      const pageOf = evaluated.slice((q.page - 1) * q.limit, q.page * q.limit);
      return { data: await views(scope, pageOf, locale), page: q.page, limit: q.limit, total: evaluated.length };
    },

    async update(scope: EntityScope, id: string, patch: z.output<typeof assignmentPatchSchema>, locale: Locale, now = new Date()) {
      const row = await one(scope, id);
      const dueAt = patch.dueAt === undefined ? row.dueAt : dueFrom(patch.dueAt, now)!;
      const recurrence = patch.recurrence ?? row.recurrence;
      if (recurrence === "yearly" && !dueAt)
        throw new DomainError("invalid", "yearly_needs_date", "companyAssignments:errors.yearlyNeedsDate", {}, "dueAt");
      await db.update(assignments).set({ dueAt, recurrence, updatedAt: now }).where(theAssignment(scope, id));
      const [views_] = await views(scope, await progress.evaluate(scope, [await one(scope, id)], now), locale);
      return views_!;
    },

    /** Removes the assignment; the people's enrolments and progress stay theirs. */
    async remove(scope: EntityScope, id: string) {
      const gone = await db.delete(assignments).where(theAssignment(scope, id)).returning({ id: assignments.id });
      if (!gone.length) throw notFound();
    },

    /** What the learner was assigned in their company: one line per course or program (the most pressing assignment of it), overdue first, then by due date. */
    async mine(me: UserScope & { entityId: string | null }, q: Page, locale: Locale, now = new Date()) {
      if (!me.entityId) return { data: [], page: q.page, limit: q.limit, total: 0 };
      const scope = { tenantId: me.tenantId, entityId: me.entityId };
      // their own assignments and their groups', in one statement built once (every dashboard asks)
      const rows = await prepared(db, "learning.assignments-of-one", (name) => {
        const named = preparedScope("entityId");
        const userId = placeholder("userId");
        return db
          .select()
          .from(assignments)
          .where(
            and(
              scoped.entity(assignments, named),
              or(eq(assignments.userId, userId), inArray(assignments.groupId, orgs.groupIdsOf(named, userId))),
            ),
          )
          .prepare(name);
      }).execute({ tenantId: scope.tenantId, entityId: scope.entityId, userId: me.userId });
      const evaluated = await progress.evaluate(scope, rows, now, [me.userId]);
      const rank = (s: AssignmentStatus) => ["overdue", "in-progress", "not-started", "completed"].indexOf(s);
      const time = (d: Date | null) => d?.getTime() ?? Number.MAX_SAFE_INTEGER;
      const byItem = new Map<string, Evaluated & { mine: Evaluated["people"][number] }>();
      for (const e of evaluated) {
        const mine = e.people[0];
        if (!mine) continue;
        const key = (e.row.courseId ?? e.row.programId)!;
        const prev = byItem.get(key);
        if (
          !prev ||
          rank(mine.status) < rank(prev.mine.status) ||
          (rank(mine.status) === rank(prev.mine.status) && time(e.cycle.dueAt) < time(prev.cycle.dueAt))
        )
          byItem.set(key, { ...e, mine });
      }
      const list = [...byItem.values()].sort(
        (a, b) => rank(a.mine.status) - rank(b.mine.status) || time(a.cycle.dueAt) - time(b.cycle.dueAt),
      );
      const items = await progress.items(
        scope,
        list.map((e) => e.row),
        locale,
      );
      const data: MyAssignment[] = list.flatMap((e) => {
        const item = items.get((e.row.courseId ?? e.row.programId)!);
        if (!item) return [];
        return [
          {
            id: e.row.id,
            item,
            dueAt: e.cycle.dueAt?.toISOString() ?? null,
            recurrence: e.row.recurrence,
            status: e.mine.status,
            completedAt: e.mine.completedAt?.toISOString() ?? null,
          },
        ];
      });
      return { data: data.slice((q.page - 1) * q.limit, q.page * q.limit), page: q.page, limit: q.limit, total: data.length };
    },

    /** How many of the company's people are overdue on at least one assignment. */
    async overdueCount(scope: EntityScope, now = new Date()) {
      const rows = await db.select().from(assignments).where(scoped.entity(assignments, scope));
      const evaluated = await progress.evaluate(scope, rows, now);
      return new Set(evaluated.flatMap((e) => e.people.filter((p) => p.status === "overdue").map((p) => p.userId))).size;
    },
  };
}
export type Assignments = ReturnType<typeof createAssignments>;
