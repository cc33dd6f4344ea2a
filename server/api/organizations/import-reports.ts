import { count, desc } from "drizzle-orm";
import { IMPORT_TARGETS, type ImportTarget } from "../../../contract/import-rules.ts";
import type { Import, ImportList } from "../../../contract/imports.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { memberImports } from "./schema.ts";
import { translate } from "../../platform/i18n.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { readCsv, type ParsedCsv } from "./import-csv.ts";
import { findImport, iso, issueMessage, missingFieldsOf, summaryOf } from "./import-records.ts";
import { mailingPending } from "./invitation-mailing.ts";

/** What the page shows of a company's imports: the list, one import with a page of its errors, and the rows that failed. */
export function createImportReports(db: Db) {
  return {
    async get(entity: EntityScope, id: string, q: { page: number; limit: number }, locale: Locale): Promise<Import> {
      const r = await findImport(db, entity, id);
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
      const r = await findImport(db, entity, id);
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
