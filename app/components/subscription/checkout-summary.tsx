import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CheckoutStatus } from "../../../contract/billing.ts";
import { PLANS } from "../../../contract/plans.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { TEST_CARDS, groupDigits } from "./card-form-values.ts";

/** The TEST MODE banner of the built-in gateway's page: no money moves, and the cards to try. */
export function TestCardsBanner() {
  const { t } = useTranslation("subscription");
  const cards = [
    { number: TEST_CARDS.succeeds, outcome: t("checkout.testCards.succeeds") },
    { number: TEST_CARDS.declined, outcome: t("checkout.testCards.declined") },
    { number: TEST_CARDS.authenticate, outcome: t("checkout.testCards.authenticate") },
  ];
  return (
    <section
      aria-labelledby="test-mode-title"
      className="rounded-2xl border-2 border-amber-700 bg-amber-50 p-5 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      data-testid="test-mode"
    >
      <h2 id="test-mode-title" className="flex items-center gap-2 text-lg font-extrabold uppercase tracking-wide">
        <FlaskConical aria-hidden="true" className="size-5" />
        {t("testMode.badge")}
      </h2>
      <p className="mt-2 text-sm">{t("checkout.testCards.intro")}</p>
      <ul className="mt-3 space-y-1.5 text-sm">
        {cards.map((c) => (
          <li key={c.number} className="flex flex-wrap gap-x-3">
            <span className="font-mono font-semibold">{groupDigits(c.number)}</span>
            <span>{c.outcome}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the first invoice charges: the plan, period, seats, unit price, discount and total, in the session's currency. */
export function OrderSummary({ session }: { session: CheckoutStatus }) {
  const { t } = useTranslation(["subscription", "pricing"]);
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, session.currency, locale);
  const perSeat = PLANS.some((p) => p.key === session.key && p.perSeat);
  const rows: [string, string, string?][] = [
    [t("checkout.summary.plan"), t(`pricing:plans.${session.key}.name`)],
    [t("checkout.summary.interval"), t(`pricing:billing.${session.interval}`)],
    ...(perSeat ? ([[t("checkout.summary.seats"), String(session.quantity)]] as [string, string][]) : []),
    [perSeat ? t("checkout.summary.unitPerSeat") : t("checkout.summary.unit"), money(session.unitAmount)],
    [t("checkout.summary.subtotal"), money(session.subtotal)],
  ];
  if (session.discount > 0)
    rows.push([t("checkout.summary.discount", { code: session.promotionCode ?? "" }), `−${money(session.discount)}`, "discount"]);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6">
      <h2 id="order-summary-title" className="text-lg font-bold">
        {t("checkout.summary.title")}
      </h2>
      <dl className="mt-4 divide-y divide-border text-sm">
        {rows.map(([term, value, testId]) => (
          <div key={term} className="flex items-baseline justify-between gap-4 py-2" data-testid={testId}>
            <dt className="text-muted">{term}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 pt-3" data-testid="order-total">
          <dt className="font-semibold">{t("checkout.summary.total")}</dt>
          <dd className="text-right text-2xl font-extrabold tabular-nums">{money(session.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">{t(`checkout.summary.renews.${session.interval}`)}</p>
    </section>
  );
}
