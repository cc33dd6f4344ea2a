import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Invoice } from "../../../contract/billing.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { QueryPager } from "../ui/pager.tsx";
import { formatDay } from "./subscription-state.ts";

const th = "px-4 py-3 font-semibold";
const td = "px-4 py-3";
const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const NEUTRAL = "border-border bg-surface-sunken text-fg";

/** The status of an invoice as its payer reads it: paid, refunded, due, void… */
const statusOf = (i: Invoice) => (i.refunded ? "refunded" : i.status);

/** The entity's invoices, newest first, each with its PDF receipt; paged on ?page. */
export function InvoiceTable({ list }: { list: { data: Invoice[]; page: number; limit: number; total: number } }) {
  const { t } = useTranslation("subscription");
  const locale = useLocale();
  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-4" data-testid="invoices">
      <h2 id="invoices-title" className="text-lg font-semibold">
        {t("invoices.title")}
      </h2>
      {list.total === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{t("invoices.empty")}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-border bg-surface-raised" role="region" aria-labelledby="invoices-title" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className={th}>
                  {t("invoices.number")}
                </th>
                <th scope="col" className={th}>
                  {t("invoices.date")}
                </th>
                <th scope="col" className={th}>
                  {t("invoices.status")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("invoices.total")}
                </th>
                <th scope="col" className={th}>
                  {t("invoices.receipt")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.data.map((inv) => {
                const status = statusOf(inv);
                const number = inv.number ?? inv.id;
                return (
                  <tr key={inv.id} data-testid="invoice-row">
                    <th scope="row" className={`${td} whitespace-nowrap font-mono font-semibold`}>
                      {number}
                    </th>
                    <td className={`${td} whitespace-nowrap text-muted`}>{formatDay(inv.paidAt ?? inv.createdAt, locale)}</td>
                    <td className={td}>
                      <span className={`inline-flex whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${status === "paid" ? GOOD : NEUTRAL}`}>{t(`invoices.statuses.${status}`)}</span>
                    </td>
                    <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums`}>{formatCents(inv.total, inv.currency, locale)}</td>
                    <td className={td}>
                      <a href={inv.receiptUrl} className="inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap font-medium text-primary-text underline" download>
                        <FileDown aria-hidden="true" className="size-4" />
                        {/* the visible word ends the accessible name, so voice control finds the link by it */}
                        <span className="sr-only">{t("invoices.download", { number })} </span>
                        {t("invoices.pdf")}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <QueryPager page={list.page} limit={list.limit} total={list.total} label={t("invoices.pager.label")} ns="subscription" keys="invoices.pager" />
    </section>
  );
}
