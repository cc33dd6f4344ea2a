import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, Loader2, Users } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
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
import { fewestSeats, formatDay, itemOf, seatsProblem } from "./subscription-state.ts";
import { useSeatsPreview, type SeatsPreviewState } from "./use-seats-preview.ts";

type Saved = { amount: number; currency: string; date: string } | "none";

/**
 * Changes the seats of a per-seat subscription (prorated by the gateway): what the change costs
 * is shown while the owner types, before confirming; then what the next invoice became, read back.
 * Never fewer seats than the company uses (members and open invitations).
 */
export function SeatsDialog({ subscription, used, email }: { subscription: Subscription; used: number; email: string }) {
  const { t } = useTranslation(["subscription", "billing"]);
  const api = useApi();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const current = itemOf(subscription)?.quantity ?? 1;
  const least = fewestSeats(used);
  const [open, setOpen] = useState(false);
  const [seats, setSeats] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const problem = seatsProblem(seats, used);
  const preview = useSeatsPreview(subscription.id, problem ? null : Number(seats), open && !saved && !pending);

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
    if (problem) {
      setError(t(problem, { max: MAX_SEATS, used, quantity: seats.trim() }));
      return inputRef.current?.focus();
    }
    setPending(true);
    const res = await api.post("/payment-gateway/subscriptions/update", {
      body: { subscriptionId: subscription.id, updateType: "quantity", quantity: Number(seats), userEmail: email },
    });
    if (!res.ok) {
      setPending(false);
      setError(res.error.issues?.[0]?.message || res.error.message || t("seats.failed"));
      return inputRef.current?.focus();
    }
    const overview = await api.get("/payment-gateway/overview");
    setPending(false);
    const line = overview.ok ? overview.data.nextInvoice?.lines.find((l) => l.subscriptionId === subscription.id) : undefined;
    setSaved(line && overview.ok ? { amount: line.amount, currency: overview.data.nextInvoice!.currency, date: line.date } : "none");
    void revalidate();
  }

  const same = Number(seats) === current;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass("outline", "sm")}>
        <Users aria-hidden="true" className="size-4" />
        {t("seats.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("seats.title")}
        description={t("seats.description", { used, current })}
        closeLabel={t("actions.close")}
        closeDisabled={pending}
        initialFocus={inputRef}
      >
        {saved ? (
          <div className="mt-5 flex flex-col gap-4">
            <p role="status" className="flex items-start gap-2 text-sm font-medium" data-testid="seats-saved">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
              {saved === "none"
                ? t("seats.savedNoInvoice", { count: Number(seats) })
                : t("seats.saved", {
                    count: Number(seats),
                    amount: formatCents(saved.amount, saved.currency, locale),
                    date: formatDay(saved.date, locale),
                  })}
            </p>
            <Dialog.Close ref={doneRef} className={buttonClass("primary", "md", "self-end")}>
              {t("actions.done")}
            </Dialog.Close>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-5">
            <FormField
              id={`${id}-seats`}
              label={t("seats.label")}
              hint={t("seats.hint", { count: least, max: MAX_SEATS })}
              error={error}
              errorIcon
            >
              {(a11y) => (
                <input
                  {...a11y}
                  ref={inputRef}
                  type="number"
                  inputMode="numeric"
                  min={least}
                  max={MAX_SEATS}
                  step={1}
                  required
                  value={seats}
                  onChange={(e) => {
                    setSeats(e.target.value);
                    setError(undefined);
                  }}
                  className={inputClass}
                />
              )}
            </FormField>
            <PriceChange
              state={problem ? { status: "refused", message: t(problem, { max: MAX_SEATS, used, quantity: seats.trim() }) } : preview}
              same={same}
            />
            <DialogFormActions
              cancelLabel={t("actions.cancel")}
              submitLabel={t("seats.save")}
              pending={pending}
              unavailable={same || preview.status === "loading"}
            />
          </form>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

/** What the seats typed would cost, said as it is known (a polite live region: read after typing pauses). */
function PriceChange({ state, same }: { state: SeatsPreviewState; same: boolean }) {
  const { t } = useTranslation("subscription");
  const locale = useLocale();
  let body: ReactNode = null;
  if (state.status === "loading") {
    body = (
      <span className="flex items-center gap-2 text-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t("seats.preview.loading")}
      </span>
    );
  } else if (state.status === "refused") {
    body = <span className="text-muted">{state.message}</span>;
  } else if (state.status === "ready" && same) {
    body = <span className="text-muted">{t("seats.preview.same")}</span>;
  } else if (state.status === "ready") {
    const p = state.preview;
    const money = (cents: number) => formatCents(cents, p.currency, locale);
    const per = t(`overview.per.${p.interval}`);
    body = (
      <>
        <span className="block font-semibold">
          {t("seats.preview.price", { count: p.next.quantity, amount: money(p.next.amount), per, before: money(p.current.amount) })}
        </span>
        {p.prorated ? (
          <span className="block">
            {t(p.prorated > 0 ? "seats.preview.prorated" : "seats.preview.credited", { amount: money(Math.abs(p.prorated)) })}
          </span>
        ) : null}
        <span className="block">
          {t("seats.preview.next", { amount: money(p.nextInvoice.amount), date: formatDay(p.nextInvoice.date, locale) })}
        </span>
      </>
    );
  }
  return (
    <div
      aria-live="polite"
      className="min-h-12 rounded-lg border border-border bg-surface-sunken px-4 py-3 text-sm"
      data-testid="seats-price"
    >
      {body}
    </div>
  );
}
