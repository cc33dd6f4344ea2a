import type { ImportMapping } from "../../../contract/imports.ts";
import type { Db } from "../../db/client.ts";
import { memberImports } from "./schema.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { readCsv } from "./import-csv.ts";
import { IMPORT_QUEUE } from "./import-job.ts";
import { findImport } from "./import-records.ts";

/** Uploading a file to import, or sending one again: each is stored and queued for the import job. */
export function createImportUploads(db: Db, jobs: Jobs) {
  async function queue(
    entity: EntityScope,
    values: {
      createdBy: string | null;
      fileName: string;
      dryRun: boolean;
      sendInvitations: boolean;
      mapping: ImportMapping;
      csv: string;
      headers: string[];
    },
  ) {
    const [row] = await db
      .insert(memberImports)
      .values({ whitelabelId: entity.tenantId, entityId: entity.entityId, ...values })
      .returning({ id: memberImports.id });
    await jobs.send(IMPORT_QUEUE, { id: row!.id });
    return { id: row!.id };
  }

  return {
    /** Checks an upload (UTF-8 text, CSV, with rows: a 400 naming what is wrong otherwise) and queues it. */
    async create(
      entity: EntityScope,
      createdBy: string | null,
      input: { csv: string; fileName?: string; dryRun: boolean; sendInvitations?: boolean; mapping?: ImportMapping },
    ) {
      const parsed = readCsv(input.csv);
      return queue(entity, {
        createdBy,
        fileName: input.fileName?.trim() || "import.csv",
        dryRun: input.dryRun,
        sendInvitations: input.sendInvitations ?? true,
        mapping: input.mapping ?? {},
        csv: input.csv,
        headers: parsed.headers,
      });
    },

    /** The same file again with a mapping of its columns (after "columns not found"), or as a real run after a dry run; the e-mail choice is kept unless given. */
    async retry(
      entity: EntityScope,
      createdBy: string,
      id: string,
      input: { mapping: ImportMapping; dryRun: boolean; sendInvitations?: boolean },
    ) {
      const from = await findImport(db, entity, id);
      return queue(entity, {
        createdBy,
        fileName: from.fileName,
        dryRun: input.dryRun,
        sendInvitations: input.sendInvitations ?? from.sendInvitations,
        mapping: { ...(from.mapping as ImportMapping), ...input.mapping },
        csv: from.csv,
        headers: from.headers,
      });
    },
  };
}
