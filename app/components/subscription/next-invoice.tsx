import { useTranslation } from "react-i18next";
import type { BillingOverview } from "../../../contract/billing.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
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
  return (
    <section aria-labelledby="next-invoice-title" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-5 sm:p-6" data-testid="next-invoice">
      <h2 id="next-invoice-title" className="text-lg font-semibold">
        {t("overview.next.title", { date: day })}
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("overview.next.caption", { date: day })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("overview.next.plan")}</th>
            <th scope="col">{t("overview.next.amount")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {next.lines.map((l) => {
            const otherDay = formatDay(l.date, locale);
            return (
              <tr key={l.subscriptionId} data-testid="next-invoice-line">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <span className="font-medium">{l.key ? t(`pricing:plans.${l.key}.name`) : l.plan}</span>
                  {l.quantity > 1 ? <span className="text-muted"> · {t("overview.seatsValue", { count: l.quantity })}</span> : null}
                  {otherDay !== day ? <span className="text-muted"> · {otherDay}</span> : null}
                </th>
                <td className="whitespace-nowrap py-2 text-right tabular-nums">{formatCents(l.amount, next.currency, locale)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border">
            <th scope="row" className="pt-3 pr-4 text-left font-semibold">
              {t("overview.next.total")}
            </th>
            <td className="whitespace-nowrap pt-3 text-right font-bold tabular-nums" data-testid="next-invoice-total">
              {formatCents(next.amount, next.currency, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
      {next.lines.length > 1 ? <p className="text-sm text-muted">{t("overview.next.separate")}</p> : null}
    </section>
  );
}
