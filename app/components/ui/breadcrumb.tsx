import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { matchEntry } from "../../lib/route-match.ts";
import type { ReactNode } from "react";
import { LocalizedLink } from "./localized-link.tsx";

/** The trail's landmark and its first step, Home; `children` are the further steps (list items). */
export function BreadcrumbTrail({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        <li>
          <LocalizedLink to="/" className="hover:text-fg">
            {t("breadcrumb.home")}
          </LocalizedLink>
        </li>
        {children}
      </ol>
    </nav>
  );
}

/** Home › each ancestor path that is itself a page › this page (named `current` when the page has a name of its own, e.g. a framework's). */
export function Breadcrumb({ path, current }: { path: string; current?: string }) {
  const { t } = useTranslation();
  const segments = path.split("/").filter(Boolean);
  const crumbs = segments
    .map((_, i) => "/" + segments.slice(0, i + 1).join("/"))
    .map((p) => ({ path: p, entry: matchEntry(p)?.entry }))
    .filter((c): c is { path: string; entry: NonNullable<typeof c.entry> } => !!c.entry);
  return (
    <BreadcrumbTrail>
      {crumbs.map((c, i) => (
        <li key={c.path} className="flex items-center gap-1">
          <ChevronRight aria-hidden="true" className="size-4" />
          {i === crumbs.length - 1 ? (
            <span aria-current="page" className="font-medium text-fg">
              {current ?? t(`routes:${c.entry.id}`)}
            </span>
          ) : (
            <LocalizedLink to={c.path} className="hover:text-fg">
              {t(`routes:${c.entry.id}`)}
            </LocalizedLink>
          )}
        </li>
      ))}
    </BreadcrumbTrail>
  );
}
