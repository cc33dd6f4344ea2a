import { rgb, type RGB } from "pdf-lib";
import { INK, MARGIN, wrap, type Cursor, type Fonts } from "../../../platform/pdf-layout.ts";

/** A column: its header and its share of the page's width (the shares add up to 1). */
export type PdfColumn = { header: string; share: number };
/** A row of cells (each may have its colour), or a section's title across the table. */
export type PdfRow = { cells: string[]; colors?: (RGB | undefined)[] } | { section: string };

const PAD = 3;
const HEADER_FILL = rgb(0.9, 0.91, 0.93);
const SECTION_FILL = rgb(0.96, 0.96, 0.97);
const RULE = rgb(0.8, 0.82, 0.85);

/**
 * Draws a table from the cursor down, over as many pages as it takes: the column headers again
 * at the top of each new page, a section's title kept with its first row, and a row taller than
 * what is left of a page continued on the next one.
 */
export function drawTable(c: Cursor, fonts: Fonts, columns: PdfColumn[], rows: PdfRow[], size = 7.5) {
  const leading = size * 1.3;
  const bottom = MARGIN + 20;
  const widths = columns.map((col) => col.share * c.width);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cellLines = (texts: string[], bold: boolean) =>
    texts.map((text, i) => wrap(text, bold ? fonts.bold : fonts.regular, size, widths[i]! - 2 * PAD));

  const drawLines = (lines: string[][], from: number, count: number, bold: boolean, colors?: (RGB | undefined)[]) => {
    lines.forEach((cell, i) =>
      cell.slice(from, from + count).forEach((line, j) => {
        if (line)
          c.page.drawText(line, {
            x: xs[i]! + PAD,
            y: c.y - PAD - (j + 1) * leading + size * 0.3,
            size,
            font: bold ? fonts.bold : fonts.regular,
            color: colors?.[i] ?? INK,
          });
      }),
    );
  };
  const header = cellLines(
    columns.map((col) => col.header),
    true,
  );
  const headerHeight = Math.max(...header.map((l) => l.length)) * leading + 2 * PAD;
  const drawHeader = () => {
    c.page.drawRectangle({ x: MARGIN, y: c.y - headerHeight, width: c.width, height: headerHeight, color: HEADER_FILL });
    drawLines(header, 0, Infinity, true);
    c.y -= headerHeight;
  };
  const room = () => Math.floor((c.y - bottom - 2 * PAD) / leading);
  const turnPage = () => {
    c.newPage();
    drawHeader();
  };

  if (c.y - headerHeight - 3 * leading < bottom) c.newPage();
  drawHeader();
  for (const row of rows) {
    if ("section" in row) {
      const lines = wrap(row.section, fonts.bold, size, c.width - 2 * PAD);
      const height = lines.length * leading + 2 * PAD;
      // a section's title never ends a page: it stays with its first row
      if (room() < lines.length + 3) turnPage();
      c.page.drawRectangle({ x: MARGIN, y: c.y - height, width: c.width, height, color: SECTION_FILL });
      drawLines([lines], 0, lines.length, true);
      c.y -= height;
      continue;
    }
    const lines = cellLines(row.cells, false);
    const total = Math.max(1, ...lines.map((l) => l.length));
    let done = 0;
    while (done < total) {
      const fits = room();
      // a short row moves to the next page whole; a long one fills this page and continues
      if (fits < 1 || (done === 0 && fits < Math.min(total, 4))) {
        turnPage();
        continue;
      }
      const count = Math.min(fits, total - done);
      drawLines(lines, done, count, false, row.colors);
      c.y -= count * leading + 2 * PAD;
      c.page.drawLine({ start: { x: MARGIN, y: c.y }, end: { x: MARGIN + c.width, y: c.y }, thickness: 0.3, color: RULE });
      done += count;
    }
  }
  c.space(8);
}
