import { and, eq } from "drizzle-orm";
import {
  frameworkRequirements,
  type Framework,
  type LocalizedText,
  type Requirement,
  type RequirementGroup,
} from "../../../contract/compliance-frameworks.ts";
import type { FrameworkOrigin } from "../../../contract/compliance-limits.ts";
import type { Tx } from "../../db/client.ts";
import { complianceFrameworks } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { shippedCatalog, shippedFramework } from "./frameworks/catalog.ts";

/** A framework an entity can adopt: one the product ships, or one it imported. */
export type AvailableFramework = { framework: Framework; origin: FrameworkOrigin; requirementCount: number };
/** A requirement with its framework and the groups it sits in, outermost first. */
export type RequirementEntry = { requirement: Requirement; framework: Framework; origin: FrameworkOrigin; path: RequirementGroup[] };

/** A text in the reader's language. */
export const inLocale = (t: LocalizedText, locale: "en" | "pt") => t[locale];

const indexes = new WeakMap<Framework, Map<string, { requirement: Requirement; path: RequirementGroup[] }>>();

/** A framework's requirements by id, each with its group path (built once per framework object). */
export function requirementIndex(framework: Framework) {
  let index = indexes.get(framework);
  if (index) return index;
  index = new Map();
  const walk = (groups: RequirementGroup[], path: RequirementGroup[]) => {
    for (const g of groups) {
      for (const r of g.requirements) index!.set(r.id, { requirement: r, path: [...path, g] });
      if (g.groups) walk(g.groups, [...path, g]);
    }
  };
  walk(framework.groups, []);
  indexes.set(framework, index);
  return index;
}

/** A shipped requirement by id (mappings only join shipped requirements). */
export function shippedEntry(id: string) {
  const f = shippedFramework(slugOfRequirement(id));
  const hit = f && requirementIndex(f).get(id);
  return hit && f ? { ...hit, framework: f } : undefined;
}

/** The framework slug a requirement id names (`iso-27001-2022:A.5.1` → `iso-27001-2022`). */
export const slugOfRequirement = (id: string) => id.slice(0, Math.max(0, id.indexOf(":")));

/**
 * The frameworks an entity sees: the shipped ones and its own imports. A slug or requirement id
 * from a URL or body is found only through here, so another entity's import is never found.
 */
export function createFrameworkStore(db: Tx) {
  const imported = (scope: EntityScope, slug: string) =>
    db
      .select()
      .from(complianceFrameworks)
      .where(and(scoped.entity(complianceFrameworks, scope), eq(complianceFrameworks.slug, slug)))
      .limit(1)
      .then(([row]) => row);

  async function find(scope: EntityScope, slug: string): Promise<AvailableFramework | undefined> {
    const shipped = shippedFramework(slug);
    if (shipped) return { framework: shipped, origin: "shipped", requirementCount: requirementIndex(shipped).size };
    const row = await imported(scope, slug);
    return row ? { framework: row.definition, origin: "imported", requirementCount: row.requirementCount } : undefined;
  }

  return {
    find,

    /** Every framework the entity may adopt, shipped first, without the imported ones' trees. */
    async summaries(scope: EntityScope) {
      const own = await db
        .select({
          slug: complianceFrameworks.slug,
          name: complianceFrameworks.name,
          version: complianceFrameworks.version,
          requirementCount: complianceFrameworks.requirementCount,
        })
        .from(complianceFrameworks)
        .where(scoped.entity(complianceFrameworks, scope))
        .orderBy(complianceFrameworks.importedAt);
      return [
        ...shippedCatalog().frameworks.map((f) => ({
          slug: f.slug,
          name: f.name,
          version: f.version,
          requirementCount: frameworkRequirements(f).length,
          origin: "shipped" as const,
        })),
        ...own.map((r) => ({ ...r, origin: "imported" as const })),
      ];
    },

    /** Several frameworks by slug (the adopted ones), those that exist for the entity. */
    async many(scope: EntityScope, slugs: string[]): Promise<Map<string, AvailableFramework>> {
      const found = await Promise.all(slugs.map((s) => find(scope, s)));
      return new Map(found.filter((f): f is AvailableFramework => !!f).map((f) => [f.framework.slug, f]));
    },

    /** A requirement by id, in a framework the entity sees. */
    async requirement(scope: EntityScope, id: string): Promise<RequirementEntry | undefined> {
      const available = await find(scope, slugOfRequirement(id));
      const hit = available && requirementIndex(available.framework).get(id);
      return hit && available ? { ...hit, framework: available.framework, origin: available.origin } : undefined;
    },
  };
}
export type FrameworkStore = ReturnType<typeof createFrameworkStore>;

export type MappingLink = { requirementId: string; source: "nist-olir" | "skill5" | "custom"; note?: LocalizedText };
let mappingIndex: Map<string, MappingLink[]> | undefined;

/** The links of a requirement to requirements of other frameworks (the shipped mappings, both ways). */
export function linksOf(requirementId: string): MappingLink[] {
  if (!mappingIndex) {
    mappingIndex = new Map();
    const add = (a: string, link: MappingLink) => mappingIndex!.set(a, [...(mappingIndex!.get(a) ?? []), link]);
    for (const m of shippedCatalog().mappings) {
      add(m.from, { requirementId: m.to, source: m.source, ...(m.note ? { note: m.note } : {}) });
      add(m.to, { requirementId: m.from, source: m.source, ...(m.note ? { note: m.note } : {}) });
    }
  }
  return mappingIndex.get(requirementId) ?? [];
}
