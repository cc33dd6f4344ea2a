import type { LucideIcon } from "lucide-react";
import { LocalizedLink } from "./localized-link.tsx";

export type Stat = {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  to?: string;
  /** A short explanation under the value. */ hint?: string;
};

/** Headline numbers: a term and its value each, optionally a link to the page behind it. */
export function StatGrid({ stats, label, testId }: { stats: Stat[]; label: string; testId?: string }) {
  return (
    <section aria-label={label}>
      <dl className={`grid grid-cols-2 gap-3 ${stats.length > 3 ? "lg:grid-cols-4" : "sm:grid-cols-3"}`} data-testid={testId}>
        {stats.map(({ id, label: term, value, hint, icon: Icon, to }) => (
          <div key={id} className="relative flex flex-col gap-1 rounded-xl border border-border bg-surface-raised p-4" data-stat={id}>
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon aria-hidden="true" focusable="false" className="size-4 shrink-0 text-primary-text" />
              {to ? (
                <LocalizedLink
                  to={to}
                  className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-primary"
                >
                  {term}
                </LocalizedLink>
              ) : (
                term
              )}
            </dt>
            <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
            {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
