import { and, eq } from "drizzle-orm";
import { type ImportTarget } from "../../../contract/import-rules.ts";
import type { ImportMapping, ImportSummary } from "../../../contract/imports.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { memberImports, type ImportIssue } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { resolveColumns } from "./import-csv.ts";

/** An import's row as the other import files read it: finding one of a company's, and its summary. */

export type Row = typeof memberImports.$inferSelect;
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
export const iso = (d: Date | null) => (d ? d.toISOString() : null);
const theImport = (entity: EntityScope, id: string) => and(scoped.entity(memberImports, entity), eq(memberImports.id, id));

/** The company's import with this id; not found when it has none. */
export async function findImport(db: Db, entity: EntityScope, id: string) {
  const [row] = await db.select().from(memberImports).where(theImport(entity, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

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
