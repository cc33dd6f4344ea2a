import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  COMPLIANCE_FRAMEWORK_LIMITS,
  SHIPPED_FRAMEWORK_SLUGS,
  frameworkGroups,
  frameworkMappingSchema,
  frameworkRequirements,
  frameworkSchema,
  type Framework,
  type FrameworkMapping,
  type Requirement,
} from "../../../../contract/compliance-frameworks.ts";
import { projectPath } from "../../../platform/paths.ts";

// The frameworks and mappings the product ships, read from shipped/ once and checked: a broken
// file stops the start with its path and problem, like the seed's course files.

export const FRAMEWORK_DATA_DIR = projectPath("server", "api", "compliance", "frameworks", "shipped");
/** The mapping files, each a JSON array of { from, to, source, note? }. */
export const MAPPING_FILES = ["csf-iso-27001.json", "lgpd-gdpr.json", "privacy-security.json", "anpd-lgpd.json"] as const;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 10).map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`${path.relative(projectPath(), file)} is not valid: ${issues.join("; ")}`);
  }
  return parsed.data;
}

/**
 * What is wrong with a set of frameworks and mappings taken together: duplicate slugs, ids or
 * codes, ids of another framework, groups nested too deep, and mappings to requirements that do
 * not exist or listed twice. Empty when all is well.
 */
export function catalogProblems(frameworks: Framework[], mappings: FrameworkMapping[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const f of frameworks) {
    if (slugs.has(f.slug)) problems.push(`${f.slug}: the slug is used twice`);
    slugs.add(f.slug);
    const codes = new Set<string>();
    for (const { group, depth } of frameworkGroups(f)) {
      if (depth > COMPLIANCE_FRAMEWORK_LIMITS.depth)
        problems.push(`${f.slug} ${group.code}: groups nest deeper than ${COMPLIANCE_FRAMEWORK_LIMITS.depth}`);
      if (codes.has(group.code)) problems.push(`${f.slug} ${group.code}: the code is used twice`);
      codes.add(group.code);
    }
    for (const r of frameworkRequirements(f)) {
      if (!r.id.startsWith(`${f.slug}:`)) problems.push(`${r.id}: the id does not start with the framework's slug ${f.slug}`);
      if (ids.has(r.id)) problems.push(`${r.id}: the id is used twice`);
      ids.add(r.id);
      if (codes.has(r.code)) problems.push(`${f.slug} ${r.code}: the code is used twice`);
      codes.add(r.code);
    }
  }
  const pairs = new Set<string>();
  for (const m of mappings) {
    for (const end of [m.from, m.to]) if (!ids.has(end)) problems.push(`mapping ${m.from} → ${m.to}: ${end} does not exist`);
    const key = [m.from, m.to].sort().join(" ");
    if (pairs.has(key)) problems.push(`mapping ${m.from} → ${m.to}: listed twice`);
    pairs.add(key);
  }
  return problems;
}

let loaded: { frameworks: Framework[]; mappings: FrameworkMapping[] } | undefined;

/** Reads and checks the shipped frameworks and mappings (once per process). */
export function shippedCatalog(dir = FRAMEWORK_DATA_DIR): { frameworks: Framework[]; mappings: FrameworkMapping[] } {
  if (loaded && dir === FRAMEWORK_DATA_DIR) return loaded;
  const frameworks = SHIPPED_FRAMEWORK_SLUGS.map((slug) => {
    const file = path.join(dir, `${slug}.json`);
    return parseOrThrow(frameworkSchema, readJson(file), file);
  });
  const mappings = MAPPING_FILES.flatMap((name) => {
    const file = path.join(dir, "mappings", name);
    return parseOrThrow(z.array(frameworkMappingSchema), readJson(file), file);
  });
  const problems = catalogProblems(frameworks, mappings);
  if (problems.length) throw new Error(`The shipped compliance frameworks are not consistent: ${problems.slice(0, 10).join("; ")}`);
  const catalog = { frameworks, mappings };
  if (dir === FRAMEWORK_DATA_DIR) loaded = catalog;
  return catalog;
}

/** The shipped framework with this slug, or undefined. */
export function shippedFramework(slug: string): Framework | undefined {
  return shippedCatalog().frameworks.find((f) => f.slug === slug);
}

/** `GET /api/compliance/frameworks`: each shipped framework's slug, name, version and number of requirements. */
export function shippedFrameworkSummaries(): { slug: string; name: Framework["name"]; version: string; requirementCount: number }[] {
  return shippedCatalog().frameworks.map((f) => ({
    slug: f.slug,
    name: f.name,
    version: f.version,
    requirementCount: frameworkRequirements(f).length,
  }));
}

/** The requirements of other frameworks a requirement is linked to, each with the link's source and note. */
export function mappingsOf(
  requirementId: string,
): { requirementId: string; source: FrameworkMapping["source"]; note?: FrameworkMapping["note"] }[] {
  return shippedCatalog()
    .mappings.filter((m) => m.from === requirementId || m.to === requirementId)
    .map((m) => ({ requirementId: m.from === requirementId ? m.to : m.from, source: m.source, ...(m.note ? { note: m.note } : {}) }));
}

/** Every shipped requirement by id. */
export function shippedRequirement(id: string): (Requirement & { framework: string }) | undefined {
  for (const f of shippedCatalog().frameworks) {
    const r = frameworkRequirements(f).find((x) => x.id === id);
    if (r) return { ...r, framework: f.slug };
  }
  return undefined;
}
