import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { AddressRule } from "../../platform/outbound.ts";
import type { IdentityDeps } from "../identity/index.ts";
import type { Learning } from "../learning/index.ts";
import type { Organizations } from "../organizations/index.ts";
import type { Area } from "../area.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createToolKeys } from "./keys.ts";
import { ltiPublicRoutes } from "./public-routes.ts";
import { createRegistrations } from "./registrations.ts";
import { ltiRegistrationRoutes } from "./routes.ts";
import { createDynamicPart } from "./dynamic/index.ts";
import { createLaunchPart } from "./launch/index.ts";
import type { LtiContext, LtiPart } from "./part.ts";
import { createPlatformHttp } from "./platform-http.ts";
import { createServicesPart } from "./services/index.ts";

/**
 * The LTI 1.3 tool (issue 28; docs/decisions/0055-lti-registrations-and-keys.md): an entity's
 * platform registrations, the tool's signing keys (rotated hourly once 90 days old) and its
 * values for an LMS; its parts: the launch (launch/), the services a launch opens (services/:
 * grades, rosters, deep linking) and dynamic registration (dynamic/).
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
  const ctx: LtiContext = { deps: opts, keys, registrations, http: createPlatformHttp(opts.config, opts.outboundRule) };
  // the launch (login, id_token, people, framed session), the services (grades, rosters, deep linking), dynamic registration
  const parts = [createLaunchPart(ctx), createServicesPart(ctx), createDynamicPart(ctx)];
  const all = <T>(pick: (p: LtiPart) => T[] | undefined) => parts.flatMap((p) => pick(p) ?? []);
  const completions = parts.flatMap((p) => (p.onCourseCompleted ? [p.onCourseCompleted] : []));
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());
  const area: Area = {
    name: "lti",
    routes: [ltiRegistrationRoutes(registrations), ltiPublicRoutes({ keys, tenancy: opts.tenancy }), ...all((p) => p.routes)],
    jobs: [
      { queue: "lti-keys-hourly", every: "hour", work: async (data) => void (await keys.rotateIfOld(clock(data))) },
      ...all((p) => p.jobs),
    ],
    siteRoutes: all((p) => p.siteRoutes),
    crossSiteForms: all((p) => p.crossSiteForms),
    framedPaths: all((p) => p.framedPaths),
    onCourseCompleted: async (event) => {
      for (const done of completions) await done(event);
    },
  };
  return { area, keys, registrations };
}
