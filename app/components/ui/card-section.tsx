import type { ReactNode } from "react";

/** A section on a card of its own, named by its heading (`${id}-title`). */
export function CardSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-surface-raised p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
