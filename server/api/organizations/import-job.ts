import { and, eq, sql } from "drizzle-orm";
import { FINISHED_IMPORT_STATUSES } from "../../../contract/import-rules.ts";
import type { ImportMapping } from "../../../contract/imports.ts";
import type { Db } from "../../db/client.ts";
import { memberImports, type ImportIssue } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import { scoped, userScope, type EntityScope } from "../../platform/scope.ts";
import type { AreaJob, GroupJoinHook } from "../area.ts";
import { people } from "../identity/index.ts";
import { readCsv, resolveColumns, validateRows, type ParsedCsv } from "./import-csv.ts";
import { planImport } from "./import-plan.ts";
import type { Row } from "./import-records.ts";
import { writeImport } from "./import-write.ts";
import { queueMailing } from "./invitation-mailing.ts";
import type { TenantScope } from "../../platform/scope.ts";

export const IMPORT_QUEUE = "member-import";

/** A failure of the whole import (not of a row): a DomainError a function below raised, as an error line. */
const fileIssue = (e: DomainError): ImportIssue => ({
  line: Number(e.vars.line ?? 0),
  column: null,
  code: e.messageKey.replace(/^companyImports:errors\./, ""),
  vars: e.vars,
});

/** The import job: validates a queued import's rows and, unless it is a dry run, writes them in one transaction. */
export function createImportJob(db: Db, jobs: Jobs, groupJoined: GroupJoinHook, logger?: Logger) {
  /** Writes progress where the page can see it while the import's transaction is still open: on PostgreSQL another connection; PGlite has one, so it is written at the steps and the end. */
  const ownConnection = (db as unknown as { $client?: { totalCount?: number } }).$client?.totalCount !== undefined;

  const set = (id: string, values: Partial<typeof memberImports.$inferInsert>, { tenantId }: TenantScope) =>
    db
      .update(memberImports)
      .set(values)
      .where(and(scoped.tenant(memberImports, { tenantId }), eq(memberImports.id, id)));

  /** After a real import is written, its invitations are e-mailed by the mailing job (each once, whatever queues it again). */
  const mailInvitations = (imp: Row) =>
    imp.sendInvitations && !imp.dryRun
      ? queueMailing(jobs, { mailingId: imp.id, tenantId: imp.whitelabelId, entityId: imp.entityId, senderId: imp.createdBy })
      : undefined;

  /** The job: runs an import from the start, whatever an earlier attempt had reached. */
  async function run(id: string) {
    const [imp] = await db.select().from(memberImports).where(eq(memberImports.id, id)).limit(1);
    if (!imp) return;
    if (FINISHED_IMPORT_STATUSES.includes(imp.status)) {
      // a crash after the import was written but before its mailing was queued: queue it now
      if (imp.status === "done") await mailInvitations(imp);
      return;
    }
    const entity: EntityScope = { tenantId: imp.whitelabelId, entityId: imp.entityId };
    const fail = (errors: ImportIssue[], extra: Partial<typeof memberImports.$inferInsert> = {}) =>
      set(id, { status: "failed", errors, finishedAt: new Date(), ...extra }, entity);
    await set(
      id,
      {
        status: "validating",
        startedAt: new Date(),
        finishedAt: null,
        processedRows: 0,
        created: 0,
        updated: 0,
        unchanged: 0,
        failed: 0,
        errors: [],
      },
      entity,
    );
    try {
      let csv: ParsedCsv;
      try {
        csv = readCsv(imp.csv);
      } catch (e) {
        if (e instanceof DomainError) return await fail([fileIssue(e)]);
        throw e;
      }
      const columns = resolveColumns(csv.headers, imp.mapping as ImportMapping);
      if (columns.missing.length) {
        return await fail(
          [
            {
              line: 1,
              column: null,
              code: "missingColumns",
              vars: { fields: columns.missing.join(", "), headers: csv.headers.filter(Boolean).join(", ") },
            },
          ],
          { headers: csv.headers, totalRows: csv.rows.length },
        );
      }
      const { rows, issues } = validateRows(csv, columns);
      // rows with errors are done with; on PGlite (one connection) nothing else is written until the transaction ends
      await set(
        id,
        {
          totalRows: csv.rows.length,
          processedRows: new Set(issues.map((i) => i.line)).size,
          ...(imp.dryRun ? {} : { status: "importing" }),
        },
        entity,
      );
      const importer = imp.createdBy ? await people.find(db, userScope(entity, imp.createdBy)) : undefined;

      const outcome = await db.transaction(async (tx) => {
        // one import of a company at a time: two would both see the same free seats
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-import:${entity.entityId}`}))`);
        const plan = await planImport(tx, entity, imp.createdBy, rows);
        const all = [...issues, ...plan.issues].sort((a, b) => a.line - b.line);
        const counts = {
          created: plan.joins.length + plan.invites.length,
          updated: plan.memberChanges.length + plan.inviteChanges.length,
          unchanged: plan.unchanged,
          failed: new Set(all.map((i) => i.line)).size,
        };
        const { seats } = plan;
        if (seats.limit !== null && seats.used + seats.needed > seats.limit) {
          const left = Math.max(0, seats.limit - seats.used);
          return {
            ok: false as const,
            counts,
            errors: [{ line: 0, column: null, code: "seatLimit", vars: { needed: seats.needed, left, limit: seats.limit } }, ...all],
          };
        }
        if (!imp.dryRun) {
          const base = counts.failed + counts.unchanged;
          await writeImport(tx, entity, plan, {
            importerId: imp.createdBy,
            // the invitations to e-mail carry the import's id until the mailing job sends them
            mailingId: imp.sendInvitations ? imp.id : null,
            groupJoined,
            defaultLanguage: importer?.languageCode ?? "en-US",
            progress: async (done) => {
              if (ownConnection) await set(id, { processedRows: base + done }, entity);
            },
          });
        }
        return { ok: true as const, counts, errors: all };
      });
      if (!outcome.ok) return await fail(outcome.errors, { ...outcome.counts, processedRows: csv.rows.length });
      await set(
        id,
        { status: "done", ...outcome.counts, errors: outcome.errors, processedRows: csv.rows.length, finishedAt: new Date() },
        entity,
      );
      await mailInvitations(imp);
    } catch (err) {
      logger?.error({ err, importId: id }, "member import failed");
      await fail([{ line: 0, column: null, code: "unexpected" }]);
    }
  }

  const job: AreaJob = {
    queue: IMPORT_QUEUE,
    work: async (data) => {
      await run((data as { id: string }).id);
    },
  };

  return { job, run };
}
