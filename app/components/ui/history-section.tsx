import type { HTMLAttributes, ReactNode } from "react";
import { DataTable, type Column } from "./data-table.tsx";

/**
 * A titled list of past runs (imports, batches): the heading, then the table (captioned with the
 * title) or a dashed note when there is nothing yet, then its pager. The caller gives the texts in
 * its own namespace.
 */
export function HistorySection<T>({
  id,
  title,
  emptyText,
  pager,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  emptyText: ReactNode;
  pager: ReactNode;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{emptyText}</p>
      ) : (
        <DataTable caption={title} columns={columns} rows={rows} rowKey={rowKey} rowProps={rowProps} />
      )}
      {pager}
    </section>
  );
}
