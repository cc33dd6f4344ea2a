import { ROLE_TEMPLATE_NAMES, type Area, type GrantedRole, type RoleTemplate } from "./area.ts";
import { AREAS } from "./areas/index.ts";

// The one permission registry (docs/decisions/0050-area-manifests.md): every permission and
// feature is owned by one area (contract/areas/) and the unions below are assembled from their
// declarations. contract/constants.ts re-exports the lists under their old names.

type Declared = (typeof AREAS)[number];
/** §6 permissions, each owned by one area. */
export type Permission = Declared["permissions"][number];
/** §3 feature flags, each owned by one area. */
export type Feature = Declared["features"][number];

/** §6 permission values in the spec's order: lists of a role's permissions keep it. */
const SPEC_PERMISSIONS = [
  "access",
  "base-user",
  "edit-created-course",
  "create-course",
  "view-created-course",
  "create-courses-in-batch",
  "manage-users",
  "view-users",
  "view-billing",
  "manage-billing",
  "manage-whitelabel",
  "view-whitelabel",
  "view-reports",
  "generate-reports",
  "manage-lti",
  "view-scanners",
  "manage-scanners",
  "view-compliance",
  "manage-compliance",
] as const satisfies readonly Permission[];

/** §3 feature flags in the spec's order (the pricing page compares plans in it). */
const SPEC_FEATURES = [
  "scanners",
  "compliance",
  "basic-training",
  "training",
  "badges",
  "certificates",
  "progress-tracking",
  "team-management",
  "extra-members",
  "performance-reports",
  "import-csv",
  "department-assignment",
  "custom-programs",
  "create-courses",
] as const satisfies readonly Feature[];

/** The spec's slugs first, in its order, then those areas added, in the areas' order. */
function assemble<T extends string>(spec: readonly T[], owned: readonly (readonly string[])[]): readonly T[] {
  const extra = owned.flat().filter((s) => !(spec as readonly string[]).includes(s)) as T[];
  return [...spec, ...new Set(extra)];
}

/** Every permission (z.enum-ready: never empty). */
export const PERMISSIONS = assemble<Permission>(
  SPEC_PERMISSIONS,
  AREAS.map((a) => a.permissions),
) as readonly [Permission, ...Permission[]];
/** Every feature flag (z.enum-ready: never empty). */
export const FEATURES = assemble<Feature>(
  SPEC_FEATURES,
  AREAS.map((a) => a.features),
) as readonly [Feature, ...Feature[]];

/**
 * One role's permissions from every area's grant: each area's grant keeps the order the area
 * declares, and the areas' grants are interleaved by the registry's order (a k-way merge), so a
 * role whose grants follow the spec lists them in the spec's order.
 */
function granted(areas: readonly Area[], role: GrantedRole, order: readonly string[]): Permission[] {
  const lists = areas.map((a) => [...(a.grants[role] ?? [])]).filter((l) => l.length > 0);
  const rank = (p: string) => order.indexOf(p);
  const out: string[] = [];
  while (lists.some((l) => l.length > 0)) {
    const next = lists.filter((l) => l.length > 0).reduce((best, l) => (rank(l[0]!) < rank(best[0]!) ? l : best));
    out.push(next.shift()!);
  }
  return out as Permission[];
}

export type RoleTemplates = { owner: { name: string; permissions: "all" } } & Record<
  GrantedRole,
  { name: string; permissions: readonly Permission[] }
>;

/** The §6 role templates, assembled from the areas' grants. */
export function roleTemplates(areas: readonly Area[] = AREAS, order: readonly string[] = PERMISSIONS): RoleTemplates {
  const roles = Object.keys(ROLE_TEMPLATE_NAMES).filter((r): r is GrantedRole => r !== "owner");
  return {
    owner: { name: ROLE_TEMPLATE_NAMES.owner, permissions: "all" },
    ...Object.fromEntries(roles.map((r) => [r, { name: ROLE_TEMPLATE_NAMES[r], permissions: granted(areas, r, order) }])),
  } as RoleTemplates;
}
export type { RoleTemplate };

/**
 * What is wrong with a list of areas: a slug owned by no area or by two, a grant of a
 * permission the registry does not know or that its area does not own. Empty when sound.
 */
export function registryProblems(
  areas: readonly Area[],
  known: { permissions: readonly string[]; features: readonly string[] } = { permissions: PERMISSIONS, features: FEATURES },
): string[] {
  const problems: string[] = [];
  for (const kind of ["permissions", "features"] as const) {
    const owners = new Map<string, string[]>();
    for (const a of areas) for (const s of a[kind]) owners.set(s, [...(owners.get(s) ?? []), a.name]);
    for (const s of known[kind]) if (!owners.has(s)) problems.push(`${kind}: "${s}" is owned by no area`);
    for (const [s, by] of owners) {
      if (by.length > 1) problems.push(`${kind}: "${s}" is owned by ${by.join(" and ")}`);
      if (!known[kind].includes(s)) problems.push(`${kind}: "${s}" of ${by[0]} is not in the registry`);
    }
  }
  for (const a of areas) {
    for (const [role, list] of Object.entries(a.grants)) {
      if (!(role in ROLE_TEMPLATE_NAMES) || role === "owner") problems.push(`${a.name} grants to an unknown role template "${role}"`);
      for (const p of list ?? []) {
        if (!known.permissions.includes(p)) problems.push(`the role template "${role}" names an unknown permission "${p}" (${a.name})`);
        else if (!a.permissions.includes(p)) problems.push(`${a.name} grants "${p}" to "${role}" but does not own it`);
      }
    }
  }
  return problems;
}
