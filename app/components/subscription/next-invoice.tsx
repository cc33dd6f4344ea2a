import { useTranslation } from "react-i18next";
import type { BillingOverview } from "../../../contract/billing.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { Table, type TableColumn } from "../ui/table.tsx";
import { formatDay } from "./subscription-state.ts";

type Next = NonNullable<BillingOverview["nextInvoice"]>;

/**
 * The next charge as one total with a line per plan renewing with it (Team, Scanners and
 * Compliance bought together renew together), so the total never hides a plan.
 */
export function NextInvoice({ next }: { next: Next }) {
  const { t } = useTranslation(["subscription", "pricing"]);
  const locale = useLocale();
  const day = formatDay(next.date, locale);
  const columns: TableColumn<Next["lines"][number]>[] = [
    {
      id: "plan",
      header: t("overview.next.plan"),
      rowHeader: true,
      className: "pr-4 text-left font-normal",
      cell: (l) => {
        const otherDay = formatDay(l.date, locale);
        return (
          <>
            <span className="font-medium">{l.key ? t(`pricing:plans.${l.key}.name`) : l.plan}</span>
            {l.quantity > 1 ? <span className="text-muted"> · {t("overview.seatsValue", { count: l.quantity })}</span> : null}
            {otherDay !== day ? <span className="text-muted"> · {otherDay}</span> : null}
          </>
        );
      },
    },
    {
      id: "amount",
      header: t("overview.next.amount"),
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (l) => formatCents(l.amount, next.currency, locale),
    },
  ];
  return (
    <section
      aria-labelledby="next-invoice-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-5 sm:p-6"
      data-testid="next-invoice"
    >
      <h2 id="next-invoice-title" className="text-lg font-semibold">
        {t("overview.next.title", { date: day })}
      </h2>
      <Table
        columns={columns}
        rows={next.lines}
        rowKey={(l) => l.subscriptionId}
        rowProps={() => ({ "data-testid": "next-invoice-line" })}
        caption={t("overview.next.caption", { date: day })}
        region={false}
        head="sr-only"
        classes={{ table: "w-full text-sm", cell: "py-2" }}
        foot={
          <tr className="border-t-2 border-border">
            <th scope="row" className="pt-3 pr-4 text-left font-semibold">
              {t("overview.next.total")}
            </th>
            <td className="whitespace-nowrap pt-3 text-right font-bold tabular-nums" data-testid="next-invoice-total">
              {formatCents(next.amount, next.currency, locale)}
            </td>
          </tr>
        }
      />
      {next.lines.length > 1 ? <p className="text-sm text-muted">{t("overview.next.separate")}</p> : null}
    </section>
  );
}
