import { useTranslation } from "react-i18next";
import type { Subscription } from "../../../contract/billing.ts";
import { useLocale } from "../../lib/locale.ts";
import { daysLeft, formatDay, isTrial } from "./subscription-state.ts";

const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const WARN = "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100";
const NEUTRAL = "border-border bg-surface-sunken text-fg";

/** A subscription's state in a chip: active, a trial with the days it has left, payment due, or ending on a day. */
export function PlanStatus({ subscription: s, now }: { subscription: Subscription; now: number }) {
  const { t } = useTranslation("subscription");
  const locale = useLocale();
  let text: string;
  let tone = GOOD;
  if (s.cancel_at_period_end) {
    text = t("status.ends", { date: formatDay(s.current_period_end, locale) });
    tone = WARN;
  } else if (isTrial(s)) {
    text = t("status.trial", { count: daysLeft(s.trial_end ?? s.current_period_end, now) });
    tone = NEUTRAL;
  } else if (s.status === "past_due" || s.status === "unpaid") {
    text = t("status.pastDue");
    tone = WARN;
  } else text = t(s.status === "active" ? "status.active" : "status.ended");
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}
      data-testid="plan-status"
    >
      {text}
    </span>
  );
}
