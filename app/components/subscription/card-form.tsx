import { Loader2, Lock } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CheckoutStatus } from "../../../contract/billing.ts";
import { type ApiFailure, issuesByField, useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { CARD_FIELDS, type CardErrors, type CardField, validateCard } from "./card-form-values.ts";

const ALERT = "rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300";

const INPUTS: Record<CardField, { autoComplete: string; inputMode?: "numeric"; placeholder?: string; maxLength: number }> = {
  cardNumber: { autoComplete: "cc-number", inputMode: "numeric", maxLength: 23 },
  expiry: { autoComplete: "cc-exp", inputMode: "numeric", placeholder: "MM/YY", maxLength: 7 },
  cvc: { autoComplete: "cc-csc", inputMode: "numeric", maxLength: 4 },
  name: { autoComplete: "cc-name", maxLength: 200 },
};

/**
 * The test gateway's card form: checked as the API checks it, then paid. A declined card says
 * so and changes nothing; a card that needs the bank's confirmation hands over to that step.
 */
export function CardForm({
  session,
  onAnswer,
  failure,
}: {
  session: CheckoutStatus;
  onAnswer: (s: CheckoutStatus) => void;
  failure: string | null;
}) {
  const { t } = useTranslation("subscription");
  const api = useApi();
  const locale = useLocale();
  const refs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Record<CardField, string>>({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(failure);
  const [pending, setPending] = useState(false);

  const focusFirst = (found: CardErrors) => {
    const first = CARD_FIELDS.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  function failed(res: ApiFailure) {
    // a refused card is not a typing mistake: it is said above the form, and the number stays for another try
    if (res.status === 402) {
      setErrors({});
      setFormError(res.error.message || t("checkout.declined"));
      refs.current.cardNumber?.focus();
      return;
    }
    const { byField, other } = issuesByField(res.error, CARD_FIELDS);
    setErrors(byField);
    setFormError(other[0] ?? (Object.keys(byField).length ? null : res.error.message || t("checkout.failed")));
    focusFirst(byField);
  }

  async function pay(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const found = validateCard(values, (key) => t(key));
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirst(found);
    setPending(true);
    const res = await api.post("/payment-gateway/checkout-sessions/{sessionId}/pay", { params: { sessionId: session.id }, body: values });
    setPending(false);
    if (res.ok) onAnswer(res.data);
    else failed(res);
  }

  return (
    <form
      noValidate
      onSubmit={pay}
      aria-busy={pending}
      aria-labelledby="card-form-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="card-form-title" className="text-lg font-bold">
        {t("checkout.card.title")}
      </h2>
      {formError ? (
        <p role="alert" className={ALERT} data-testid="checkout-error">
          {formError}
        </p>
      ) : null}
      {CARD_FIELDS.map((field) => (
        <FormField
          key={field}
          id={`card-${field}`}
          label={t(`checkout.card.${field}`)}
          hint={field === "expiry" ? t("checkout.card.expiryHint") : undefined}
          error={errors[field]}
          errorIcon
        >
          {(a11y) => (
            <input
              {...a11y}
              ref={(el) => {
                refs.current[field] = el;
              }}
              type="text"
              required
              spellCheck={false}
              {...INPUTS[field]}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              className={`${inputClass} ${field === "name" ? "" : "font-mono"}`}
            />
          )}
        </FormField>
      ))}
      <button type="submit" aria-disabled={pending || undefined} className={buttonClass("primary", "lg", "w-full")}>
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Lock aria-hidden="true" className="size-4" />}
        {t("checkout.card.pay", { amount: formatCents(session.total, session.currency, locale) })}
      </button>
    </form>
  );
}
