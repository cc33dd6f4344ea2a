/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads accents right), CRLF
 * line ends, RFC 4180 quoting, and no formulas. A text cell that starts with = + - @, a tab or
 * a carriage return would run as a formula when opened (CSV injection, OWASP): it gets a
 * leading apostrophe, which spreadsheets show as text. Numbers are written as they are.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A file name safe in a Content-Disposition header (ASCII letters, digits, dashes). */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .map((p) =>
      p
        .normalize("NFKD")
        .replace(/[^\w\s-]/g, "")
        .trim()
        .replace(/[\s_]+/g, "-")
        .toLowerCase(),
    )
    .filter(Boolean)
    .join("-");
  return `${base.slice(0, 100) || "export"}.csv`;
}
