import { useCatalog } from "./use-catalog.ts";
import { type Billing, MAX_YEARLY_SAVING } from "./pricing-plans.ts";

/** Monthly / yearly choice: a native radio group, so arrows, Tab and screen readers work as expected. */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (b: Billing) => void }) {
  const { t } = useCatalog("pricing");
  const options: Billing[] = ["month", "year"];
  return (
    <fieldset className="mx-auto flex w-fit flex-col items-center gap-3">
      <legend className="sr-only">{t("billing.legend")}</legend>
      <div className="inline-flex rounded-full border border-border bg-surface-sunken p-1">
        {options.map((option) => (
          <label key={option} className="relative cursor-pointer">
            <input
              type="radio"
              name="billing"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="block rounded-full px-5 py-2 text-sm font-semibold text-fg transition peer-checked:bg-primary peer-checked:text-primary-fg peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-text">
              {t(`billing.${option}`)}
            </span>
          </label>
        ))}
      </div>
      <p className="text-sm font-medium text-accent-text">{t("billing.saveUpTo", { percent: MAX_YEARLY_SAVING })}</p>
    </fieldset>
  );
}
