import { redirect } from "react-router";
import { localizePath } from "../../contract/locale.ts";
import type { Guard } from "./types.ts";

/** Guard 11: a redirect stored for this path on this tenant (or platform-wide) wins. */
export const serverRedirect: Guard = async ({ app, path, locale }) => {
  const res = await app.api(`/api/public/redirects/lookup?path=${encodeURIComponent(path)}`);
  if (res.status !== 200) return;
  const { target, status } = (await res.json()) as { target: string; status: number };
  const to = target.startsWith("/") ? localizePath(target, locale) : target;
  return redirect(to, { status: [301, 302, 303, 307, 308].includes(status) ? status : 302 });
};
