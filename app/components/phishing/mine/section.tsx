import { useId, type ReactNode } from "react";
import { LocalizedLink } from "../../ui/localized-link.tsx";

/** A titled block of a page with a quiet link beside its title (the dashboard's and the reports' look). */
export function LinkedSection({ title, link, children }: { title: string; link: { to: string; label: string }; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold sm:text-xl">
          {title}
        </h2>
        <LocalizedLink to={link.to} className="text-sm font-semibold text-primary-text underline-offset-4 hover:underline">
          {link.label}
        </LocalizedLink>
      </div>
      {children}
    </section>
  );
}
