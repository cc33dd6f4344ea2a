import type { Locale } from "../../../contract/constants.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { Viewer } from "../../platform/viewer.ts";
import type { Caller } from "./deps.ts";

/** What billing reads of the request besides who asks: the language, the origin and the tenant's layout. */
export type BillingRequest = { locale: Locale; origin: string; tenant: { isSkill5Layout: boolean; whitelabelSlug: string } };

/** The viewer as billing sees them: their active entity's billing (routes pass `scopeOf(c, "entity")`; none: nothing to show). */
export function callerFrom(scope: EntityScope, viewer: Viewer, request: BillingRequest): Caller {
  return {
    scope,
    userId: viewer.userId,
    email: viewer.user.email,
    name: viewer.user.name,
    locale: request.locale,
    tenant: { isSkill5Layout: request.tenant.isSkill5Layout, whitelabelSlug: request.tenant.whitelabelSlug },
    origin: request.origin,
  };
}
