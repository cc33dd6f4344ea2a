import type { Db } from "../../db/client.ts";
import type { Captcha } from "../../platform/captcha.ts";
import type { Config } from "../../platform/config.ts";
import type { Dns } from "../../platform/dns.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Outbound } from "../../platform/outbound.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import type { CategoryRegistry } from "./categories.ts";

/** What the scanners area's functions work with. */
export interface ScannersDeps {
  db: Db;
  config: Config;
  jobs: Jobs;
  mailer: Mailer;
  tenancy: TenancyService;
  orgs: Organizations;
  captcha: Captcha;
  /** The one outbound module (docs/decisions/0029-safe-outbound-requests.md): verification files and pages, and every check. */
  outbound: Outbound;
  /** DNS look-ups for the ownership TXT record. */
  dns: Dns;
  /** The checks a scan can run, by category (categories.ts). */
  categories: CategoryRegistry;
  /** Signs the tokens that read public scans. */
  secret: string;
}

/** Who asks: the viewer's active entity on their tenant, and their language. */
export type Caller = {
  scope: { tenantId: string; entityId: string };
  userId: string;
  locale: "en" | "pt";
  canManage: boolean;
};

export const SCAN_QUEUE = "scanner-scan";
export type ScanJob = { scanId: string; tenantId: string };
