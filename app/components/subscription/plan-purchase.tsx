import { Loader2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BillingOverview, Coupon, PlanView, Subscription } from "../../../contract/billing.ts";
import { MAX_SEATS, type BillingInterval, type Currency } from "../../../contract/plans.ts";
import { useLocale } from "../../lib/locale.ts";
import { planTitleId } from "../public/pricing-card.tsx";
import { formatCents, isPriced, priceCents, shownCurrency } from "../public/pricing-plans.ts";
import { buttonClass } from "../ui/button.tsx";
import { FieldError, inputClass } from "../ui/form-field.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { TRIAL_DAYS, couponDiscount, defaultSeats, fewestSeats, isTrial, seatsProblem, trialEligible } from "./subscription-state.ts";
import { UpgradeAccountDialog } from "./upgrade-account-dialog.tsx";
import type { usePurchase } from "./use-purchase.ts";

type Props = {
  plan: PlanView;
  interval: BillingInterval;
  currency: Currency;
  overview: BillingOverview;
  coupon: Coupon | null;
  purchase: ReturnType<typeof usePurchase>;
  /** The live subscription of this plan, if the entity has one. */
  current: Subscription | undefined;
  /** A paid subscription to another plan of the same product: that one is changed, not bought beside. */
  changeFrom: Subscription | undefined;
};

/** A second, quieter action that may wrap on a narrow card. */
const TRIAL =
  "min-h-11 w-full rounded-lg px-3 py-2 text-center text-sm font-semibold text-primary-text underline underline-offset-2 hover:bg-surface-sunken";
const ALERT = "rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300";

/** A plan card's controls on /subscription/pricing: seats, the price after the coupon, buy, or a trial without a card. */
export function PlanPurchase({ plan, interval, currency: wanted, overview, coupon, purchase, current, changeFrom }: Props) {
  const { t } = useTranslation(["subscription", "pricing"]);
  const locale = useLocale();
  const id = useId();
  const titleId = planTitleId(plan);
  const [seats, setSeats] = useState(String(defaultSeats(overview)));
  const [seatsError, setSeatsError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<null | "buy" | "trial">(null);
  const buyRef = useRef<HTMLButtonElement>(null);
  const trialRef = useRef<HTMLButtonElement>(null);
  const errors = purchase.errors[plan.id] ?? {};
  const busy = purchase.pending === plan.id;
  const planName = t(`pricing:plans.${plan.key}.name`);

  if (plan.custom) {
    return (
      <LocalizedLink to="/book-a-demo" className={buttonClass("outline", "md", "w-full")} aria-describedby={titleId}>
        {t(`pricing:plans.${plan.key}.cta`)}
      </LocalizedLink>
    );
  }
  if (!isPriced(plan)) {
    const onFree = !overview.subscriptions.some((s) => ["trialing", "active", "past_due"].includes(s.status));
    return (
      <p className="rounded-lg bg-surface-sunken px-3 py-2.5 text-center text-sm font-semibold">
        {onFree ? t("purchase.currentFree") : t("purchase.alwaysIncluded")}
      </p>
    );
  }
  if (!overview.canManage) return <p className="text-sm text-muted">{t("purchase.askManager")}</p>;
  if ((current && !isTrial(current)) || changeFrom) {
    return (
      <LocalizedLink to="/subscription" className={buttonClass("outline", "md", "w-full")} aria-describedby={titleId}>
        {t(changeFrom ? "purchase.change" : "purchase.manage")}
      </LocalizedLink>
    );
  }

  const currency = shownCurrency(plan, wanted);
  const unit = priceCents(plan, currency, interval) ?? 0;
  const count = plan.perSeat ? Number(seats) : 1;
  const subtotal = Number.isInteger(count) && count > 0 ? unit * count : 0;
  const discount = couponDiscount(subtotal, coupon, currency);
  const canTrial = plan.perSeat && trialEligible(overview);
  const upgrade = overview.entityType === "individual" && plan.perSeat;
  const seatsId = `${id}-seats`;
  const seatsHintId = `${seatsId}-hint`;

  function go(kind: "buy" | "trial", confirmed: boolean) {
    if (kind === "buy" && plan.perSeat) {
      const problem = seatsProblem(seats, overview.seats.used);
      setSeatsError(problem ? t(problem, { max: MAX_SEATS, used: overview.seats.used, quantity: seats.trim() }) : undefined);
      if (problem) return document.getElementById(seatsId)?.focus();
    }
    if (upgrade && !confirmed) return setConfirming(kind);
    if (kind === "trial") void purchase.startTrial(plan, upgrade);
    else void purchase.checkout({ plan, interval, currency, seats: plan.perSeat ? Number(seats) : null, coupon, upgradeAccount: upgrade });
  }

  const seatsMessage = seatsError ?? errors.seats;
  return (
    <>
      {plan.perSeat ? (
        <div>
          <label htmlFor={seatsId} className="block text-sm font-semibold">
            {t("purchase.seats")}
          </label>
          <p id={seatsHintId} className="mt-1 text-xs text-muted">
            {t("purchase.seatsHint", { count: overview.seats.used })}
          </p>
          <input
            id={seatsId}
            type="number"
            inputMode="numeric"
            min={fewestSeats(overview.seats.used)}
            max={MAX_SEATS}
            step={1}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            aria-invalid={seatsMessage ? true : undefined}
            aria-describedby={[seatsHintId, seatsMessage ? `${seatsId}-error` : ""].filter(Boolean).join(" ")}
            className={inputClass}
          />
          <FieldError id={`${seatsId}-error`} message={seatsMessage} icon />
        </div>
      ) : null}
      {plan.perSeat || discount > 0 ? (
        <p className="text-sm" data-testid="purchase-total">
          {discount > 0 ? (
            <>
              <span className="text-muted line-through">{formatCents(subtotal, currency, locale)}</span>{" "}
              <strong className="font-semibold">{formatCents(subtotal - discount, currency, locale)}</strong>{" "}
              {t(`purchase.firstPayment.${interval}`)}
            </>
          ) : (
            <>
              <strong className="font-semibold">{formatCents(subtotal, currency, locale)}</strong> {t(`purchase.total.${interval}`)}
            </>
          )}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className={ALERT}>
          {errors.form}
        </p>
      ) : null}
      <button
        ref={buyRef}
        type="button"
        onClick={() => go("buy", false)}
        aria-disabled={busy || undefined}
        aria-describedby={titleId}
        className={buttonClass(plan.key === "team" ? "primary" : "outline", "md", "w-full")}
      >
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {current ? t("purchase.subscribeNow") : t(`pricing:plans.${plan.key}.cta`)}
      </button>
      {canTrial ? (
        <button
          ref={trialRef}
          type="button"
          onClick={() => go("trial", false)}
          aria-disabled={busy || undefined}
          aria-describedby={titleId}
          className={TRIAL}
        >
          {t("purchase.trial", { days: TRIAL_DAYS })}
        </button>
      ) : null}
      <UpgradeAccountDialog
        open={confirming !== null}
        planName={planName}
        returnFocus={confirming === "trial" ? trialRef : buyRef}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => confirming && go(confirming, true)}
      />
    </>
  );
}
