import type { Assignment, AssignmentStatus } from "../../../contract/assignments.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";
import type { AssignmentProgress, Evaluated } from "./assignment-progress.ts";

/** The manager's view of evaluated assignments: titles, target names and counts. */
export function createAssignmentViews(db: Db, orgs: Organizations, progress: AssignmentProgress) {
  return async function views(scope: EntityScope, list: Evaluated[], locale: Locale): Promise<Assignment[]> {
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
  };
}
