import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import { requireUserId } from "./auth.ts";
import { DomainError } from "./domain-error.ts";
import type { EntityScope, TenantScope, UserScope } from "./scope.ts";
import { viewerOf } from "./viewer.ts";

/**
 * The one way a request becomes a scope:
 * - `tenant`: the tenant the request came to (its host);
 * - `user`: the signed-in person on that tenant, from the session (401 without one);
 * - `entity`: the viewer's current entity (401 without a session, 404 for someone with no entity
 *   yet: they have nothing there, the same answer as another entity's id).
 * Only the fields of the kind asked for are returned, so a scope never carries more than its name.
 */
export function scopeOf(c: Context<AppEnv>, kind: "tenant"): TenantScope;
export function scopeOf(c: Context<AppEnv>, kind: "user"): UserScope;
export function scopeOf(c: Context<AppEnv>, kind: "entity"): Promise<EntityScope>;
export function scopeOf(c: Context<AppEnv>, kind: "tenant" | "user" | "entity"): TenantScope | UserScope | Promise<EntityScope> {
  const tenantId = c.get("tenant").id;
  if (kind === "tenant") return { tenantId };
  if (kind === "user") return { tenantId, userId: requireUserId(c) };
  return viewerOf(c).then((v) => {
    if (!v.entityId) throw new DomainError("not_found", "not_found", "errors:notFound");
    return { tenantId: v.tenantId, entityId: v.entityId };
  });
}
