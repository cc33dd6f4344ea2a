import { frameworkRequirements } from "../../../contract/compliance-frameworks.ts";
import type { RequirementDueFilter, RequirementStatus } from "../../../contract/compliance-limits.ts";
import type { RequirementState } from "../../../contract/compliance.ts";
import { people } from "../identity/index.ts";
import type { LoadAssessment } from "./assessment.ts";
import type { Caller, ComplianceDeps } from "./deps.ts";

export type RequirementListQuery = {
  framework?: string;
  status?: RequirementStatus;
  owner?: string;
  due?: RequirementDueFilter;
  page: number;
  limit: number;
};

const DUE: Record<RequirementDueFilter, (s: RequirementState, today: string, soon: string) => boolean> = {
  overdue: (s) => s.overdue,
  dueSoon: (s, today, soon) =>
    !s.overdue && !!s.dueDate && s.dueDate >= today && s.dueDate <= soon && (s.status === "not_started" || s.status === "in_progress"),
  reviewOverdue: (s) => s.reviewOverdue,
  needsReview: (s) => s.needsReview,
};

/**
 * The requirements of the adopted frameworks with their states, filtered (a framework, a status,
 * an owner, what is due) in the frameworks' order: the compliance home's "what is due" and the
 * framework page's filters read it. Sorted by due date when filtering by what is due.
 */
export function createRequirementList(d: Pick<ComplianceDeps, "db">, load: LoadAssessment) {
  return async function list(caller: Caller, q: RequirementListQuery) {
    const a = await load(caller.scope);
    const l = caller.locale;
    const matches = a.adopted
      .filter((f) => !q.framework || f.framework.slug === q.framework)
      .flatMap(({ framework }) =>
        frameworkRequirements(framework).flatMap((r) => {
          const state = a.states.get(r.id);
          if (!state) return [];
          if (q.status && state.status !== q.status) return [];
          if (q.owner && state.ownerId !== q.owner) return [];
          if (q.due && !DUE[q.due](state, a.today, a.dueSoonUntil)) return [];
          return [{ id: r.id, framework: framework.slug, frameworkName: framework.name[l], code: r.code, title: r.title[l], state }];
        }),
      );
    if (q.due) {
      const key = (s: RequirementState) => (q.due === "reviewOverdue" ? s.reviewDate : s.dueDate) ?? "9999-12-31";
      matches.sort((x, y) => key(x.state).localeCompare(key(y.state)));
    }
    const slice = matches.slice((q.page - 1) * q.limit, q.page * q.limit);
    const owners = await people.findMany(
      d.db,
      caller.scope,
      slice.flatMap((m) => (m.state.ownerId ? [m.state.ownerId] : [])),
    );
    const nameOf = new Map(owners.map((p) => [p.id, p.name]));
    return {
      data: slice.map((m) => ({
        ...m,
        owner: m.state.ownerId && nameOf.has(m.state.ownerId) ? { id: m.state.ownerId, name: nameOf.get(m.state.ownerId)! } : null,
      })),
      page: q.page,
      limit: q.limit,
      total: matches.length,
    };
  };
}
export type RequirementList = ReturnType<typeof createRequirementList>;
