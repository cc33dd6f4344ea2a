import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageLink } from "../ui/pager.tsx";

/** Page numbers to show: the first, the last, and the current one with its neighbours; gaps between. */
export function pageItems(current: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? (["gap", n] as const) : [n]));
}

const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold";

/** Numbered pages with previous and next, as links that keep the rest of the query (search, filters). */
export function CataloguePagination({ page, total, limit }: { page: number; total: number; limit: number }) {
  const { t } = useTranslation("training");
  const to = usePageLink();
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  const edge = (n: number, label: string, icon: ReactNode, rel: "prev" | "next") => {
    const content =
      rel === "prev" ? (
        <>
          {icon}
          {label}
        </>
      ) : (
        <>
          {label}
          {icon}
        </>
      );
    return n >= 1 && n <= pages ? (
      <Link to={to(n)} rel={rel} className={`${item} border border-border bg-surface-raised hover:bg-surface-sunken`}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${item} border border-border text-muted`}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={t("catalogue.pagination.label")} className="flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(page - 1, t("catalogue.pagination.previous"), <ChevronLeft aria-hidden="true" className="size-4" />, "prev")}</li>
        {pageItems(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                aria-label={t("catalogue.pagination.page", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={`${item} ${n === page ? "bg-primary text-primary-fg" : "border border-border bg-surface-raised hover:bg-surface-sunken"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, t("catalogue.pagination.next"), <ChevronRight aria-hidden="true" className="size-4" />, "next")}</li>
      </ul>
      <p className="text-sm text-muted">{t("catalogue.pagination.status", { page: Math.min(page, pages), pages })}</p>
    </nav>
  );
}
