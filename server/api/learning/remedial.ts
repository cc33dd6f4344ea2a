import { and, eq, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../platform/scope.ts";
import { findVisibleCourse, translation } from "./queries.ts";
import { assignments, programs } from "./schema.ts";

type Item = { kind: "course" | "program"; slug: string };

/**
 * Remedial training (lent to phishing simulation): the course or program a campaign offers on
 * its landing page and assigns to whoever clicked, with a due date. Assigning again keeps the
 * sooner due date; a person already owing it by a group keeps that too.
 */
export function createRemedial(db: Db) {
  async function find(scope: EntityScope, item: Item) {
    if (item.kind === "course") {
      const course = await findVisibleCourse(db, scope, item.slug);
      return course ? { courseId: course.id, programId: null, course } : null;
    }
    const [program] = await db
      .select()
      .from(programs)
      .where(and(platformOrScoped.entity(programs, scope), eq(programs.slug, item.slug)))
      .orderBy(sql`${programs.whitelabelId} is null`)
      .limit(1);
    return program ? { courseId: null, programId: program.id, program } : null;
  }

  return {
    async describe(scope: EntityScope, item: Item, locale: Locale) {
      const found = await find(scope, item);
      if (!found) return null;
      const prefix = locale === "pt" ? "/pt" : "";
      if (found.course) {
        const t = await translation(db, found.course.id, locale);
        return { title: t.title, minutes: found.course.durationMinutes, url: `${prefix}/training/courses/${found.course.slug}` };
      }
      const p = found.program!;
      return { title: p.titles[locale] ?? p.titles.en ?? p.slug, minutes: null, url: `${prefix}/training/programs/${p.id}` };
    },

    async assign(scope: EntityScope, userId: string, item: Item & { dueAt: Date }) {
      const found = await find(scope, item);
      if (!found) return;
      const match = found.courseId ? eq(assignments.courseId, found.courseId) : eq(assignments.programId, found.programId!);
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: assignments.id, dueAt: assignments.dueAt })
          .from(assignments)
          .where(and(scoped.entity(assignments, scope), match, eq(assignments.userId, userId)))
          .limit(1);
        if (existing) {
          if (existing.dueAt && existing.dueAt <= item.dueAt) return;
          await tx
            .update(assignments)
            .set({ dueAt: item.dueAt, updatedAt: new Date() })
            .where(and(scoped.entity(assignments, scope), eq(assignments.id, existing.id)));
          return;
        }
        await tx
          .insert(assignments)
          .values({
            whitelabelId: scope.tenantId,
            entityId: scope.entityId,
            courseId: found.courseId,
            programId: found.programId,
            userId,
            groupId: null,
            dueAt: item.dueAt,
          })
          .onConflictDoNothing();
      });
    },
  };
}
export type Remedial = ReturnType<typeof createRemedial>;
