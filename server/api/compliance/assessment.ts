import type { Requirement } from "../../../contract/compliance-frameworks.ts";
import { COMPLIANCE_LIMITS } from "../../../contract/compliance-limits.ts";
import type { RequirementState } from "../../../contract/compliance.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { currentKinds, type AutomaticEvidenceReader, type AutomaticFacts } from "./automatic-evidence.ts";
import type { ComplianceDeps } from "./deps.ts";
import { linksOf, type AvailableFramework, type FrameworkStore } from "./framework-store.ts";
import { adoptionsOf, evidenceCounts, statusesOf, type AdoptionRow } from "./queries.ts";
import { assess, dayOf, ownState, type AssessmentInputs } from "./readiness.ts";

export type AdoptedFramework = AvailableFramework & { adoption: AdoptionRow };

/** Everything the readiness of an entity is computed from, read at once (a handful of indexed queries). */
export type Assessment = {
  now: Date;
  today: string;
  dueSoonUntil: string;
  adopted: AdoptedFramework[];
  states: Map<string, RequirementState>;
  facts: AutomaticFacts;
  inputs: AssessmentInputs;
  isAdopted(slug: string): boolean;
  /** A requirement's state: from the assessment when its framework is adopted, else from its own rows. */
  stateOf(r: Requirement): RequirementState;
};

/** Loads an entity's assessment: adoptions, statuses, evidence counts and automatic evidence, then decides every state. */
export function createAssessments(d: Pick<ComplianceDeps, "db">, store: FrameworkStore, automatic: AutomaticEvidenceReader) {
  return async function load(scope: EntityScope, now = new Date()): Promise<Assessment> {
    const today = dayOf(now);
    const adoptions = await adoptionsOf(d.db, scope);
    const available = await store.many(
      scope,
      adoptions.map((a) => a.frameworkSlug),
    );
    const adopted = adoptions.flatMap((adoption) => {
      const f = available.get(adoption.frameworkSlug);
      return f ? [{ ...f, adoption }] : [];
    });
    const slugs = adopted.map((a) => a.framework.slug);
    const [statuses, evidence, facts] = await Promise.all([
      statusesOf(d.db, scope, slugs),
      evidenceCounts(d.db, scope, today),
      automatic.facts(scope, now),
    ]);
    const inputs: AssessmentInputs = {
      today,
      dueSoonUntil: dayOf(now, COMPLIANCE_LIMITS.dueSoonDays),
      adopted: adopted.map((a) => a.framework),
      statuses,
      evidence,
      currentAutomatic: currentKinds(facts),
      mappingsOf: linksOf,
    };
    const states = assess(inputs);
    const adoptedSlugs = new Set(slugs);
    return {
      now,
      today,
      dueSoonUntil: inputs.dueSoonUntil,
      adopted,
      states,
      facts,
      inputs,
      isAdopted: (slug) => adoptedSlugs.has(slug),
      stateOf: (r) => states.get(r.id) ?? ownState(r, inputs),
    };
  };
}
export type LoadAssessment = ReturnType<typeof createAssessments>;
