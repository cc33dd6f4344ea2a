import { Loader2, TicketPercent, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Coupon } from "../../../contract/billing.ts";
import type { Currency } from "../../../contract/plans.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { buttonClass } from "../ui/button.tsx";
import { FieldError, inputClass } from "../ui/form-field.tsx";

/** What a coupon gives, in a line: "20% off the first payment", "R$ 10 off every payment". */
export function useCouponText() {
  const { t } = useTranslation("subscription");
  const locale = useLocale();
  return (coupon: Coupon, currency: Currency) => {
    const c = coupon.coupon;
    const off = c.percentOff
      ? t("coupon.percentOff", { percent: c.percentOff })
      : t("coupon.amountOff", { amount: formatCents(c.amountOff ?? 0, c.currency ?? currency, locale) });
    const when =
      c.duration === "repeating" ? t("coupon.duration.repeating", { count: c.durationInMonths ?? 1 }) : t(`coupon.duration.${c.duration}`);
    return `${off} ${when}`;
  };
}

/**
 * A promotion code, checked with the server before checkout (§5: by its value), so each plan
 * shows its price with the discount; the server's own translated message when it is refused.
 */
export function CouponField({
  coupon,
  currency,
  onChange,
}: {
  coupon: Coupon | null;
  currency: Currency;
  onChange: (c: Coupon | null) => void;
}) {
  const { t } = useTranslation(["subscription", "billing"]);
  const api = useApi();
  const id = useId();
  const text = useCouponText();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const code = value.trim();
    if (!code) return setError(t("coupon.required"));
    setPending(true);
    // checked in the currency chosen: an amount-off code in another is refused here, not at checkout
    const res = await api.post("/payment-gateway/coupon/validate", { body: { promotionCodeValue: code, currency } });
    setPending(false);
    if (!res.ok) return setError(res.error.issues?.[0]?.message || res.error.message || t("coupon.invalid"));
    setError(undefined);
    onChange(res.data);
  }

  if (coupon) {
    // a code taken in one currency, then another currency chosen: it takes nothing off there
    const elsewhere =
      coupon.coupon.amountOff && coupon.coupon.currency && coupon.coupon.currency.toUpperCase() !== currency
        ? coupon.coupon.currency.toUpperCase()
        : null;
    return (
      <div
        className="flex flex-wrap items-center justify-center gap-3 rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm"
        role="status"
        data-testid="coupon-applied"
      >
        <TicketPercent aria-hidden="true" className="size-5 text-accent-text" />
        <span>
          <strong className="font-semibold">{coupon.promotionCode.code}</strong> · {text(coupon, currency)}
        </span>
        {elsewhere ? (
          <span className="w-full text-center font-medium text-red-700 dark:text-red-300">
            {t("billing:errors.couponCurrency", { currency: elsewhere })}
          </span>
        ) : null}
        <button type="button" onClick={() => onChange(null)} className={buttonClass("ghost", "sm")}>
          <X aria-hidden="true" className="size-4" />
          {t("coupon.remove")}
        </button>
      </div>
    );
  }
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={apply} className="mx-auto w-full max-w-md text-left">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("coupon.label")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} mt-0 uppercase`}
        />
        <button type="submit" aria-disabled={pending || undefined} className={buttonClass("outline", "md", "shrink-0")}>
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("coupon.apply")}
        </button>
      </div>
      <FieldError id={errorId} message={error} icon />
    </form>
  );
}
