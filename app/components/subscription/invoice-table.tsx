import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Invoice } from "../../../contract/billing.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { QueryPager } from "../ui/pager.tsx";
import { Table, type TableColumn } from "../ui/table.tsx";
import { formatDay } from "./subscription-state.ts";

const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const NEUTRAL = "border-border bg-surface-sunken text-fg";

/** The status of an invoice as its payer reads it: paid, refunded, due, void… */
const statusOf = (i: Invoice) => (i.refunded ? "refunded" : i.status);

/** The entity's invoices, newest first, each with its PDF receipt; paged on ?page. */
export function InvoiceTable({ list }: { list: { data: Invoice[]; page: number; limit: number; total: number } }) {
  const { t } = useTranslation("subscription");
  const locale = useLocale();
  const columns: TableColumn<Invoice>[] = [
    {
      id: "number",
      header: t("invoices.number"),
      rowHeader: true,
      className: "whitespace-nowrap font-mono font-semibold",
      cell: (inv) => inv.number ?? inv.id,
    },
    {
      id: "date",
      header: t("invoices.date"),
      className: "whitespace-nowrap text-muted",
      cell: (inv) => formatDay(inv.paidAt ?? inv.createdAt, locale),
    },
    {
      id: "status",
      header: t("invoices.status"),
      cell: (inv) => (
        <span
          className={`inline-flex whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${statusOf(inv) === "paid" ? GOOD : NEUTRAL}`}
        >
          {t(`invoices.statuses.${statusOf(inv)}`)}
        </span>
      ),
    },
    {
      id: "total",
      header: t("invoices.total"),
      headerClassName: "text-right",
      className: "whitespace-nowrap text-right font-semibold tabular-nums",
      cell: (inv) => formatCents(inv.total, inv.currency, locale),
    },
    {
      id: "receipt",
      header: t("invoices.receipt"),
      cell: (inv) => (
        <a
          href={inv.receiptUrl}
          className="inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap font-medium text-primary-text underline"
          download
        >
          <FileDown aria-hidden="true" className="size-4" />
          {/* the visible word ends the accessible name, so voice control finds the link by it */}
          <span className="sr-only">{t("invoices.download", { number: inv.number ?? inv.id })} </span>
          {t("invoices.pdf")}
        </a>
      ),
    },
  ];
  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-4" data-testid="invoices">
      <h2 id="invoices-title" className="text-lg font-semibold">
        {t("invoices.title")}
      </h2>
      <Table
        columns={columns}
        rows={list.data}
        rowKey={(inv) => inv.id}
        rowProps={() => ({ "data-testid": "invoice-row" })}
        region={{ labelledBy: "invoices-title" }}
        empty={t("invoices.empty")}
      />
      <QueryPager
        page={list.page}
        limit={list.limit}
        total={list.total}
        label={t("invoices.pager.label")}
        ns="subscription"
        keys="invoices.pager"
      />
    </section>
  );
}
