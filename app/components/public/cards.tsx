import { Check, type LucideIcon } from "lucide-react";

export interface CardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of icon cards, each with an <h3> under the section's <h2>. */
export function FeatureGrid({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`mt-12 grid gap-6 ${cols}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-surface-sunken text-primary-text">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps as an ordered list (the order is the content). */
export function StepList({ items, columns = 3 }: { items: CardItem[]; columns?: 3 | 4 }) {
  const cols = columns === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3";
  return (
    <ol className={`mt-12 grid gap-6 ${cols}`}>
      {items.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-fg">
              {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-6 text-primary-text" />
          </div>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A bullet list with check marks. */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-text" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
