import type { EntityType, Feature } from "./constants.ts";
import { FREE_PLAN_FEATURES } from "./plans.ts";
import { roleTemplates, type RoleTemplate, type RoleTemplates } from "./permissions.ts";

/**
 * Features a new entity starts with: exactly the free plan's (§6 shield plan), whatever its
 * type. A new company's team features come from the trial billing starts for it.
 */
export const DEFAULT_FEATURES: Record<EntityType, readonly Feature[]> = {
  individual: FREE_PLAN_FEATURES,
  company: FREE_PLAN_FEATURES,
};

/**
 * §6 role templates copied into each entity, assembled from the areas' grants (the owner gets
 * every permission). The first four are the named roles a company gives its people
 * (ROLE_LADDER, lowest first); "creator" comes with the creator plan.
 */
export const ROLE_TEMPLATES: RoleTemplates = roleTemplates();
export type { RoleTemplate };

/** The named roles of a company's people, lowest first. */
export const COMPANY_ROLES = ["member", "reports-viewer", "manager", "owner"] as const satisfies readonly RoleTemplate[];
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** Roles whose holders see the company section (the §6 manager flag). */
export const MANAGING_ROLES: readonly CompanyRole[] = ["reports-viewer", "manager", "owner"];
