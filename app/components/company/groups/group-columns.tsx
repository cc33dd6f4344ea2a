import type { ReactNode } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { EmailText, type Column } from "../../ui/data-table.tsx";

/** Who the row is: the name (the address when there is none) over the address. */
export function personColumn<T extends { name: string; email: string }>(header: string): Column<T> {
  return {
    id: "name",
    kind: "title",
    header,
    cell: (row) => (
      <>
        <span className="block break-words font-semibold">{row.name || row.email}</span>
        <EmailText email={row.email} className="block text-muted" />
      </>
    ),
  };
}

/** A manager's buttons for the row: the last column, its heading for screen readers only. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode): Column<T> {
  return { id: "actions", kind: "actions", srHeader: true, header, cell };
}

/**
 * What a list shows after one of its rows was removed: the page before when that was the only
 * row of a later page (which is now empty), else the same page read again.
 */
export function useAfterRemoval(list: { data: readonly unknown[]; page: number }, search: string) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return () => {
    if (list.data.length === 1 && list.page > 1)
      void navigate(`?${new URLSearchParams({ ...(search ? { search } : {}), page: String(list.page - 1) })}`);
    else void revalidator.revalidate();
  };
}
