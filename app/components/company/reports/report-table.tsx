import type { ReactNode } from "react";
import { DataTable, type Column } from "../../ui/data-table.tsx";

type Row = { i: number; cells: ReactNode[] };

/** A plain data table of a report: a table where there is room, a card per row on a phone (never a page that scrolls sideways). */
export function ReportTable({
  caption,
  head,
  rows,
  numeric = [],
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  numeric?: number[];
}) {
  const columns: Column<Row>[] = head.map((h, c) =>
    c === 0
      ? { id: "0", header: h, kind: "title", cell: (r) => <span className="font-medium">{r.cells[0]}</span> }
      : { id: String(c), header: h, numeric: numeric.includes(c), cell: (r) => r.cells[c] },
  );
  return <DataTable caption={caption} columns={columns} rows={rows.map((cells, i) => ({ i, cells }))} rowKey={(r) => String(r.i)} />;
}
