import { redirectStored } from "../lib/redirect.ts";
import { localizePath } from "../../contract/locale.ts";
import type { Guard } from "./types.ts";

/** Guard 11: a redirect stored for this path on this tenant (or platform-wide) wins. */
export const serverRedirect: Guard = async ({ app, path, locale }) => {
  const hit = await app.redirectFor(path);
  if (!hit) return;
  const { target, status } = hit;
  const to = target.startsWith("/") ? localizePath(target, locale) : target;
  return redirectStored(to, { status: [301, 302, 303, 307, 308].includes(status) ? status : 302 });
};
