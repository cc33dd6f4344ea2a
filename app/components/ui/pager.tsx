import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClass } from "./button.tsx";

const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-border px-3 text-sm font-semibold";
const ICONS = { prev: <ChevronLeft aria-hidden="true" className="size-4" />, next: <ChevronRight aria-hidden="true" className="size-4" /> };

/**
 * The link to page `n` of a list paged on a query parameter (`page` unless told): the rest of
 * the query stays (search, filters, another list's page), and page 1 is the bare address.
 */
export function usePageLink(param = "page") {
  const { search } = useLocation();
  return (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete(param);
    else params.set(param, String(n));
    const qs = params.toString();
    return { search: qs ? `?${qs}` : "" };
  };
}

/**
 * "1–20 of 60" with previous and next links on a query parameter (`page` unless told), keeping
 * the rest of the query. The texts are `{keys}.previous`, `.next`, `.summary` and `.page` of the
 * namespace `ns`. A list that fits one page has no pager, unless `single` keeps its summary
 * ("rows": while it has rows; "always": even empty); `summary` replaces the "1–20 of 60" text.
 */
export function QueryPager({
  page,
  limit,
  total,
  label,
  ns,
  keys,
  param = "page",
  single,
  summary,
  summaryTestId,
  keepScroll = true,
}: {
  page: number;
  limit: number;
  total: number;
  label: string;
  ns: string;
  keys: string;
  param?: string;
  single?: "rows" | "always";
  summary?: ReactNode;
  summaryTestId?: string;
  /** Stays where the reader is on the page (a list below other content); false scrolls to the top. */
  keepScroll?: boolean;
}) {
  const { t } = useTranslation(ns);
  const to = usePageLink(param);
  const pages = Math.max(1, Math.ceil(total / limit));
  const several = pages > 1 || page > 1;
  if (!several && (!single || (single === "rows" && total === 0))) return null;
  const edge = (n: number, rel: "prev" | "next") => {
    const text = t(rel === "prev" ? `${keys}.previous` : `${keys}.next`);
    return n >= 1 && n <= pages ? (
      <Link
        to={to(n)}
        rel={rel}
        preventScrollReset={keepScroll}
        className={`${item} bg-surface-raised hover:bg-surface-sunken`}
        aria-label={text}
      >
        {ICONS[rel]}
      </Link>
    ) : (
      <span aria-hidden="true" className={`${item} text-muted opacity-60`}>
        {ICONS[rel]}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite" data-testid={summaryTestId}>
        {summary ?? t(`${keys}.summary`, { from: Math.min(total, (page - 1) * limit + 1), to: Math.min(total, page * limit), total })}
      </p>
      {several ? (
        <div className="flex items-center gap-2">
          {edge(page - 1, "prev")}
          <span className="px-1 font-medium">{t(`${keys}.page`, { page, pages })}</span>
          {edge(page + 1, "next")}
        </div>
      ) : null}
    </nav>
  );
}

/**
 * Previous, "page 2 of 5" and next as buttons, for a list paged in the page's own state (a
 * dialog's list, a panel that loads its pages itself); nothing while it fits one page.
 */
export function StatePager({
  page,
  pages,
  onPage,
  texts,
  label,
  className = "",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: { previous: string; next: string; page: string };
  /** Named, it is a navigation landmark of its own; else a plain group beside other controls. */
  label?: string;
  className?: string;
}) {
  if (pages <= 1) return null;
  const body = (
    <>
      <button
        type="button"
        className={buttonClass("outline", "sm", "px-2")}
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, page - 1))}
        aria-label={texts.previous}
      >
        {ICONS.prev}
      </button>
      <span className="px-1 font-medium">{texts.page}</span>
      <button
        type="button"
        className={buttonClass("outline", "sm", "px-2")}
        disabled={page >= pages}
        onClick={() => onPage(Math.min(pages, page + 1))}
        aria-label={texts.next}
      >
        {ICONS.next}
      </button>
    </>
  );
  const classes = `flex items-center gap-2 ${className}`;
  return label ? (
    <nav aria-label={label} className={classes}>
      {body}
    </nav>
  ) : (
    <div className={classes}>{body}</div>
  );
}
