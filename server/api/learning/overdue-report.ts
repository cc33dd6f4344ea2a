import { sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import { REPORT_LIMITS, type PerformanceReport } from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { overdueCandidates, summaryCounts, type AssignmentRow, type Candidate } from "./overdue-candidates.ts";
import { firstOverdue, overduePairs, rowsOf, type OverdueOrgs } from "./overdue-queries.ts";
import type { TenantScope } from "../../platform/scope.ts";

/** Titles and slugs of assigned courses and programs (the assignments' progress lends them). */
export type AssignedItems = (
  tenant: TenantScope,
  rows: AssignmentRow[],
  locale: Locale,
) => Promise<Map<string, { kind: "course" | "program"; slug: string; title: string }>>;

/**
 * The overdue part of the performance report: who is overdue on an assignment with a due date
 * (the first 50, oldest due date first; then the older assignment, then by person) and how many
 * there are. A group's course assignment in its first cycle is counted from the kept numbers
 * (its active members minus those who completed the course); any other is evaluated in SQL
 * over the people it reaches, as the listed ones are.
 */
export function createOverdueReport(db: Db, orgs: OverdueOrgs, items: AssignedItems) {
  return {
    /**
     * `membersOf`: active members per group id (of the groups the report shows; with a group
     * filter, that group). `only`: the group the report is narrowed to.
     */
    async report(
      scope: EntityScope,
      f: { courseId?: string; only?: string },
      membersOf: Promise<Map<string, number>>,
      locale: Locale,
      now: Date,
    ): Promise<PerformanceReport["overdue"]> {
      const all = await overdueCandidates(db, scope, f.courseId, now);
      if (!all.length) return { data: [], total: 0 };
      // with a group filter, only that group's own assignments are counted from the kept numbers
      const byCount = all.filter((c) => c.counted && (!f.only || c.row.groupId === f.only));
      const evaluated = all.filter((c) => !byCount.includes(c));
      // the oldest candidate is read while the others are counted: it alone usually fills the list
      const head = firstOverdue(db, orgs, scope, all[0]!, f.only, REPORT_LIMITS.overdueListed);
      const [headRows, kept, direct] = await Promise.all([
        head,
        membersOf.then((m) => summaryCounts(db, scope, byCount, m)),
        evaluated.length
          ? db
              .execute(sql`select o.ord, count(*)::int as n from (${overduePairs(orgs, scope, evaluated, f.only)}) o group by o.ord`)
              .then((r) => rowsOf<{ ord: number; n: number }>(r))
          : Promise.resolve([]),
      ]);
      const counts = new Map([...kept, ...direct.map((d) => [Number(d.ord), d.n] as const)]);
      const total = [...counts.values()].reduce((n, x) => n + x, 0);
      // the listed people come from the first candidates that hold enough of them
      const first: Candidate[] = [];
      let seen = 0;
      for (const c of all) {
        if (seen >= REPORT_LIMITS.overdueListed) break;
        const n = counts.get(c.order) ?? 0;
        if (n > 0) first.push(c);
        seen += n;
      }
      if (!first.length) return { data: [], total };
      const titles = items(
        scope,
        first.map((c) => c.row),
        locale,
      );
      titles.catch(() => undefined); // awaited below; a failure of the listing first must not leave it unhandled
      const listed: { ord: number; person: string }[] = [];
      for (const c of first)
        listed.push(
          ...(c === all[0] ? headRows : await firstOverdue(db, orgs, scope, c, f.only, REPORT_LIMITS.overdueListed - listed.length)),
        );
      const byOrder = new Map(first.map((c) => [c.order, c]));
      const [texts, persons] = await Promise.all([titles, people.findMany(db, scope, [...new Set(listed.map((l) => l.person))])]);
      const nameOf = new Map(persons.map((p) => [p.id, p.name]));
      return {
        data: listed.map((l) => {
          const c = byOrder.get(Number(l.ord))!;
          const item = texts.get((c.row.courseId ?? c.row.programId)!);
          return {
            person: { id: l.person, name: nameOf.get(l.person) ?? "" },
            item: { kind: item?.kind ?? ("course" as const), slug: item?.slug ?? "", title: item?.title ?? "" },
            dueAt: c.dueAt.toISOString(),
          };
        }),
        total,
      };
    },
  };
}
