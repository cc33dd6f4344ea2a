import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, Loader2, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../contract/auth.ts";
import { localizePath } from "../../../contract/locale.ts";
import { useLocale } from "../../lib/locale.ts";
import { flashToast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { useApi } from "./account-api.ts";
import { FormAlert, inputClass } from "./form-field.tsx";

/** A destructive button: white on red (AA contrast in both colour modes), never the tenant colour. */
const DANGER =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2 text-center text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60";
/** Long enough to read the confirmation before the page changes. */
const IMPACT = ["personal", "progress", "certificates", "legal"] as const;

/**
 * Danger zone: deletes the account after the person types their e-mail address
 * (LGPD/GDPR erasure). 204 means deleted; then a full load of the home page.
 */
export function DeleteAccountDialog({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const api = useApi();
  const locale = useLocale();
  const uid = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (deleted) doneRef.current?.focus();
  }, [deleted]);
  const matches = typed.trim().toLowerCase() === user.email.trim().toLowerCase();

  function onOpenChange(next: boolean) {
    if (pending || deleted) return;
    setOpen(next);
    if (!next) {
      setTyped("");
      setError(null);
    }
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!matches || pending) return;
    setPending(true);
    setError(null);
    const res = await api("/api/user", { method: "DELETE" });
    setPending(false);
    if (res.ok && res.status === 204) {
      setDeleted(true);
      flashToast("success", t("deleteAccount.success.title"), t("deleteAccount.success.description"));
      window.location.assign(localizePath("/", locale));
      return;
    }
    setError(res.ok ? t("deleteAccount.error") : res.message || t("deleteAccount.error"));
    alertRef.current?.focus();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={DANGER}>
        <Trash2 aria-hidden="true" focusable="false" className="size-4" />
        {t("deleteAccount.open")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface-raised p-6 text-fg shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{t("deleteAccount.title")}</Dialog.Title>
            <Dialog.Close disabled={pending || deleted} className={buttonClass("ghost", "sm", "-mr-2 -mt-1 shrink-0 px-2")}>
              <X aria-hidden="true" focusable="false" className="size-5" />
              <span className="sr-only">{t("deleteAccount.close")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">{t("deleteAccount.description")}</Dialog.Description>

          {deleted ? (
            <p ref={doneRef} tabIndex={-1} role="status" className="mt-5 flex items-start gap-2 rounded-lg border border-border bg-surface-sunken p-3 text-sm font-medium">
              <CircleCheck aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 text-accent-text" />
              {t("deleteAccount.redirecting")}
            </p>
          ) : (
            <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 space-y-4">
              <div>
                <h3 className="text-sm font-semibold">{t("deleteAccount.impactTitle")}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {IMPACT.map((k) => (
                    <li key={k}>{t(`deleteAccount.impact.${k}`)}</li>
                  ))}
                </ul>
              </div>
              <FormAlert message={error} alertRef={alertRef} />
              <div>
                <label htmlFor={`${uid}-confirm`} className="block text-sm font-semibold">
                  {t("deleteAccount.confirmLabel")} <span className="break-all font-mono">{user.email}</span>
                </label>
                <p id={`${uid}-hint`} className="mt-1 text-sm text-muted">
                  {t("deleteAccount.confirmHint")}
                </p>
                <input
                  ref={inputRef}
                  id={`${uid}-confirm`}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  aria-describedby={`${uid}-hint`}
                  className={inputClass}
                />
              </div>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close disabled={pending} className={buttonClass("outline", "md")}>
                  {t("deleteAccount.cancel")}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={!matches}
                  aria-disabled={pending || undefined}
                  className={`${DANGER} ${pending ? "cursor-wait opacity-80" : ""}`}
                >
                  {pending ? <Loader2 aria-hidden="true" focusable="false" className="size-4 animate-spin" /> : null}
                  {t(pending ? "deleteAccount.deleting" : "deleteAccount.confirm")}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
