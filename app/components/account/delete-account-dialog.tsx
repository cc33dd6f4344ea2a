import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, Loader2, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../contract/auth.ts";
import { localizePath } from "../../../contract/locale.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { flashToast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { DialogFrame } from "../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { FormAlert } from "./form-field.tsx";

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
    const res = await api.delete("/user");
    setPending(false);
    if (res.ok && res.status === 204) {
      setDeleted(true);
      flashToast("success", t("deleteAccount.success.title"), t("deleteAccount.success.description"));
      window.location.assign(localizePath("/", locale));
      return;
    }
    setError(res.ok ? t("deleteAccount.error") : res.error.message || t("deleteAccount.error"));
    alertRef.current?.focus();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={DANGER}>
        <Trash2 aria-hidden="true" focusable="false" className="size-4" />
        {t("deleteAccount.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("deleteAccount.title")}
        description={t("deleteAccount.description")}
        closeLabel={t("deleteAccount.close")}
        closeDisabled={pending || deleted}
        initialFocus={inputRef}
      >
        {deleted ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            role="status"
            className="mt-5 flex items-start gap-2 rounded-lg border border-border bg-surface-sunken p-3 text-sm font-medium"
          >
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
            <FormField
              id={`${uid}-confirm`}
              label={
                <>
                  {t("deleteAccount.confirmLabel")} <span className="break-all font-mono">{user.email}</span>
                </>
              }
              hint={t("deleteAccount.confirmHint")}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  ref={inputRef}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  className={inputClass}
                />
              )}
            </FormField>
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
      </DialogFrame>
    </Dialog.Root>
  );
}
