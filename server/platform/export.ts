import ExcelJS from "exceljs";
import type { Context } from "hono";
import { csvFileName, toCsv, type CsvValue } from "./csv.ts";
import type { AppEnv } from "./env.ts";

/** One table of an export: its title (the sheet's name), a header row and the rows. */
export type ExportTable = { title: string; header: string[]; rows: CsvValue[][] };
export type ExportFile = { body: string | Uint8Array; type: string; name: string };

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A CSV of one or more tables (formula-safe through platform/csv): a single table is the whole
 * file; several follow one another, each after its title line and a blank line.
 */
export function csvOf(tables: ExportTable[]): string {
  if (tables.length === 1) return toCsv(tables[0]!.header, tables[0]!.rows);
  return `\uFEFF${tables.map((t) => toCsv([t.title], [t.header, ...t.rows]).slice(1)).join("\r\n")}`;
}

/** Excel allows 31 characters and no []:*?/\ in a sheet's name. */
const sheetName = (title: string, taken: Set<string>) => {
  const base = title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Sheet";
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 28)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
};

/**
 * An XLSX workbook, one sheet per table. Every text goes in as a string cell (never a formula,
 * whatever it starts with: a name like "=HYPERLINK(…)" stays text when the file is opened);
 * numbers stay numbers. The header row is bold and frozen.
 */
export async function xlsxOf(tables: ExportTable[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = "Skill5";
  const taken = new Set<string>();
  for (const t of tables) {
    const sheet = book.addWorksheet(sheetName(t.title, taken), { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.addRow(t.header).font = { bold: true };
    for (const row of t.rows) {
      const added = sheet.addRow(row.map(() => null));
      row.forEach((v, i) => {
        const cell = added.getCell(i + 1);
        if (typeof v === "number") cell.value = Number.isFinite(v) ? v : null;
        // a plain string is written as a text cell: exceljs makes formulas only of { formula } values
        else if (v !== null && v !== undefined) cell.value = String(v);
      });
    }
    sheet.columns.forEach((col, i) => {
      const longest = Math.max(t.header[i]?.length ?? 0, ...t.rows.slice(0, 500).map((r) => String(r[i] ?? "").length));
      col.width = Math.min(60, Math.max(10, longest + 2));
    });
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The file of a report in the asked format, named from its parts. */
export async function exportFile(format: "csv" | "xlsx", tables: ExportTable[], ...nameParts: string[]): Promise<ExportFile> {
  const csvName = csvFileName(...nameParts);
  if (format === "csv") return { body: csvOf(tables), type: "text/csv; charset=utf-8", name: csvName };
  return { body: await xlsxOf(tables), type: XLSX_TYPE, name: csvName.replace(/\.csv$/, ".xlsx") };
}

/** Said of every report that can be downloaded, in its OpenAPI description. */
export const EXPORT_NOTE =
  "`format=csv` or `format=xlsx` answers the whole report (every page) as a file and needs generate-reports too; text cells never become formulas.";

/** The answers of a report that can also be a file: its JSON, a CSV or an XLSX. */
export const reportContent = <S>(schema: S) => ({
  "application/json": { schema },
  "text/csv": { schema: { type: "string" as const } },
  [XLSX_TYPE]: { schema: { type: "string" as const, format: "binary" } },
});

/** Sends an export as a download (never cached). */
export const sendExport = (c: Context<AppEnv>, file: ExportFile) =>
  c.body(file.body as string, 200, {
    "content-type": file.type,
    "content-disposition": `attachment; filename="${file.name}"`,
    "cache-control": "no-store",
  });
