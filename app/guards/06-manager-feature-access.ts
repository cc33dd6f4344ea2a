import { redirect } from "../lib/redirect.ts";
import type { Feature } from "../../contract/constants.ts";
import { localizePath } from "../../contract/locale.ts";
import { requiresAuth } from "./requires-auth.ts";
import type { Guard } from "./types.ts";

/** §6: training is open with basic-training or training; any other feature must be the entity's own. */
export function hasFeature(features: readonly string[], feature: Feature) {
  if (feature === "training") return features.includes("training") || features.includes("basic-training");
  return features.includes(feature);
}

/** Guard 6: a route whose feature the entity lacks is refused (§4). */
export const managerFeatureAccess: Guard = ({ session, entry, path, locale }) => {
  if (!session.user || !entry?.feature || !requiresAuth(entry, path)) return;
  if (!hasFeature(session.user.features, entry.feature)) return redirect(localizePath("/unauthorized", locale));
};
