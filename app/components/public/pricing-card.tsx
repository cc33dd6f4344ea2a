import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CheckList } from "./cards.tsx";
import { type Billing, type PlanDef, formatUsd, planHref, usdPrice, yearlySaving } from "./pricing-plans.ts";
import { useCatalog } from "./use-catalog.ts";

/** One plan: name, price for the chosen billing period, features and its call to action. */
export function PricingCard({ plan, billing, brand }: { plan: PlanDef; billing: Billing; brand: string }) {
  const { t, list } = useCatalog("pricing");
  const base = `plans.${plan.key}`;
  const titleId = `plan-${plan.key}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl border bg-surface-raised p-6 shadow-sm ${plan.highlighted ? "border-primary ring-2 ring-primary" : "border-border"}`}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-fg">{t("popular")}</p>
      ) : null}
      <h3 id={titleId} className="text-lg font-bold">
        {t(`${base}.name`)}
      </h3>
      <p className="mt-1 min-h-12 text-sm text-muted">{t(`${base}.tagline`, { brand })}</p>
      <PlanPrice plan={plan} billing={billing} />
      <LocalizedLink
        to={planHref(plan)}
        className={buttonClass(plan.highlighted ? "primary" : "outline", "md", "mt-6 w-full")}
        aria-describedby={titleId}
      >
        {t(`${base}.cta`)}
      </LocalizedLink>
      <CheckList items={list<string>(`${base}.features`, { brand })} className="mt-6 text-sm" />
    </li>
  );
}

function PlanPrice({ plan, billing }: { plan: PlanDef; billing: Billing }) {
  const { t } = useCatalog("pricing");
  if (plan.price === "free" || plan.price === "custom") {
    return (
      <div className="mt-5">
        <p className="text-4xl font-extrabold tracking-tight">{plan.price === "free" ? formatUsd(0) : t("price.custom")}</p>
        <p className="mt-1 text-sm text-muted">{t(plan.price === "free" ? "price.forever" : "price.quote")}</p>
      </div>
    );
  }
  const amount = formatUsd(usdPrice(plan.price, billing));
  const period = t(`price.${plan.perUser ? "perUser" : "per"}.${billing}`);
  const saving = yearlySaving(plan.price);
  return (
    <div className="mt-5">
      <p>
        <span className="text-4xl font-extrabold tracking-tight">{amount}</span> <span className="text-sm text-muted">{period}</span>
      </p>
      <p className="mt-2 inline-block rounded-md bg-surface px-2 py-1 text-sm font-medium text-accent-text">
        {billing === "year"
          ? t("price.yearlySaving", { percent: saving })
          : t(`price.orYearly.${plan.perUser ? "perUser" : "per"}`, { amount: formatUsd(usdPrice(plan.price, "year")), percent: saving })}
      </p>
    </div>
  );
}
