import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import type { z } from "zod";
import type { reviewItemSchema } from "../../../../contract/phishing.ts";
import { PHISHING_LIMITS, REVIEW_STATUSES, type ReviewStatus } from "../../../../contract/phishing-limits.ts";
import { intlLocale } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { QueryPager } from "../../ui/pager.tsx";

export type ReviewItem = z.infer<typeof reviewItemSchema>;
const DECISIONS = ["safe", "spam", "malicious"] as const satisfies readonly ReviewStatus[];
const BADGE: Record<ReviewStatus, string> = {
  new: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  safe: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  spam: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  malicious: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

/**
 * Real suspicious messages the company's people reported (not simulations): who sent each, its
 * subject, a text excerpt and when it came; managers mark each safe, spam or malicious. A filter
 * by status and pages of the API's size.
 */
export function ReviewQueue({
  items,
  page,
  total,
  status,
  canManage,
}: {
  items: ReviewItem[];
  page: number;
  total: number;
  status: ReviewStatus | null;
  canManage: boolean;
}) {
  const { t } = useTranslation("phishingReporting");
  const id = useId();
  const api = useApi();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const when = (iso: string) => dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  async function decide(item: ReviewItem, next: ReviewStatus) {
    if (busy) return;
    setBusy(item.id);
    const res = await api.put("/phishing/review/{id}", { params: { id: item.id }, body: { status: next } });
    setBusy(null);
    if (res.ok) toast.success(t("review.marked", { subject: item.subject || t("review.noSubject"), status: t(`review.status.${next}`) }));
    else toast.error(res.error.message || t("errors.generic"));
    void revalidator.revalidate();
  }

  const filters: (ReviewStatus | null)[] = [null, ...REVIEW_STATUSES];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="phishing-review">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("review.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("review.intro")}</p>
      </div>
      <nav aria-label={t("review.filterLabel")} className="flex flex-wrap gap-2">
        {filters.map((s) => (
          <Link
            key={s ?? "all"}
            to={s ? `?status=${s}` : "?"}
            preventScrollReset
            aria-current={s === status ? "page" : undefined}
            className={buttonClass(s === status ? "primary" : "outline", "sm")}
          >
            {s ? t(`review.status.${s}`) : t("review.all")}
          </Link>
        ))}
      </nav>
      {items.length ? (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id} className="min-w-0 rounded-xl border border-border p-4" data-testid="phishing-review-item">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="break-words font-semibold">{item.subject || t("review.noSubject")}</h3>
                    <p className="break-all text-sm text-muted">
                      {t("review.from", { from: item.from || t("review.unknownSender") })}
                      {item.reporter && <> · {t("review.reporter", { reporter: item.reporter })}</>}
                    </p>
                    <p className="text-sm text-muted">{t("review.received", { when: when(item.receivedAt) })}</p>
                  </div>
                  <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[item.status]}`}>
                    {t(`review.status.${item.status}`)}
                  </span>
                </div>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold">{t("review.excerpt")}</summary>
                  <p className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-surface-raised p-2 text-sm">
                    {item.excerpt || t("review.noText")}
                  </p>
                </details>
                {canManage && (
                  <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t("review.markLabel", { subject: item.subject })}>
                    {DECISIONS.map((d) => (
                      <button
                        key={d}
                        type="button"
                        className={buttonClass(item.status === d ? "secondary" : "outline", "sm")}
                        aria-pressed={item.status === d}
                        disabled={busy === item.id}
                        onClick={() => void decide(item, d)}
                      >
                        {t(`review.mark.${d}`)}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
          <QueryPager
            page={page}
            limit={PHISHING_LIMITS.pageSize}
            total={total}
            label={t("review.pagination.label")}
            ns="phishingReporting"
            keys="review.pagination"
          />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">
          {t(status ? "review.emptyFiltered" : "review.empty")}
        </p>
      )}
    </section>
  );
}
