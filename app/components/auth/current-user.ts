import type { User } from "../../../contract/auth.ts";
import type { Api } from "../../lib/api-client.ts";

export type MeResult = { status: "ok"; user: User } | { status: "signed-out" } | { status: "unavailable" };

/** GET /api/auth/me from a loader: the user, "signed-out" on 401, "unavailable" otherwise. */
export async function loadMe(api: Api): Promise<MeResult> {
  const res = await api.get("/auth/me");
  if (res.ok) return { status: "ok", user: res.data };
  return res.status === 401 ? { status: "signed-out" } : { status: "unavailable" };
}

/** The company a person belongs to or asked to join; else their first entity. */
export function mainEntity(user: Pick<User, "userEntities">) {
  const entities = user.userEntities ?? [];
  return (entities.find((e) => e.entity.type === "company") ?? entities[0])?.entity ?? null;
}
