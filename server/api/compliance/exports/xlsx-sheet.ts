import type ExcelJS from "exceljs";

/** A column: its header, its width in characters, whether long texts wrap, how numbers show ("0%"). */
export type XlsxColumn = { header: string; width: number; wrap?: boolean; numFmt?: string };
/** A cell: text (always a text cell, never a formula), a number, a date (shown YYYY-MM-DD) or nothing. */
export type XlsxCell = string | number | Date | null;

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE5E7EB" } };

/** Excel allows 31 characters and no []:*?/\ in a sheet's name. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Sheet";

/**
 * A sheet of one table under a header block: the title, then label/value lines (company,
 * framework, date, prepared by…), a blank line, the column headers — bold, frozen and with
 * filters — and the rows. Texts go in as text cells whatever they start with ("=…" never becomes
 * a formula); long texts wrap within their column's width. Printed landscape, one page wide.
 */
export function tableSheet(
  book: ExcelJS.Workbook,
  opts: { name: string; title: string; facts: [string, string][]; columns: XlsxColumn[]; rows: XlsxCell[][] },
): ExcelJS.Worksheet {
  const headerRow = headerRowOf(opts.facts.length);
  const sheet = book.addWorksheet(sheetName(opts.name), {
    views: [{ state: "frozen", ySplit: headerRow, xSplit: 1 }],
    pageSetup: {
      orientation: "landscape",
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${headerRow}:${headerRow}`,
    },
  });
  sheet.columns = opts.columns.map((c) => ({ width: c.width }));
  const title = sheet.getRow(1);
  title.getCell(1).value = opts.title;
  title.font = { bold: true, size: 14 };
  opts.facts.forEach(([label, value], i) => {
    const row = sheet.getRow(i + 2);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
  });
  const header = sheet.getRow(headerRow);
  opts.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: "top", wrapText: true };
    cell.border = { bottom: { style: "thin" } };
  });
  opts.rows.forEach((values, r) => {
    const row = sheet.getRow(headerRow + 1 + r);
    values.forEach((v, i) => {
      const cell = row.getCell(i + 1);
      if (v instanceof Date) {
        cell.value = v;
        cell.numFmt = "yyyy-mm-dd";
      } else if (typeof v === "number") {
        cell.value = Number.isFinite(v) ? v : null;
        if (opts.columns[i]?.numFmt) cell.numFmt = opts.columns[i]!.numFmt!;
      } else if (v !== null && v !== "") cell.value = String(v);
      cell.alignment = { vertical: "top", wrapText: !!opts.columns[i]?.wrap };
    });
  });
  sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: opts.columns.length } };
  return sheet;
}

/** The row number of a table sheet's column headers (after its title and facts). */
export const headerRowOf = (facts: number) => facts + 3;
