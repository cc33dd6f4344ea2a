import { Loader2, RotateCcw, Sparkles, XCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { BillingOverview, PlanView, Subscription } from "../../../contract/billing.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { formatCents } from "../public/pricing-plans.ts";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { ChangePlanDialog } from "./change-plan-dialog.tsx";
import { PlanStatus } from "./plan-status.tsx";
import { SeatsDialog } from "./seats-dialog.tsx";
import { formatDay, isTrial, itemOf, liveSubscriptions, planOf } from "./subscription-state.ts";

type Props = { overview: BillingOverview; plans: readonly PlanView[]; email: string; now: number };

/** The plans the entity has now: one card per live subscription, or the free plan. */
export function CurrentPlans({ overview, plans, email, now }: Props) {
  const { t } = useTranslation(["subscription", "pricing"]);
  const live = liveSubscriptions(overview);
  return (
    <section aria-labelledby="current-plans-title" className="flex flex-col gap-4">
      <h2 id="current-plans-title" className="text-lg font-semibold">
        {t("overview.plans")}
      </h2>
      {live.length ? (
        <ul className="grid gap-4">
          {live.map((s) => (
            <PlanCard key={s.id} subscription={s} plan={planOf(plans, s)} overview={overview} plans={plans} email={email} now={now} />
          ))}
        </ul>
      ) : (
        <div
          className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface-raised p-5 sm:p-6"
          data-testid="plan-card"
        >
          <h3 className="text-xl font-bold">{t("pricing:plans.free.name")}</h3>
          <p className="text-muted">{t("overview.free")}</p>
          <LocalizedLink to="/subscription/pricing" className={buttonClass("primary")}>
            <Sparkles aria-hidden="true" className="size-4" />
            {t("overview.seePlans")}
          </LocalizedLink>
        </div>
      )}
    </section>
  );
}

function PlanCard({
  subscription: s,
  plan,
  overview,
  plans,
  email,
  now,
}: Props & { subscription: Subscription; plan: PlanView | undefined }) {
  const { t } = useTranslation(["subscription", "pricing"]);
  const locale = useLocale();
  const item = itemOf(s);
  const interval = item?.price.recurring.interval ?? "month";
  const name = plan ? t(`pricing:plans.${plan.key}.name`) : (s.metadata.plan ?? "");
  const trial = isTrial(s);
  const titleId = `plan-${s.id}-title`;
  const perSeat = plan?.perSeat ?? false;
  const amount = (item?.price.unit_amount ?? 0) * (item?.quantity ?? 1);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
      data-testid="plan-card"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="text-xl font-bold">
          {name}
        </h3>
        <PlanStatus subscription={s} now={now} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t("overview.price")}</dt>
          <dd className="font-semibold tabular-nums">
            {formatCents(amount, item?.price.currency ?? "usd", locale)} {t(`overview.per.${interval}`)}
          </dd>
        </div>
        {perSeat ? (
          <div>
            <dt className="text-muted">{t("overview.seats")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="plan-seats">
              {t("overview.seatsValue", { count: item?.quantity ?? 0 })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">
            {s.cancel_at_period_end ? t("overview.endsOn") : trial ? t("overview.trialEnds") : t("overview.renewsOn")}
          </dt>
          <dd className="font-semibold">{formatDay(trial ? (s.trial_end ?? s.current_period_end) : s.current_period_end, locale)}</dd>
        </div>
      </dl>
      {trial ? (
        <p className="text-sm text-muted">
          {t(perSeat ? "overview.trialNoteSeats" : "overview.trialNote", { count: item?.quantity ?? 0 })}
        </p>
      ) : null}
      {overview.canManage ? (
        <div className="flex flex-wrap gap-2">
          {trial && plan ? (
            <LocalizedLink
              to={`/subscription/pricing?plan=${encodeURIComponent(plan.id)}&interval=${interval}`}
              className={buttonClass("primary", "sm")}
            >
              {t("overview.subscribe")}
            </LocalizedLink>
          ) : null}
          {perSeat && !trial ? <SeatsDialog subscription={s} used={overview.seats.used} email={email} /> : null}
          {!trial && !s.cancel_at_period_end ? <ChangePlanDialog subscription={s} plans={plans} email={email} /> : null}
          {!trial ? <CancelOrResume subscription={s} name={name} email={email} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** Cancel at the period's end (asked first), or take the cancellation back. */
function CancelOrResume({ subscription: s, name, email }: { subscription: Subscription; name: string; email: string }) {
  const { t } = useTranslation("subscription");
  const api = useApi();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = (updateType: "cancel" | "resume") =>
    api.post("/payment-gateway/subscriptions/update", { body: { subscriptionId: s.id, updateType, userEmail: email } });

  if (s.cancel_at_period_end) {
    const resume = async () => {
      setPending(true);
      const res = await update("resume");
      setPending(false);
      if (!res.ok) return setError(res.error.message || t("cancel.failed"));
      setError(null);
      void revalidate();
    };
    return (
      <>
        <button type="button" onClick={resume} aria-disabled={pending || undefined} className={buttonClass("primary", "sm")}>
          {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <RotateCcw aria-hidden="true" className="size-4" />}
          {t("cancel.resume")}
        </button>
        {error ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <>
          <XCircle aria-hidden="true" className="size-4" />
          {t("cancel.open")}
        </>
      }
      triggerClass={buttonClass("ghost", "sm")}
      title={t("cancel.title", { plan: name })}
      body={t("cancel.body", { date: formatDay(s.current_period_end, locale) })}
      confirm={t("cancel.confirm")}
      dismiss={t("cancel.keep")}
      onConfirm={async () => {
        const res = await update("cancel");
        if (!res.ok) return res.error.message || t("cancel.failed");
        void revalidate();
        return null;
      }}
    />
  );
}
