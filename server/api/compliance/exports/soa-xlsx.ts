import ExcelJS from "exceljs";
import type { ExportData } from "./export-data.ts";
import { reportFacts } from "./report-facts.ts";
import { soaRows, soaSummary, statementCells } from "./soa-rows.ts";
import { tableSheet } from "./xlsx-sheet.ts";
import type { Words } from "./words.ts";

/**
 * The Statement of Applicability of ISO/IEC 27001 as a workbook: the header block (company,
 * framework version, date, who prepared it, the counts), then every Annex A control with our
 * short title, whether it applies and why, its implementation status, owner, evidence with its
 * validity and its last change — frozen headers, filters, widths fitted to the texts.
 */
export async function soaXlsx(data: ExportData, t: Words, now: Date): Promise<Uint8Array> {
  const rows = soaRows(data, t);
  const book = new ExcelJS.Workbook();
  book.creator = data.preparedBy;
  book.company = data.company;
  book.title = t("soa.title");
  book.created = now;
  tableSheet(book, {
    name: t("soa.sheet"),
    title: `${t("soa.title")} · ${data.framework.name[data.locale]}`,
    facts: [...reportFacts(data, t, now), [t("file.summary"), soaSummary(rows, t)]],
    columns: [
      { header: t("soa.columns.control"), width: 10 },
      { header: t("soa.columns.theme"), width: 22, wrap: true },
      { header: t("soa.columns.title"), width: 38, wrap: true },
      { header: t("soa.columns.applicable"), width: 12 },
      { header: t("soa.columns.justification"), width: 50, wrap: true },
      { header: t("soa.columns.status"), width: 24, wrap: true },
      { header: t("soa.columns.owner"), width: 20, wrap: true },
      { header: t("soa.columns.evidence"), width: 50, wrap: true },
      { header: t("soa.columns.lastChange"), width: 13 },
      { header: t("soa.columns.changedBy"), width: 20, wrap: true },
    ],
    rows: rows.map((r) => [r.code, r.theme, r.title, ...statementCells(r, t), r.lastChange, r.changedBy]),
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}
