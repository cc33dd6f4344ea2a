import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-border px-3 text-sm font-semibold";

/**
 * "1–20 of 60" with previous and next links on a query parameter (`page` unless told), keeping
 * the rest of the query (another table's page too). The texts are `{keys}.previous`, `.next`,
 * `.summary` and `.page` of the namespace `ns`.
 */
export function QueryPager({ page, limit, total, label, ns, keys, param = "page" }: { page: number; limit: number; total: number; label: string; ns: string; keys: string; param?: string }) {
  const { t } = useTranslation(ns);
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total <= limit && page === 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete(param);
    else params.set(param, String(n));
    const qs = params.toString();
    return { search: qs ? `?${qs}` : "" };
  };
  const edge = (n: number, rel: "prev" | "next") => {
    const text = t(rel === "prev" ? `${keys}.previous` : `${keys}.next`);
    const icon = rel === "prev" ? <ChevronLeft aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />;
    return n >= 1 && n <= pages ? (
      <Link to={to(n)} rel={rel} preventScrollReset className={`${item} bg-surface-raised hover:bg-surface-sunken`} aria-label={text}>
        {icon}
      </Link>
    ) : (
      <span aria-hidden="true" className={`${item} text-muted opacity-60`}>
        {icon}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted">{t(`${keys}.summary`, { from: Math.min(total, (page - 1) * limit + 1), to: Math.min(total, page * limit), total })}</p>
      <div className="flex items-center gap-2">
        {edge(page - 1, "prev")}
        <span className="px-1 font-medium">{t(`${keys}.page`, { page, pages })}</span>
        {edge(page + 1, "next")}
      </div>
    </nav>
  );
}
