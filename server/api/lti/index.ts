import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { AddressRule } from "../../platform/outbound.ts";
import type { IdentityDeps } from "../identity/deps.ts";
import type { Learning } from "../learning/routes.ts";
import type { Organizations } from "../organizations/index.ts";
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
export type LtiDeps = {
  db: Db;
  config: Config;
  secret: string;
  tenancy: TenancyService;
  jobs: Jobs;
  /** Sessions for launched people (identity's). */
  identity: IdentityDeps;
  orgs: Organizations;
  learning: Learning;
  /** Tests only: the address rule of requests to a platform (the loopback emulator let through). */
  outboundRule?: AddressRule;
};

export function createLtiArea(opts: LtiDeps) {
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
