import * as Dialog from "@radix-ui/react-dialog";
import { ArrowUpDown } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { PlanView, Subscription } from "../../../contract/billing.ts";
import { BILLING_INTERVALS, lookupKey, type BillingInterval, type Currency } from "../../../contract/plans.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents, isPriced, priceCents } from "../public/pricing-plans.ts";
import { buttonClass } from "../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { itemOf, planIdOf } from "./subscription-state.ts";

/**
 * Another plan of the same product, or the other billing interval, prorated by the gateway:
 * a new interval goes through §7 update (item = the new price), a new plan through §7 upgrade.
 */
export function ChangePlanDialog({
  subscription,
  plans,
  email,
}: {
  subscription: Subscription;
  plans: readonly PlanView[];
  email: string;
}) {
  const { t } = useTranslation(["subscription", "pricing"]);
  const api = useApi();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const price = itemOf(subscription)?.price;
  const currency = (price?.currency.toUpperCase() ?? "USD") as Currency;
  const currentPlan = planIdOf(subscription);
  const currentInterval: BillingInterval = price?.recurring.interval ?? "month";
  const product = plans.find((p) => p.id === currentPlan)?.product;
  const options = plans.filter((p) => isPriced(p) && p.product === product && priceCents(p, currency, "month") !== null);
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState(currentPlan);
  const [interval, setBillingInterval] = useState<BillingInterval>(currentInterval);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setError(undefined);
    setPlan(currentPlan);
    setBillingInterval(currentInterval);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    if (plan === currentPlan && interval === currentInterval) return setError(t("changePlan.same"));
    setPending(true);
    const key = lookupKey(plan, interval);
    const res =
      plan === currentPlan
        ? await api.post("/payment-gateway/subscriptions/update", {
            body: { subscriptionId: subscription.id, updateType: "item", item: key, userEmail: email },
          })
        : await api.post("/payment-gateway/subscriptions/upgrade", { body: { subscriptionId: subscription.id, newPlan: key } });
    setPending(false);
    if (!res.ok) {
      setError(res.error.issues?.[0]?.message || res.error.message || t("changePlan.failed"));
      return selectRef.current?.focus();
    }
    setOpen(false);
    void revalidate();
  }

  const label = (p: PlanView) => {
    const cents = priceCents(p, currency, interval) ?? 0;
    return t(`changePlan.option.${p.perSeat ? "perMember" : "per"}.${interval}`, {
      plan: t(`pricing:plans.${p.key}.name`),
      amount: formatCents(cents, currency, locale),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("outline", "sm")}>
        <ArrowUpDown aria-hidden="true" className="size-4" />
        {t("changePlan.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("changePlan.title")}
        description={t("changePlan.description")}
        closeLabel={t("actions.close")}
        closeDisabled={pending}
        initialFocus={selectRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
          <fieldset>
            <legend className="text-sm font-semibold">{t("changePlan.interval")}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {BILLING_INTERVALS.map((i) => (
                <label key={i} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-interval`}
                    value={i}
                    checked={interval === i}
                    onChange={() => setBillingInterval(i)}
                    className="size-4 accent-primary"
                  />
                  {t(`pricing:billing.${i}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField id={`${id}-plan`} label={t("changePlan.plan")} error={error} errorIcon>
            {(a11y) => (
              <select {...a11y} ref={selectRef} value={plan} onChange={(e) => setPlan(e.target.value)} className={inputClass}>
                {options.map((p) => (
                  <option key={p.id} value={p.id}>
                    {label(p)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <p className="text-sm text-muted">{t("changePlan.proration")}</p>
          <DialogFormActions cancelLabel={t("actions.cancel")} submitLabel={t("changePlan.save")} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
