import { and, count, desc, eq, sql } from "drizzle-orm";
import { FINISHED_IMPORT_STATUSES, IMPORT_TARGETS, type ImportTarget } from "../../../contract/import-rules.ts";
import type { Import, ImportList, ImportMapping, ImportSummary } from "../../../contract/imports.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { memberImports, type ImportIssue } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import { scoped, userScope, type EntityScope } from "../../platform/scope.ts";
import type { AreaJob, GroupJoinHook } from "../area.ts";
import { people } from "../identity/index.ts";
import { readCsv, resolveColumns, validateRows, type ParsedCsv } from "./import-csv.ts";
import { planImport } from "./import-plan.ts";
import { writeImport } from "./import-write.ts";
import { mailingPending, queueMailing } from "./invitation-mailing.ts";
import type { TenantScope } from "../../platform/scope.ts";

// CSV imports of a company's people. An upload is checked at once (UTF-8 text that parses as
// CSV, with rows) and queued; the job validates every row, then — unless it is a dry run —
// writes all valid rows in one transaction, so a crash leaves nothing half done and the job
// simply runs again from the start. Importing the same file twice changes nothing. Once it is
// written, the invitations it opened or reopened are e-mailed by the mailing job, unless the
// import was told not to.

export const IMPORT_QUEUE = "member-import";

type Row = typeof memberImports.$inferSelect;
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const theImport = (entity: EntityScope, id: string) => and(scoped.entity(memberImports, entity), eq(memberImports.id, id));
/** A failure of the whole import (not of a row): a DomainError a function below raised, as an error line. */
const fileIssue = (e: DomainError): ImportIssue => ({
  line: Number(e.vars.line ?? 0),
  column: null,
  code: e.messageKey.replace(/^companyImports:errors\./, ""),
  vars: e.vars,
});

export function summaryOf(
  r: Pick<
    Row,
    | "id"
    | "status"
    | "dryRun"
    | "sendInvitations"
    | "fileName"
    | "totalRows"
    | "processedRows"
    | "created"
    | "updated"
    | "unchanged"
    | "failed"
    | "createdAt"
    | "finishedAt"
  >,
): ImportSummary {
  return {
    id: r.id,
    status: r.status,
    dryRun: r.dryRun,
    sendInvitations: r.sendInvitations,
    fileName: r.fileName,
    totalRows: r.totalRows,
    processedRows: r.processedRows,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    failed: r.failed,
    createdAt: r.createdAt.toISOString(),
    finishedAt: iso(r.finishedAt),
  };
}

export const issueMessage = (issue: ImportIssue, locale: Locale) =>
  translate(`companyImports:errors.${issue.code}`, locale, issue.vars ?? {});

/** The fields no column fills (the page asks for a mapping of these). */
export function missingFieldsOf(r: Row): ImportTarget[] {
  if (!r.headers.length) return [];
  return resolveColumns(r.headers, r.mapping as ImportMapping).missing;
}

export function createImports(db: Db, jobs: Jobs, groupJoined: GroupJoinHook = async () => {}, logger?: Logger) {
  /** Writes progress where the page can see it while the import's transaction is still open: on PostgreSQL another connection; PGlite has one, so it is written at the steps and the end. */
  const ownConnection = (db as unknown as { $client?: { totalCount?: number } }).$client?.totalCount !== undefined;

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

  async function find(entity: EntityScope, id: string) {
    const [row] = await db.select().from(memberImports).where(theImport(entity, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

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
      const importer = imp.createdBy ? await people.find(db, userScope(entity.tenantId, imp.createdBy)) : undefined;

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

  return {
    job,
    run,

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
      const from = await find(entity, id);
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

    async get(entity: EntityScope, id: string, q: { page: number; limit: number }, locale: Locale): Promise<Import> {
      const r = await find(entity, id);
      const errors = r.errors
        .slice((q.page - 1) * q.limit, q.page * q.limit)
        .map((i) => ({ line: i.line, column: i.column, code: i.code, message: issueMessage(i, locale) }));
      const mapping = Object.fromEntries(
        Object.entries(r.mapping).filter(([, v]) => (IMPORT_TARGETS as readonly string[]).includes(v)),
      ) as Record<string, ImportTarget>;
      const invitationsPending = r.sendInvitations && !r.dryRun ? await mailingPending(db, entity, r.id) : 0;
      return {
        ...summaryOf(r),
        errors,
        errorCount: r.errors.length,
        page: q.page,
        limit: q.limit,
        startedAt: iso(r.startedAt),
        headers: r.headers,
        missingFields: missingFieldsOf(r),
        mapping,
        invitationsSent: r.invitationsSent,
        invitationsPending,
      };
    },

    async list(entity: EntityScope, q: { page: number; limit: number }): Promise<ImportList> {
      const where = scoped.entity(memberImports, entity);
      const m = memberImports;
      const rows = await db
        .select({
          id: m.id,
          status: m.status,
          dryRun: m.dryRun,
          sendInvitations: m.sendInvitations,
          fileName: m.fileName,
          totalRows: m.totalRows,
          processedRows: m.processedRows,
          created: m.created,
          updated: m.updated,
          unchanged: m.unchanged,
          failed: m.failed,
          createdAt: m.createdAt,
          finishedAt: m.finishedAt,
        })
        .from(memberImports)
        .where(where)
        .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db.select({ n: count() }).from(memberImports).where(where);
      return { data: rows.map(summaryOf), page: q.page, limit: q.limit, total: total!.n };
    },

    /** The rows that failed, as they were in the file, with the reasons in an "error" column. */
    async failedRows(entity: EntityScope, id: string, locale: Locale) {
      const r = await find(entity, id);
      const byLine = new Map<number, string[]>();
      for (const i of r.errors) if (i.line > 1) byLine.set(i.line, [...(byLine.get(i.line) ?? []), issueMessage(i, locale)]);
      let csv: ParsedCsv | null = null;
      try {
        csv = readCsv(r.csv);
      } catch {
        csv = null;
      }
      const rows = (csv?.rows ?? []).filter((row) => byLine.has(row.line));
      const width = Math.max(csv?.headers.length ?? 0, ...rows.map((row) => row.cells.length));
      const header = [
        ...Array.from({ length: width }, (_, i) => csv?.headers[i] ?? ""),
        translate("companyImports:failedRows.errorColumn", locale),
      ];
      return {
        fileName: r.fileName,
        header,
        rows: rows.map((row) => [...Array.from({ length: width }, (_, i) => row.cells[i] ?? ""), byLine.get(row.line)!.join("; ")]),
      };
    },
  };
}
export type Imports = ReturnType<typeof createImports>;
