import type { Db } from "../../db/client.ts";
import type { Area } from "../area.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createToolKeys } from "./keys.ts";
import { ltiPublicRoutes } from "./public-routes.ts";
import { createRegistrations } from "./registrations.ts";
import { ltiRegistrationRoutes } from "./routes.ts";

/**
 * The LTI 1.3 tool (issue 28; docs/decisions/0055-lti-registrations-and-keys.md): an entity's
 * platform registrations, the tool's signing keys (rotated hourly once 90 days old) and its
 * values for an LMS. Launches come later.
 */
export function createLtiArea(opts: { db: Db; secret: string; tenancy: TenancyService }) {
  const keys = createToolKeys(opts.db, opts.secret);
  const registrations = createRegistrations(opts.db);
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());
  const area: Area = {
    name: "lti",
    routes: [ltiRegistrationRoutes(registrations), ltiPublicRoutes({ keys, tenancy: opts.tenancy })],
    jobs: [{ queue: "lti-keys-hourly", every: "hour", work: async (data) => void (await keys.rotateIfOld(clock(data))) }],
  };
  return { area, keys, registrations };
}
