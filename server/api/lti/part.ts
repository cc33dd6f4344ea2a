import type { Area } from "../area.ts";
import type { LtiDeps } from "./index.ts";
import type { ToolKeys } from "./keys.ts";
import type { PlatformHttp } from "./platform-http.ts";
import type { Registrations } from "./registrations.ts";

/** What each part of the LTI area (launch, services, dynamic registration) adds to the area. */
export type LtiPart = Pick<Area, "routes" | "jobs" | "siteRoutes" | "crossSiteForms" | "framedPaths" | "onCourseCompleted">;

/** What every part is built from: the area's deps and the pieces the area made once. */
export type LtiContext = {
  deps: LtiDeps;
  keys: ToolKeys;
  registrations: Registrations;
  http: PlatformHttp;
};
