import { useState } from "react";
import type { PlanView } from "../../../contract/billing.ts";
import { CURRENCIES, type Currency } from "../../../contract/plans.ts";
import { anyPricedIn, choiceFromSearch, maxYearlySaving, type Billing } from "./pricing-plans.ts";
import { useCatalog } from "./use-catalog.ts";

/** A choice as a row of pills: a native radio group, so arrows, Tab and screen readers work as expected. */
function Pills<V extends string>({ name, legend, options, value, onChange, label }: { name: string; legend: string; options: readonly V[]; value: V; onChange: (v: V) => void; label: (v: V) => string }) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-full border border-border bg-surface-sunken p-1">
        {options.map((option) => (
          <label key={option} className="relative cursor-pointer">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="peer sr-only" />
            <span className="block rounded-full px-5 py-2 text-sm font-semibold text-fg transition peer-checked:bg-primary peer-checked:text-primary-fg peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-text">
              {label(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Monthly / yearly, with the best yearly saving. */
export function BillingToggle({ value, onChange, saving }: { value: Billing; onChange: (b: Billing) => void; saving: number }) {
  const { t } = useCatalog("pricing");
  return (
    <div className="flex flex-col items-center gap-3">
      <Pills name="billing" legend={t("billing.legend")} options={["month", "year"] as const} value={value} onChange={onChange} label={(o) => t(`billing.${o}`)} />
      {saving > 0 ? <p className="text-sm font-medium text-accent-text">{t("billing.saveUpTo", { percent: saving })}</p> : null}
    </div>
  );
}

/** USD / BRL: offered only where some plan has a price in reais. */
export function CurrencySwitch({ value, onChange, currencies }: { value: Currency; onChange: (c: Currency) => void; currencies: readonly Currency[] }) {
  const { t } = useCatalog("pricing");
  if (currencies.length < 2) return null;
  return <Pills name="currency" legend={t("currency.legend")} options={currencies} value={value} onChange={onChange} label={(c) => t(`currency.${c}`)} />;
}

/** Monthly or yearly, and the currency: as the address says at first (?interval=, ?currency=), then as the visitor picks. */
export type PlanChoice = { billing: Billing; currency: Currency; setBilling: (b: Billing) => void; setCurrency: (c: Currency) => void };

export function usePlanChoice(search: URLSearchParams): PlanChoice {
  const initial = choiceFromSearch(search);
  const [billing, setBilling] = useState(initial.interval);
  const [currency, setCurrency] = useState(initial.currency);
  return { billing, currency, setBilling, setCurrency };
}

/** The billing toggle and the currency switch, offering the currencies some plan is priced in. */
export function PlanChoiceControls({ plans, choice }: { plans: readonly PlanView[]; choice: PlanChoice }) {
  return (
    <>
      <BillingToggle value={choice.billing} onChange={choice.setBilling} saving={maxYearlySaving(plans)} />
      <CurrencySwitch value={choice.currency} onChange={choice.setCurrency} currencies={CURRENCIES.filter((c) => anyPricedIn(plans, c))} />
    </>
  );
}
