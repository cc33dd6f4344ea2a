import { Fragment, type HTMLAttributes, type ReactNode } from "react";

/**
 * The widths (of the list itself, not the window: a side menu takes its share) from which a
 * column gets a column of its own. Below it the column's value folds under the row's title;
 * in the narrowest lists every row is a card. Literal class names: Tailwind reads them here.
 */
const FROM = {
  "3xl": { cell: "@2xl:hidden @3xl:table-cell", fold: "@2xl:block @3xl:hidden" },
  "4xl": { cell: "@2xl:hidden @4xl:table-cell", fold: "@2xl:block @4xl:hidden" },
  "5xl": { cell: "@2xl:hidden @5xl:table-cell", fold: "@2xl:block @5xl:hidden" },
  "6xl": { cell: "@2xl:hidden @6xl:table-cell", fold: "@2xl:block @6xl:hidden" },
} as const;
export type ColumnFrom = keyof typeof FROM;

export type Column<T> = {
  id: string;
  /** The heading; also the label of the value on a card. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /**
   * - `title`: what the row is about (the row's header cell; heads the card)
   * - `select`: a checkbox, before the title
   * - `aside`: short and telling (a status), right under the title on a card
   * - `actions`: the row's buttons, always on screen: the last column, or the foot of the card
   * - `field` (default): a value, labelled on a card
   */
  kind?: "title" | "select" | "aside" | "actions" | "field";
  /** A field's own column only from this list width (below it, folded under the title). */
  from?: ColumnFrom;
  numeric?: boolean;
  /** The heading only for screen readers (a checkbox or actions column). */
  srHeader?: boolean;
  /** A field with nothing to say for this row: left off its card and out of the folded lines (the table keeps its cell). */
  isEmpty?: (row: T) => boolean;
  className?: string;
};

/** On a card, an action's text shows; between the card and a roomy table the button keeps its icon and its accessible name only. */
export const ACTION_LABEL = "@2xl:sr-only @4xl:not-sr-only";

/**
 * Where each kind of cell sits on a card: a grid of [checkbox] title, then full-width rows (the
 * aside, the fields, the actions). A row without a checkbox gives its title the whole first line.
 */
function placeOf(kind: NonNullable<Column<unknown>["kind"]>) {
  switch (kind) {
    case "select":
      return "col-start-1 row-start-1 @max-2xl:empty:hidden @2xl:w-10 @2xl:pr-0";
    case "title":
      return "col-start-2 row-start-1 min-w-0 @max-2xl:[td:empty+&]:col-span-full @max-2xl:[td:empty+&]:col-start-1 @max-2xl:first:col-span-full @max-2xl:first:col-start-1";
    case "actions":
      return "col-span-full pt-2 @2xl:w-px @2xl:whitespace-nowrap @2xl:px-2 @2xl:py-2 @2xl:text-right";
    default:
      return "col-span-full min-w-0";
  }
}

/**
 * A list of records laid out for the room it has: a table when it is wide (columns a narrower
 * list cannot hold fold under the row's title, the actions never leave the screen), a card per
 * row when it is narrow, as on a phone. One markup for both, switched by container queries, so
 * the server's HTML is right before any script runs; explicit ARIA roles keep it a table for
 * assistive technology whatever its display.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  testId,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  testId?: string;
}) {
  const folded = columns.filter((c) => c.from && (c.kind ?? "field") === "field");
  // a column with a width of its own is a table cell from there; the others from the table's first width
  const display = (c: Column<T>) => (c.from ? FROM[c.from].cell : "@2xl:table-cell");
  return (
    <div className="@container">
      <div className="rounded-xl border border-border bg-surface-raised">
        <table role="table" className="block w-full text-left text-sm @2xl:table" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- a block-displayed table loses its implicit roles; they are restated on purpose (see above) */}
          <thead
            role="rowgroup"
            className="sr-only border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted @2xl:not-sr-only @2xl:table-header-group"
          >
            <tr role="row">
              {columns.map((c) => (
                <th
                  key={c.id}
                  role="columnheader"
                  scope="col"
                  className={`px-4 py-3 font-semibold ${display(c)} ${c.kind === "select" ? "w-10 pr-0" : ""} ${c.numeric || c.kind === "actions" ? "text-right" : ""}`}
                >
                  {c.srHeader ? <span className="sr-only">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- a block-displayed table loses its implicit roles; they are restated on purpose (see above) */}
          <tbody role="rowgroup" className="block divide-y divide-border @2xl:table-row-group">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5 px-4 py-4 @2xl:table-row @2xl:p-0"
                {...rowProps?.(row)}
              >
                {columns.map((c) => {
                  const kind = c.kind ?? "field";
                  const empty = c.isEmpty?.(row) ?? false;
                  const classes = `min-w-0 @2xl:px-4 @2xl:py-3 @2xl:align-top ${empty ? "hidden" : ""} ${display(c)} ${placeOf(kind)} ${c.numeric ? "tabular-nums @2xl:text-right" : ""} ${c.className ?? ""}`;
                  if (kind === "title") {
                    return (
                      <th key={c.id} role="rowheader" scope="row" className={`${classes} font-normal`}>
                        {c.cell(row)}
                        {folded.map((f) =>
                          f.isEmpty?.(row) ? null : (
                            <span key={f.id} className={`mt-1 hidden text-xs text-muted ${FROM[f.from!].fold}`}>
                              <span className="font-semibold">{f.header}: </span>
                              {f.cell(row)}
                            </span>
                          ),
                        )}
                      </th>
                    );
                  }
                  return (
                    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a block-displayed table loses its implicit roles; they are restated on purpose (see above)
                    <td key={c.id} role="cell" className={classes}>
                      {kind === "field" ? (
                        <>
                          {/* the card's label; a table names the value by its heading */}
                          <span aria-hidden="true" className="mr-1.5 font-semibold text-muted @2xl:hidden">
                            {c.header}:
                          </span>
                          {c.cell(row)}
                        </>
                      ) : (
                        c.cell(row)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * An e-mail address that wraps where a reader expects it to (before the @ and the dots), never
 * inside a part — not at a hyphen either: each part is one unbreakable box, which wraps inside
 * only when it alone is wider than the line (rather than overflow it).
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={className} data-email-text="">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i ? <wbr /> : null}
          <span className="inline-block max-w-full break-words">{p}</span>
        </Fragment>
      ))}
    </span>
  );
}
