import type { EntityType, Feature } from "./constants.ts";

/** Features a new entity starts with on the free plan (§6 shield plan). */
export const DEFAULT_FEATURES: Record<EntityType, readonly Feature[]> = {
  individual: ["basic-training", "training", "badges", "certificates", "progress-tracking"],
  company: ["basic-training", "training", "badges", "certificates", "progress-tracking", "team-management", "performance-reports", "import-csv"],
};

/** §6 role templates copied into each entity. */
export const ROLE_TEMPLATES = {
  manager: { name: "Manager", permissions: "all" },
  member: { name: "Member", permissions: ["access", "base-user"] },
  creator: {
    name: "Content creator",
    permissions: ["access", "base-user", "create-course", "edit-created-course", "view-created-course", "create-courses-in-batch"],
  },
} as const;
export type RoleTemplate = keyof typeof ROLE_TEMPLATES;
