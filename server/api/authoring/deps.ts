import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Storage } from "../../platform/storage.ts";
import type { TenantCourses } from "../learning/index.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";

/** The queue a course's render runs on (one job a course version; see render-job.ts). */
export const RENDER_QUEUE = "creator-render";

/** What the content creator is built from (server/areas.ts wires it). */
export interface AuthoringDeps {
  db: Db;
  config: Config;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  tenancy: TenancyService;
  orgs: Organizations;
  /** Where a published draft goes: the tenant's own library course (learning). */
  library: TenantCourses;
}
