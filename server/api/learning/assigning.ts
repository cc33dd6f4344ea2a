import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { assignmentInputSchema, assignmentPatchSchema } from "../../../contract/assignments.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { assignments, programs } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import { parseDue } from "./assignment-cycle.ts";
import type { AssignmentProgress } from "./assignment-progress.ts";
import { createAssignmentViews } from "./assignment-views.ts";
import { findVisibleCourse } from "./queries.ts";
import { canAccess } from "./course-access.ts";

type Manager = { userId: string; features: readonly string[] };
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

/** A manager assigning a course or program to members and groups, changing an assignment's due date or recurrence, and removing it. */
export function createAssigning(db: Db, orgs: Organizations, progress: AssignmentProgress) {
  const views = createAssignmentViews(db, orgs, progress);

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

  return {
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
  };
}
