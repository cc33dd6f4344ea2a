import { COLLECT_LIMITS } from "../../../contract/analytics-rules.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createCollect } from "./collect.ts";
import { createRetention } from "./retention.ts";
import { analyticsRoutes } from "./routes.ts";
import { trackerSettings } from "./tracker-config.ts";
import { createTrafficReport, type SignUpsByCampaign } from "./traffic-report.ts";
import { createVisitorSalts } from "./visitor-salts.ts";

/**
 * The usage tracker's collect endpoint, the managers' traffic report and the retention sweep
 * (docs/decisions/0026-usage-tracker.md). It lends the page app the tracker's configuration.
 */
export function createAnalyticsArea(opts: {
  db: Db;
  config: Config;
  orgs: Organizations;
  tenancy: TenancyService;
  signUpsByCampaign: SignUpsByCampaign;
}) {
  const { db, config, orgs, tenancy } = opts;
  const settings = trackerSettings(config);
  const salts = createVisitorSalts(db);
  const collect = createCollect(db, salts, settings);
  const trafficReport = createTrafficReport(db, orgs, tenancy, opts.signUpsByCampaign);
  const sweep = createRetention(db, salts);
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());
  const area: Area = {
    name: "analytics",
    routes: [analyticsRoutes({ collect, trafficReport })],
    // old hits and the salts of days that are over go every hour
    jobs: [{ queue: "analytics-retention", every: "hour", work: async (data) => void (await sweep(clock(data))) }],
    // a hit is small: its own ceiling, far below the platform's
    largeBodies: [
      { method: "POST", path: "/collect", maxBytes: COLLECT_LIMITS.bodyBytes, tooLarge: { messageKey: "errors:payloadTooLarge" } },
    ],
  };
  return { analytics: { tracker: settings }, area };
}
export type { TrackerSettings } from "./tracker-config.ts";
