import { brandImages } from "../../platform/brand-images.ts";
import type { Config } from "../../platform/config.ts";
import { createDns } from "../../platform/dns.ts";
import { type AddressRule, createOutbound, type Outbound } from "../../platform/outbound.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Area } from "../area.ts";
import { createAlerts } from "./alerts.ts";
import { createIrisSource } from "./assistant-source.ts";
import { createCategories } from "./categories.ts";
import { createLatestGrades } from "./latest-grades.ts";
import { SCAN_QUEUE, type ScannersDeps } from "./deps.ts";
import { publicScanRoutes } from "./public-routes.ts";
import { createPublicScans } from "./public-scans.ts";
import { reportRoutes } from "./report-routes.ts";
import { scannerRoutes } from "./routes.ts";
import { createScanRunner } from "./run-scan.ts";
import { createScans } from "./scans.ts";
import { createSchedule } from "./schedule.ts";
import { createTargets } from "./targets.ts";
import { createVerification } from "./verification.ts";
import { createWebsites } from "./websites.ts";

/** The outbound module with the operator's settings; tests may replace its address rule (one loopback fixture let through). */
function outboundWith(config: Config, rule?: AddressRule): Outbound {
  const base = createOutbound(config);
  return rule ? { request: (url, options = {}) => base.request(url, { rule, ...options }) } : base;
}

/**
 * The security scanners (issue 11; docs/decisions/0031-scan-queue.md): an entity's websites and
 * their ownership, scans queued on pg-boss and run category by category with per-process and
 * per-tenant limits and a per-target interval, an overall grade, scheduled re-scans and alerts
 * by the hourly job, and the marketing site's free public scan.
 */
export function createScannersArea(
  opts: Pick<ScannersDeps, "db" | "config" | "jobs" | "mailer" | "tenancy" | "orgs" | "captcha" | "secret"> & {
    /** Where uploaded brand logos live (the report PDF's logo). */
    storage: Storage;
    outboundRule?: AddressRule;
  },
) {
  const { db, config } = opts;
  const outbound = outboundWith(config, opts.outboundRule);
  const d: ScannersDeps = {
    db,
    config,
    jobs: opts.jobs,
    mailer: opts.mailer,
    tenancy: opts.tenancy,
    orgs: opts.orgs,
    captcha: opts.captcha,
    secret: opts.secret,
    outbound,
    dns: createDns(config.SCANNER_DNS_SERVER ? [config.SCANNER_DNS_SERVER] : config.DNS_SERVERS, config.OUTBOUND_CONNECT_TIMEOUT_MS),
    categories: createCategories(config, outbound, opts.outboundRule),
  };
  const targets = createTargets(db, config.SCANNER_TARGET_INTERVAL);
  const websites = createWebsites(d);
  const verification = createVerification(d, websites);
  const scans = createScans(d, websites, targets);
  const publicScans = createPublicScans(d, targets);
  const runner = createScanRunner(d, createAlerts(d));
  const hourly = createSchedule(d, targets);
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());

  const area: Area = {
    name: "scanners",
    routes: [
      scannerRoutes({ websites, verification, scans }),
      publicScanRoutes(publicScans),
      reportRoutes(scans.read, opts.tenancy, brandImages("public", opts.storage)),
    ],
    jobs: [
      { queue: SCAN_QUEUE, work: runner.work, workers: config.SCANNER_CONCURRENCY },
      { queue: "scanner-hourly", every: "hour", work: async (data) => void (await hourly(clock(data))) },
    ],
    // Iris answers from the checks' guidance and the entity's own sites, scans and findings
    assistantSources: [createIrisSource(db)],
  };
  return {
    area,
    /** The hourly work at `now` (tests drive it): due schedules queued, lost scans recovered, old public scans deleted. */
    hourly,
    /** A scan of an entity with its texts in a language (the report's PDF is made from it); not found outside the entity. */
    readScan: scans.read,
    /** The checks a scan runs, by category. */
    categories: d.categories,
    /** Lent to compliance: each website's latest finished scan and its category grades. */
    latestScans: createLatestGrades(db),
  };
}
export type ScannersArea = ReturnType<typeof createScannersArea>;
