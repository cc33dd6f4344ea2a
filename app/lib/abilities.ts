import type { Feature, Permission } from "../../contract/constants.ts";

/**
 * What the signed-in person may do in their current entity, as the guards and the API decide it:
 * the permissions of their roles there and the entity's features (the user view the root loads).
 * The UI only mirrors them; the API enforces them.
 */
export type Abilities = {
  can: (permission: Permission) => boolean;
  hasFeature: (feature: Feature) => boolean;
};

type Holder = { permissions: readonly string[]; features: readonly string[] } | null | undefined;

/** §6: training is open with basic-training or training; any other feature must be the entity's own (guard 6's rule). */
export function holdsFeature(features: readonly string[], feature: Feature): boolean {
  if (feature === "training") return features.includes("training") || features.includes("basic-training");
  return features.includes(feature);
}

/** Abilities of a user view (none for a visitor); for loaders, which have the session's user. */
export function abilitiesOf(user: Holder): Abilities {
  return {
    can: (permission) => !!user?.permissions.includes(permission),
    hasFeature: (feature) => !!user && holdsFeature(user.features, feature),
  };
}
