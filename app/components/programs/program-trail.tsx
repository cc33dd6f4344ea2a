import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../ui/localized-link.tsx";

/**
 * Home › … › this page, for pages whose path has segments that are not pages themselves
 * (/enrollments/program is not one), so the shared breadcrumb would link to nowhere.
 */
export function ProgramTrail({ items, current }: { items: { to: string; label: string }[]; current: string }) {
  const { t } = useTranslation();
  const crumbs = [{ to: "/", label: t("breadcrumb.home") }, ...items];
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {crumbs.map((c) => (
          <li key={c.to} className="flex items-center gap-1">
            {c.to === "/" ? null : <ChevronRight aria-hidden="true" className="size-4" />}
            <LocalizedLink to={c.to} className="hover:text-fg">
              {c.label}
            </LocalizedLink>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <ChevronRight aria-hidden="true" className="size-4" />
          <span aria-current="page" className="font-medium text-fg">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
