import { SlidersHorizontal } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { buttonClass } from "./button.tsx";

/**
 * A list's search and filters. The search stays in view; on a phone the other filters fold
 * behind a button that says how many are in use (so they do not fill the first screen), and
 * from md up they are always shown. The children are the filters' fields.
 */
export function FilterPanel({
  search,
  actions,
  children,
  label,
  active,
  defaultOpen = false,
  className = "",
}: {
  /** The search field: always shown (a list without one has only the folding filters). */
  search?: ReactNode;
  /** Apply and clear, after the filters. */
  actions?: ReactNode;
  children: ReactNode;
  /** The button's text ("Filters"). */
  label: string;
  /** How many filters are in use (not counting the search). */
  active: number;
  /** Open on a phone too from the start (a filter with an error to show). */
  defaultOpen?: boolean;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className={`flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 ${className}`} data-testid="filter-panel">
      <div className={`flex flex-wrap items-end gap-3 ${search ? "" : "md:hidden"}`}>
        {search ? <div className="min-w-0 flex-1 basis-64">{search}</div> : null}
        <button
          type="button"
          className={buttonClass("outline", "md", "md:hidden")}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {label}
          {active ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-fg">{active}</span> : null}
        </button>
      </div>
      <div id={id} className={`${open ? "flex" : "hidden"} flex-col gap-4 md:flex`} data-testid="filter-fields">
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </div>
  );
}
