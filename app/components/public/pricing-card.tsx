import type { ReactNode } from "react";
import type { PlanView } from "../../../contract/billing.ts";
import type { Currency } from "../../../contract/plans.ts";
import { useLocale } from "../../lib/locale.ts";
import { CheckList } from "./cards.tsx";
import { type Billing, HIGHLIGHTED, formatCents, priceCents, shownCurrency, yearlySaving } from "./pricing-plans.ts";
import { useCatalog } from "./use-catalog.ts";

/** The id of a plan card's title, for the controls that name the plan they act on. */
export const planTitleId = (plan: PlanView) => `plan-${plan.key}-title`;

/**
 * One plan: its neutral name, price for the chosen period and currency, what it includes and
 * its call to action (a link for visitors, the purchase controls for a signed-in manager).
 */
export function PricingCard({ plan, billing, currency, brand, action, badge }: { plan: PlanView; billing: Billing; currency: Currency; brand: string; action: ReactNode; badge?: string }) {
  const { t, list } = useCatalog("pricing");
  const base = `plans.${plan.key}`;
  const titleId = planTitleId(plan);
  const highlighted = plan.key === HIGHLIGHTED;
  const flag = badge ?? (highlighted ? t("popular") : null);
  return (
    <li
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={`relative flex flex-col rounded-2xl border bg-surface-raised p-6 shadow-sm ${highlighted || badge ? "border-primary ring-2 ring-primary" : "border-border"}`}
    >
      {flag ? <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-fg">{flag}</p> : null}
      <h3 id={titleId} className="text-lg font-bold">
        {t(`${base}.name`)}
      </h3>
      <p className="mt-1 min-h-12 text-sm text-muted">{t(`${base}.tagline`, { brand })}</p>
      <PlanPrice plan={plan} billing={billing} currency={currency} />
      <div className="mt-6 flex flex-col gap-3">{action}</div>
      <CheckList items={list<string>(`${base}.features`, { brand })} className="mt-6 text-sm" />
    </li>
  );
}

function PlanPrice({ plan, billing, currency: wanted }: { plan: PlanView; billing: Billing; currency: Currency }) {
  const { t } = useCatalog("pricing");
  const locale = useLocale();
  if (plan.custom || !plan.prices.length) {
    return (
      <div className="mt-5">
        <p className="text-4xl font-extrabold tracking-tight">{plan.custom ? t("price.custom") : formatCents(0, wanted, locale)}</p>
        <p className="mt-1 text-sm text-muted">{t(plan.custom ? "price.quote" : "price.forever")}</p>
      </div>
    );
  }
  const currency = shownCurrency(plan, wanted);
  const unit = plan.perSeat ? "perMember" : "per";
  const amount = formatCents(priceCents(plan, currency, billing) ?? 0, currency, locale);
  const yearly = priceCents(plan, currency, "year");
  const saving = yearlySaving(plan, currency);
  return (
    <div className="mt-5">
      <p>
        <span className="text-4xl font-extrabold tracking-tight" data-testid="plan-price">
          {amount}
        </span>{" "}
        <span className="text-sm text-muted">{t(`price.${unit}.${billing}`)}</span>
      </p>
      {saving ? (
        <p className="mt-2 inline-block rounded-md bg-surface px-2 py-1 text-sm font-medium text-accent-text">
          {billing === "year" ? t("price.yearlySaving", { percent: saving }) : t(`price.orYearly.${unit}`, { amount: formatCents(yearly ?? 0, currency, locale), percent: saving })}
        </p>
      ) : null}
      {currency !== wanted ? <p className="mt-2 text-xs text-muted">{t("currency.onlyUsd")}</p> : null}
    </div>
  );
}
