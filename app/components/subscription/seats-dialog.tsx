import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, Users } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { Subscription } from "../../../contract/billing.ts";
import { MAX_SEATS } from "../../../contract/plans.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { formatCents } from "../public/pricing-plans.ts";
import { buttonClass } from "../ui/button.tsx";
import { DialogFormActions, DialogFrame } from "../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { formatDay, itemOf, seatsProblem } from "./subscription-state.ts";

type Saved = { amount: number; currency: string; date: string } | "none";

/**
 * Changes the seats of a per-seat subscription (prorated by the gateway), then says what the
 * next invoice becomes, read back from the server.
 */
export function SeatsDialog({ subscription, used, email }: { subscription: Subscription; used: number; email: string }) {
  const { t } = useTranslation("subscription");
  const api = useApi();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const current = itemOf(subscription)?.quantity ?? 1;
  const [open, setOpen] = useState(false);
  const [seats, setSeats] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // the form gives way to the answer: focus goes with it
  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setError(undefined);
    setSaved(null);
    if (next) setSeats(String(current));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const problem = seatsProblem(seats);
    if (problem) {
      setError(t(problem, { max: MAX_SEATS }));
      return inputRef.current?.focus();
    }
    setPending(true);
    const res = await api.post("/payment-gateway/subscriptions/update", { body: { subscriptionId: subscription.id, updateType: "quantity", quantity: Number(seats), userEmail: email } });
    if (!res.ok) {
      setPending(false);
      setError(res.error.issues?.[0]?.message || res.error.message || t("seats.failed"));
      return inputRef.current?.focus();
    }
    const overview = await api.get("/payment-gateway/overview");
    setPending(false);
    const next = overview.ok ? overview.data.nextInvoice : null;
    setSaved(next && next.subscriptionId === subscription.id ? next : "none");
    void revalidate();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("outline", "sm")}>
        <Users aria-hidden="true" className="size-4" />
        {t("seats.open")}
      </Dialog.Trigger>
      <DialogFrame title={t("seats.title")} description={t("seats.description", { used, current })} closeLabel={t("actions.close")} closeDisabled={pending} initialFocus={inputRef}>
        {saved ? (
          <div className="mt-5 flex flex-col gap-4">
            <p role="status" className="flex items-start gap-2 text-sm font-medium" data-testid="seats-saved">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
              {saved === "none"
                ? t("seats.savedNoInvoice", { count: Number(seats) })
                : t("seats.saved", { count: Number(seats), amount: formatCents(saved.amount, saved.currency, locale), date: formatDay(saved.date, locale) })}
            </p>
            <Dialog.Close ref={doneRef} className={buttonClass("primary", "md", "self-end")}>{t("actions.done")}</Dialog.Close>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
            <FormField id={`${id}-seats`} label={t("seats.label")} hint={t("seats.hint", { used, max: MAX_SEATS })} error={error} errorIcon>
              {(a11y) => (
                <input {...a11y} ref={inputRef} type="number" inputMode="numeric" min={1} max={MAX_SEATS} step={1} required value={seats} onChange={(e) => setSeats(e.target.value)} className={inputClass} />
              )}
            </FormField>
            <DialogFormActions cancelLabel={t("actions.cancel")} submitLabel={t("seats.save")} pending={pending} />
          </form>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
