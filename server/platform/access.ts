import type { MiddlewareHandler } from "hono";
import type { Feature, Permission } from "../../contract/constants.ts";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./http.ts";
import { bearer, signedIn } from "./openapi.ts";
import { viewerOf, type Viewer } from "./viewer.ts";

/** What a route needs: every permission listed, and at least one of the features listed. */
export type AccessRule = { permissions?: readonly Permission[]; anyFeature?: readonly Feature[] };

/** Whether the viewer holds a permission in their active entity: the one question every check asks. */
export const can = (viewer: Viewer, permission: Permission): boolean => viewer.can(permission);

/**
 * A 403 naming what is missing unless the viewer holds every permission: for the checks that
 * depend on the request (an export of a listing, a format), where the route's rule cannot say it.
 */
export function requirePermission(viewer: Viewer, ...permissions: Permission[]): void {
  const missing = permissions.filter((p) => !can(viewer, p));
  if (missing.length) throw new HttpError(403, "forbidden", "errors:forbidden", { permissions: missing.join(", ") });
}

/** Enforces a route's rule before its input is read: 401, then 403. */
function enforce(rule: AccessRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (rule.permissions?.length || rule.anyFeature?.length) {
      const v = await viewerOf(c);
      requirePermission(v, ...(rule.permissions ?? []));
      if (rule.anyFeature?.length && !rule.anyFeature.some((f) => v.hasFeature(f)))
        throw new HttpError(403, "plan_required", "errors:planRequired");
    }
    await next();
  };
}

/**
 * The one way a route declares who may call it (spread into createRoute): signed in, plus
 * the permissions and features it needs. The rule is enforced here, and published in the
 * OpenAPI document as x-permissions / x-features, so clients and the test sweep read it too.
 */
export function access(rule: AccessRule = {}) {
  return {
    security: bearer,
    middleware: [signedIn, enforce(rule)] as [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>],
    "x-permissions": [...(rule.permissions ?? [])],
    "x-features": [...(rule.anyFeature ?? [])],
  };
}

/** Any signed-in person. */
export const session = access();
