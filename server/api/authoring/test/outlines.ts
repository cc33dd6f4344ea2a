import { CSV_COLUMNS } from "../batch-format.ts";

/** One outline as a CSV row: column → cell (columns left out are empty). */
export type Row = Partial<Record<string, string>>;

const quoted = (cell: string, sep: string) =>
  cell.includes('"') || cell.includes(sep) || cell.includes("\n") ? `"${cell.replace(/"/g, '""')}"` : cell;

/** A batch CSV as a spreadsheet writes it: the header row (every column), CRLF line ends. */
export function outlinesCsv(rows: Row[], sep = ","): string {
  const lines = [CSV_COLUMNS.join(sep), ...rows.map((r) => CSV_COLUMNS.map((c) => quoted(r[c] ?? "", sep)).join(sep))];
  return `${lines.join("\r\n")}\r\n`;
}

/** A batch JSON: `{ "courses": [...] }`. */
export const outlinesJson = (courses: unknown[]) => JSON.stringify({ courses });
