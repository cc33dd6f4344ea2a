import type { AppLoadContext } from "../../../contract/app-context.ts";
import type { User } from "../../../contract/auth.ts";
import type { Locale } from "../../../contract/constants.ts";
import { apiHeaders } from "./auth-api.ts";

export type MeResult = { status: "ok"; user: User } | { status: "signed-out" } | { status: "unavailable" };

/** GET /api/auth/me from a loader: the user, "signed-out" on 401, "unavailable" otherwise. */
export async function loadMe(app: AppLoadContext, locale: Locale): Promise<MeResult> {
  try {
    const { "content-type": _json, ...headers } = apiHeaders(locale);
    const res = await app.api("/api/auth/me", { headers });
    if (res.status === 401) return { status: "signed-out" };
    if (!res.ok) return { status: "unavailable" };
    const user = (await res.json()) as User;
    return user && typeof user.id === "string" ? { status: "ok", user } : { status: "unavailable" };
  } catch {
    return { status: "unavailable" };
  }
}

/** The company a person belongs to or asked to join; else their first entity. */
export function mainEntity(user: Pick<User, "userEntities">) {
  const entities = user.userEntities ?? [];
  return (entities.find((e) => e.entity.type === "company") ?? entities[0])?.entity ?? null;
}
