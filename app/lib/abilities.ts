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

/** Abilities of a user view (none for a visitor); for loaders, which have the session's user. */
export function abilitiesOf(user: Holder): Abilities {
  return {
    can: (permission) => !!user?.permissions.includes(permission),
    hasFeature: (feature) => !!user?.features.includes(feature),
  };
}
