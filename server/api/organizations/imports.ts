import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import type { GroupJoinHook } from "../area.ts";
import { createImportJob } from "./import-job.ts";
import { createImportReports } from "./import-reports.ts";
import { createImportUploads } from "./import-uploads.ts";

export { IMPORT_QUEUE } from "./import-job.ts";
export { issueMessage, missingFieldsOf, summaryOf } from "./import-records.ts";

// CSV imports of a company's people. An upload is checked at once (UTF-8 text that parses as
// CSV, with rows) and queued; the job validates every row, then — unless it is a dry run —
// writes all valid rows in one transaction, so a crash leaves nothing half done and the job
// simply runs again from the start. Importing the same file twice changes nothing. Once it is
// written, the invitations it opened or reopened are e-mailed by the mailing job, unless the
// import was told not to.
export function createImports(db: Db, jobs: Jobs, groupJoined: GroupJoinHook = async () => {}, logger?: Logger) {
  return { ...createImportJob(db, jobs, groupJoined, logger), ...createImportUploads(db, jobs), ...createImportReports(db) };
}
export type Imports = ReturnType<typeof createImports>;
