import { and, eq, inArray, or } from "drizzle-orm";
import type { AssignmentStatus, MyAssignment } from "../../../contract/assignments.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { assignments } from "./schema.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped, type UserScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import type { AssignmentProgress, Evaluated } from "./assignment-progress.ts";

type Page = { page: number; limit: number };

/** The learner's own assignments, as their dashboard lists them. */
export function createMyAssignments(db: Db, orgs: Organizations, progress: AssignmentProgress) {
  return {
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
  };
}
