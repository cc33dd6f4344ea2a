import { Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CheckoutStatus } from "../../../contract/billing.ts";
import { type ApiFailure, useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { buttonClass } from "../ui/button.tsx";

/**
 * The bank's confirmation the card 4000 0025 0000 3155 asks for (Stripe's 3-D Secure test):
 * confirm and the payment goes through; fail and it is refused, nothing charged.
 */
export function ConfirmStep({
  session,
  onAnswer,
  onFailed,
}: {
  session: CheckoutStatus;
  onAnswer: (s: CheckoutStatus) => void;
  onFailed: (res: ApiFailure) => void;
}) {
  const { t } = useTranslation("subscription");
  const api = useApi();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<boolean | null>(null);

  // the step replaces the form: the reader starts at its question
  useEffect(() => headingRef.current?.focus(), []);

  async function answer(approve: boolean) {
    if (pending !== null) return;
    setPending(approve);
    const res = await api.post("/payment-gateway/checkout-sessions/{sessionId}/confirm", {
      params: { sessionId: session.id },
      body: { approve },
    });
    setPending(null);
    if (res.ok) onAnswer(res.data);
    else onFailed(res);
  }

  return (
    <section
      aria-labelledby="confirm-step-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
      data-testid="confirm-step"
    >
      <ShieldCheck aria-hidden="true" className="size-10 text-primary-text" />
      <h2 id="confirm-step-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {t("checkout.confirm.title")}
      </h2>
      <p className="text-sm text-muted">{t("checkout.confirm.text", { amount: formatCents(session.total, session.currency, locale) })}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => answer(true)}
          aria-disabled={pending !== null || undefined}
          className={buttonClass("primary", "md", "sm:flex-1")}
        >
          {pending === true ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("checkout.confirm.approve")}
        </button>
        <button
          type="button"
          onClick={() => answer(false)}
          aria-disabled={pending !== null || undefined}
          className={buttonClass("outline", "md", "sm:flex-1")}
        >
          {pending === false ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("checkout.confirm.fail")}
        </button>
      </div>
    </section>
  );
}
