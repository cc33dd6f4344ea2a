import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-border px-3 text-sm font-semibold";

/** How many people match, and previous and next links that keep the filters of the query. */
export function MemberPager({ page, limit, total }: { page: number; limit: number; total: number }) {
  const { t } = useTranslation("companyMembers");
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const qs = params.toString();
    return { search: qs ? `?${qs}` : "" };
  };
  const edge = (n: number, rel: "prev" | "next") => {
    const label = t(rel === "prev" ? "pagination.previous" : "pagination.next");
    const icon = rel === "prev" ? <ChevronLeft aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />;
    return n >= 1 && n <= pages ? (
      <Link to={to(n)} rel={rel} className={`${item} bg-surface-raised hover:bg-surface-sunken`} aria-label={label}>
        {icon}
      </Link>
    ) : (
      <span aria-hidden="true" className={`${item} text-muted opacity-60`}>
        {icon}
      </span>
    );
  };
  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite" data-testid="members-total">
        {t("total", { count: total })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          {edge(page - 1, "prev")}
          <span className="px-1 font-medium">{t("pagination.page", { page, pages })}</span>
          {edge(page + 1, "next")}
        </div>
      ) : null}
    </nav>
  );
}
