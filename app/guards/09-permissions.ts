import { abilitiesOf } from "../lib/abilities.ts";
import { redirect } from "../lib/redirect.ts";
import { localizePath } from "../../contract/locale.ts";
import type { Guard } from "./types.ts";

/** Guard 9: every permission in the route meta must be held, else /unauthorized (§5). */
export const permissions: Guard = ({ session, entry, locale }) => {
  const needed = entry?.permissions ?? [];
  if (!needed.length || !session.user) return;
  const { can } = abilitiesOf(session.user);
  if (needed.some((p) => !can(p))) return redirect(localizePath("/unauthorized", locale));
};
