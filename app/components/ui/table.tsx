import type { HTMLAttributes, ReactNode } from "react";

// The app's plain data table: a real <table> (caption, column headers with scope, a header cell
// per row) in a box that scrolls sideways on a phone instead of squeezing its columns, and is
// a named, focusable region so a keyboard can scroll it. DataTable (data-table.tsx) is the
// other kind: a list of records that becomes a card per row on a narrow screen.

export type TableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** What the row is about: its cell is the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Classes of the column's body cells (alignment, width, weight). */
  className?: string;
  /** Classes of the column's header cell. */
  headerClassName?: string;
};

type Parts = { frame: string; table: string; head: string; headRow: string; body: string; row: string; cell: string; headCell: string };

const LOOKS: Record<"box" | "plain", Parts> = {
  // records in a bordered box: small capitals on a sunken band, rows divided by a line
  box: {
    frame: "relative overflow-x-auto rounded-xl border border-border bg-surface-raised",
    table: "w-full text-left text-sm",
    head: "border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted",
    headRow: "",
    body: "divide-y divide-border",
    row: "",
    cell: "px-4 py-3",
    headCell: "font-semibold",
  },
  // a chart's figures (under its "as a table" disclosure): compact, without a box
  plain: {
    frame: "mt-2 overflow-x-auto",
    table: "w-full min-w-max text-left",
    head: "",
    headRow: "border-b border-border",
    body: "",
    row: "border-b border-border last:border-0",
    cell: "py-1 pr-3",
    headCell: "",
  },
};

const cx = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ");

export function Table<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  captionId,
  region = {},
  empty,
  head = "shown",
  foot,
  look = "box",
  classes = {},
  testId,
}: {
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** Read by screen readers only; a table without one is named by its region's heading. */
  caption?: ReactNode;
  captionId?: string;
  /** The scrolling box's name (the id of a heading, or a text); false: no box, the table sits in its card as it is. */
  region?: { labelledBy?: string; label?: string; className?: string } | false;
  /** Shown in place of the table while it has no rows. */
  empty?: ReactNode;
  /** Column headers shown, for screen readers only, or none (a two-column table of labels and values). */
  head?: "shown" | "sr-only" | "none";
  /** The footer's row(s), e.g. a total. */
  foot?: ReactNode;
  look?: keyof typeof LOOKS;
  /** Replaces a part of the look's classes (the table's width, a padding that differs). */
  classes?: Partial<Parts>;
  testId?: string;
}) {
  if (!rows.length && empty !== undefined)
    return <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{empty}</p>;
  const p = { ...LOOKS[look], ...classes };
  const table = (
    <table className={p.table} data-testid={testId}>
      {caption ? (
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
      ) : null}
      {head === "none" ? null : (
        <thead className={head === "sr-only" ? "sr-only" : p.head || undefined}>
          <tr className={p.headRow || undefined}>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={head === "sr-only" ? undefined : cx(p.cell, p.headCell, c.headerClassName) || undefined}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody className={p.body || undefined}>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} className={p.row || undefined} {...rowProps?.(row)}>
            {columns.map((c) =>
              c.rowHeader ? (
                <th key={c.id} scope="row" className={cx(p.cell, c.className)}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.id} className={cx(p.cell, c.className) || undefined}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
  if (region === false) return table;
  return (
    <div className={region.className ?? p.frame} role="region" aria-labelledby={region.labelledBy} aria-label={region.label} tabIndex={0}>
      {table}
    </div>
  );
}
