import type { Context } from "hono";
import type { AppEnv } from "../../platform/env.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Caller } from "./deps.ts";
import { notFound } from "./errors.ts";

/** The signed-in viewer as billing sees them: their active entity's billing (none: nothing to show). */
export async function callerOf(c: Context<AppEnv>): Promise<Caller> {
  const v = await viewerOf(c);
  if (!v.entityId) throw notFound();
  const tenant = c.get("tenant");
  return {
    scope: { tenantId: v.tenantId, entityId: v.entityId },
    userId: v.userId,
    email: v.user.email,
    name: v.user.name,
    locale: c.get("locale"),
    tenant: { isSkill5Layout: tenant.isSkill5Layout, whitelabelSlug: tenant.whitelabelSlug },
    origin: c.get("origin"),
  };
}
