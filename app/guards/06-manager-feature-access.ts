import { redirect } from "../lib/redirect.ts";
import { holdsFeature } from "../lib/abilities.ts";
import { localizePath } from "../../contract/locale.ts";
import { requiresAuth } from "./requires-auth.ts";
import type { Guard } from "./types.ts";

/** The rule lives with the app's abilities (lib/abilities.ts), which pages ask too. */
export { holdsFeature as hasFeature };

/** Guard 6: a route whose feature the entity lacks is refused (§4). */
export const managerFeatureAccess: Guard = ({ session, entry, path, locale }) => {
  if (!session.user || !entry?.feature || !requiresAuth(entry, path)) return;
  if (!holdsFeature(session.user.features, entry.feature)) return redirect(localizePath("/unauthorized", locale));
};
