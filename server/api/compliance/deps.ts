import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import type { ScanCategory, Grade } from "../../../contract/scanner-results.ts";

/** How many of an entity's active members completed a security-awareness course lately (learning lends it). */
export type SecurityTrainingReader = (scope: EntityScope, since: Date) => Promise<{ members: number; trained: number }>;

/** Each website's latest finished scan and its category grades (the scanners lend it). */
export type LatestScansReader = (
  scope: EntityScope,
) => Promise<
  { scanId: string; websiteId: string; host: string; finishedAt: Date; categories: { key: ScanCategory; grade: Grade | null }[] }[]
>;

/** The latest phishing simulation's figures (phishing lends them), shown beside training completion. */
export type AwarenessReader = (
  scope: EntityScope,
) => Promise<{ campaignName: string; at: string; phishProne: number | null; reportRate: number | null } | null>;

/** What the compliance area's functions work with. */
export interface ComplianceDeps {
  db: Db;
  storage: Storage;
  orgs: Organizations;
  mailer: Mailer;
  tenancy: TenancyService;
  securityTraining: SecurityTrainingReader;
  latestScans: LatestScansReader;
  /** Absent where phishing is not built (some tests): no simulation figures. */
  awareness?: AwarenessReader;
}

/** Who asks: the viewer's active entity on their tenant, and their language. */
export type Caller = {
  scope: EntityScope & { entityId: string };
  userId: string;
  locale: "en" | "pt";
  canManage: boolean;
};
