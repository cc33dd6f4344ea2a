import type { RequirementState } from "../../../../contract/compliance.ts";
import { frameworkReadiness } from "../readiness.ts";
import type { ExportData } from "./export-data.ts";
import { evidenceLine, noEvidenceLine } from "./soa-rows.ts";
import { automaticEvidenceLines, stateName, statusName, type Words } from "./words.ts";

export type ProfilePriority = "high" | "medium" | "low";

/**
 * The target profile is derived from the assessment (decision 0036): every subcategory the
 * entity did not mark not applicable should be implemented with valid evidence. A gap is an
 * applicable subcategory that is not ready; its priority comes from its due date — high when
 * overdue, medium when due within the "due soon" window, low otherwise.
 */
export function profileTarget(
  state: RequirementState,
  today: string,
  dueSoonUntil: string,
): { target: "implemented" | "not_applicable"; gap: boolean; priority: ProfilePriority | null } {
  if (state.status === "not_applicable") return { target: "not_applicable", gap: false, priority: null };
  if (state.ready) return { target: "implemented", gap: false, priority: null };
  const open = state.status === "not_started" || state.status === "in_progress";
  const dueSoon = open && !!state.dueDate && state.dueDate >= today && state.dueDate <= dueSoonUntil;
  return { target: "implemented", gap: true, priority: state.overdue ? "high" : dueSoon ? "medium" : "low" };
}

/** A CSF subcategory as the profile lists it: where it sits, its current and target states. */
export type ProfileRow = {
  function: string;
  category: string;
  code: string;
  text: string;
  current: string;
  evidence: string;
  automatic: string;
  target: string;
  targetDate: Date | null;
  priority: string;
  gap: boolean;
  notes: string;
};

export function profileRows(data: ExportData, t: Words): ProfileRow[] {
  const { locale, assessment: a } = data;
  const group = (i: number, row: ExportData["rows"][number]) => (row.path[i] ? `${row.path[i]!.code} ${row.path[i]!.title[locale]}` : "");
  return data.rows.map((row) => {
    const target = profileTarget(row.state, a.today, a.dueSoonUntil);
    return {
      function: group(0, row),
      category: group(1, row),
      code: row.requirement.code,
      text: row.requirement.title[locale],
      current: stateName(row.state, locale, t),
      evidence: [...row.evidence.map((e) => evidenceLine(e, locale, t)), noEvidenceLine(row, locale, t)].filter(Boolean).join("\n"),
      automatic: automaticEvidenceLines(row.requirement.automaticEvidence ?? [], a.facts, locale, t).join("\n"),
      target: statusName(target.target, locale),
      targetDate: row.state.dueDate && target.gap ? new Date(`${row.state.dueDate}T00:00:00Z`) : null,
      priority: target.priority ? t(`profile.priority.${target.priority}`) : "",
      gap: target.gap,
      notes: [row.state.status === "not_applicable" ? row.justification : null, row.notes].filter(Boolean).join("\n"),
    };
  });
}

/** Per function (and over all): how many subcategories apply and are ready, current against target. */
export function profileSummary(data: ExportData) {
  const { framework, assessment, locale } = data;
  const { readiness, groups } = frameworkReadiness(framework, assessment.states, locale);
  const line = (name: string, c: typeof readiness) => ({
    name,
    applicable: c.applicable,
    notApplicable: c.notApplicable,
    implemented: c.implemented,
    ready: c.ready,
    gaps: c.applicable - c.ready,
    current: c.percent,
    target: c.applicable ? 100 : null,
  });
  return { functions: groups.map((g) => line(`${g.code} ${g.title}`, g)), total: line("", readiness) };
}
