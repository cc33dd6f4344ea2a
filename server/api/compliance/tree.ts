import type { Framework, RequirementGroup } from "../../../contract/compliance-frameworks.ts";
import type { TreeGroup } from "../../../contract/compliance.ts";
import type { Assessment } from "./assessment.ts";
import { linksOf, shippedEntry } from "./framework-store.ts";

type Locale = "en" | "pt";

/** A requirement's links to other frameworks, with their codes and titles in the reader's language. */
export function mappingsFor(requirementId: string, locale: Locale) {
  return linksOf(requirementId).flatMap((m) => {
    const other = shippedEntry(m.requirementId);
    if (!other) return [];
    return [
      {
        id: m.requirementId,
        framework: other.framework.slug,
        code: other.requirement.code,
        title: other.requirement.title[locale],
        source: m.source,
        note: m.note?.[locale] ?? null,
      },
    ];
  });
}

/**
 * A framework's requirement tree as `GET /api/compliance/frameworks/{slug}` answers it: groups
 * nested as the framework nests them, each requirement with its links and, when the framework
 * is adopted, the entity's state of it.
 */
export function buildTree(framework: Framework, locale: Locale, assessment: Assessment | null): TreeGroup[] {
  const adopted = !!assessment?.isAdopted(framework.slug);
  const group = (g: RequirementGroup): TreeGroup => ({
    code: g.code,
    title: g.title[locale],
    description: g.description?.[locale] ?? null,
    groups: (g.groups ?? []).map(group),
    requirements: g.requirements.map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title[locale],
      mappings: mappingsFor(r.id, locale),
      automaticEvidence: r.automaticEvidence ?? [],
      state: adopted ? (assessment!.states.get(r.id) ?? null) : null,
    })),
  });
  return framework.groups.map(group);
}
