/**
 * Reading an uploaded CSV file as spreadsheets write it (RFC 4180 quoting, `""` for a quote, a
 * quoted cell may hold separators and line breaks, rows of any length), one record at a time, so
 * a caller with a row limit stops there instead of reading the rest of the file.
 *
 * Why not csv-parse: it builds an error object (stack trace and deep copies) for every row whose
 * number of cells differs from the header's, even when told to accept such rows, which is some
 * 25–50 µs a row: a 10 MB upload of blank or one-character lines held the event loop for minutes.
 * This reader does a few string searches per cell, and a blank line costs next to nothing.
 *
 * Lenient by default, as csv-parse was with `relax_quotes`: a quote inside an unquoted cell is
 * text, and text after a closing quote keeps the cell as written (`"a"b` → `"a"b`).
 */
export type CsvRecord = {
  /** The line the record starts on (1-based); a quoted line break counts as a line. */ line: number;
  cells: string[];
};

export class CsvReadError extends Error {
  constructor(
    /**
     * unclosedQuote: a quote opened on `line` is never closed; strayQuote (with `strictQuotes`):
     * a quote inside an unquoted cell, or text after a closing quote; cellTooLong: the record
     * on `line` has a cell over the limit.
     */
    readonly reason: "unclosedQuote" | "strayQuote" | "cellTooLong",
    readonly line: number,
  ) {
    super(`${reason} at line ${line}`);
  }
}

export type CsvReadOptions = {
  /** One character. */
  delimiter: string;
  /** Lines before this one are not read (Excel's `sep=;` line). */
  fromLine?: number;
  /** A longer cell stops the reading with `cellTooLong`. */
  maxCellChars?: number;
  /** A quote anywhere but around a whole cell stops the reading with `strayQuote`. */
  strictQuotes?: boolean;
};

const QUOTE = 34;
const BREAK = 10;

/**
 * The records of `text` (line breaks already `\n`) that hold something: a record whose cells are
 * all empty or spaces (a blank line, Excel's `;;;` row) is skipped, its lines still counted.
 */
export function* csvRecords(
  text: string,
  { delimiter, fromLine = 1, maxCellChars = Infinity, strictQuotes = false }: CsvReadOptions,
): Generator<CsvRecord> {
  const n = text.length;
  const sep = delimiter.charCodeAt(0);
  let pos = 0;
  let line = 1;
  while (line < fromLine && pos < n) {
    const at = text.indexOf("\n", pos);
    pos = at === -1 ? n : at + 1;
    line += 1;
  }
  // the next separator and line break at or after a position, each searched for once as the
  // reading passes them: searching afresh for every cell would scan a file without separators
  // to its end once per line
  let nextSep = -1;
  let nextBreak = -1;
  const breakFrom = (from: number) => {
    if (nextBreak < from) {
      nextBreak = text.indexOf("\n", from);
      if (nextBreak === -1) nextBreak = n;
    }
    return nextBreak;
  };
  const cellEnd = (from: number) => {
    if (nextSep < from) {
      nextSep = text.indexOf(delimiter, from);
      if (nextSep === -1) nextSep = n;
    }
    return Math.min(nextSep, breakFrom(from));
  };

  // a line of nothing but separators and spaces is passed over without building its cells
  const blankLine = new RegExp(`[ \\t${delimiter.replace(/[\]\\^-]/g, "\\$&")}]*\n`, "y");

  while (pos < n) {
    if (text.charCodeAt(pos) === BREAK) {
      pos += 1;
      line += 1;
      continue;
    }
    blankLine.lastIndex = pos;
    if (blankLine.test(text)) {
      pos = blankLine.lastIndex;
      line += 1;
      continue;
    }
    const start = line;
    const cells: string[] = [];
    let blank = true;
    for (;;) {
      let cell: string;
      if (text.charCodeAt(pos) === QUOTE) {
        const opened = line;
        let from = pos + 1;
        cell = "";
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) throw new CsvReadError("unclosedQuote", opened);
          for (let at = breakFrom(from); at < close; at = breakFrom(at + 1)) line += 1;
          if (text.charCodeAt(close + 1) === QUOTE) {
            cell += text.slice(from, close + 1);
            from = close + 2;
            continue;
          }
          cell += text.slice(from, close);
          pos = close + 1;
          break;
        }
        const after = text.charCodeAt(pos);
        if (pos < n && after !== sep && after !== BREAK) {
          if (strictQuotes) throw new CsvReadError("strayQuote", line);
          const end = cellEnd(pos);
          cell = `"${cell}"${text.slice(pos, end)}`;
          pos = end;
        }
      } else {
        const end = cellEnd(pos);
        cell = text.slice(pos, end);
        if (strictQuotes && cell.includes('"')) throw new CsvReadError("strayQuote", line);
        pos = end;
      }
      if (cell.length > maxCellChars) throw new CsvReadError("cellTooLong", start);
      cells.push(cell);
      if (blank && cell.trim() !== "") blank = false;
      if (pos < n && text.charCodeAt(pos) === sep) {
        pos += 1;
        continue;
      }
      break;
    }
    if (pos < n) {
      pos += 1;
      line += 1;
    }
    if (!blank) yield { line: start, cells };
  }
}

/**
 * How a spreadsheet separated a file's cells, read from its first line: Excel's `sep=` line when
 * there is one (`skipFirstLine`: the header is on the next line), else the commoner of `;` and `,`
 * outside quotes (a Portuguese-language Excel writes `;`).
 */
export function csvSeparator(firstLine: string): { delimiter: string; skipFirstLine: boolean } {
  const sep = /^sep=(.)$/i.exec(firstLine.trim());
  if (sep) return { delimiter: sep[1]!, skipFirstLine: true };
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return { delimiter: semicolons > commas ? ";" : ",", skipFirstLine: false };
}
