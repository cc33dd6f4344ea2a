import type { Locale } from "../../../contract/constants.ts";
import { access, can } from "../../platform/access.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { Viewer } from "../../platform/viewer.ts";
import type { Caller } from "./deps.ts";

export const tag = ["Compliance"];
/** Every compliance operation needs the `compliance` feature; reading needs view-compliance, changing manage-compliance. */
export const view = access({ permissions: ["view-compliance"], anyFeature: ["compliance"] });
export const manage = access({ permissions: ["manage-compliance"], anyFeature: ["compliance"] });

/** The viewer in their active entity (routes pass `scopeOf(c, "entity")`), as the compliance area sees them. */
export function callerFrom(scope: EntityScope, viewer: Viewer, locale: Locale): Caller {
  return { scope, userId: viewer.userId, locale, canManage: can(viewer, "manage-compliance") };
}
