import type { Context } from "hono";
import type { AppEnv } from "../../platform/env.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Caller } from "./deps.ts";
import { scopeOf } from "../../platform/request-scope.ts";

/** The signed-in viewer as billing sees them: their active entity's billing (none: nothing to show). */
export async function callerOf(c: Context<AppEnv>): Promise<Caller> {
  const scope = await scopeOf(c, "entity");
  const v = await viewerOf(c);
  const tenant = c.get("tenant");
  return {
    scope,
    userId: v.userId,
    email: v.user.email,
    name: v.user.name,
    locale: c.get("locale"),
    tenant: { isSkill5Layout: tenant.isSkill5Layout, whitelabelSlug: tenant.whitelabelSlug },
    origin: c.get("origin"),
  };
}
