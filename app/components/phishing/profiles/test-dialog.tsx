import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2, XCircle } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../lib/api-client.ts";
import { contractResolver, setApiIssues } from "../../../lib/contract-form.ts";
import { useRootData } from "../../../root.tsx";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { HookField } from "../../ui/hook-field.tsx";
import { testFormSchema, type SendingProfile } from "./profile-form-schema.ts";

type Result = { ok: boolean; message: string | null };

/**
 * "Send test e-mail": asks where to (the manager's own address to start with; a member's at the
 * company's verified domain also goes), sends through the profile and shows what the server said.
 */
export function TestDialog({
  profile,
  trigger,
  triggerClass,
  onDone,
}: {
  profile: SendingProfile;
  trigger: ReactNode;
  triggerClass: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("phishingTemplates");
  const api = useApi();
  const id = useId();
  const own = useRootData()?.user?.email ?? "";
  const firstRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ to: string }, unknown, { to: string }>({
    resolver: contractResolver(testFormSchema, t),
    defaultValues: { to: own },
  });

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setResult(null);
    setFormError(null);
    form.reset({ to: own });
  }

  const submit = form.handleSubmit(async ({ to }) => {
    if (pending) return;
    setPending(true);
    setResult(null);
    setFormError(null);
    const res = await api.post("/phishing/sending-profiles/{id}/test", { params: { id: profile.id }, body: { to } });
    setPending(false);
    if (res.ok) {
      setResult(res.data);
      onDone();
      return;
    }
    if (res.error.code === "test_recipient_refused") {
      form.setError("to", { type: "server", message: res.error.message }, { shouldFocus: true });
      return;
    }
    if (!setApiIssues(form.setError, res.error, ["to"])) setFormError(res.error.message || t("profiles.errors.generic"));
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClass}>{trigger}</Dialog.Trigger>
      <DialogFrame
        title={t("profiles.test.title", { name: profile.name })}
        description={t("profiles.test.description")}
        closeLabel={t("profiles.close")}
        closeDisabled={pending}
        initialFocus={firstRef}
      >
        <form
          noValidate
          onSubmit={submit}
          aria-busy={pending}
          className="mt-5 flex flex-col gap-4"
          data-testid="phishing-profile-test-form"
        >
          <HookField
            control={form.control}
            name="to"
            id={`${id}-to`}
            label={t("profiles.test.to")}
            hint={t("profiles.test.toHint")}
            errorIcon
          >
            {({ ref, ...control }) => (
              <input
                {...control}
                ref={(el) => {
                  ref(el);
                  firstRef.current = el;
                }}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                required
                className={inputClass}
              />
            )}
          </HookField>
          <div role="status" aria-live="polite" data-testid="phishing-profile-test-result">
            {result && (
              <p
                className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${result.ok ? "border-green-700/40 text-green-800 dark:text-green-300" : "border-red-700/40 text-red-800 dark:text-red-300"}`}
              >
                {result.ok ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                ) : (
                  <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                )}
                <span className="min-w-0 break-words">
                  {result.ok ? t("profiles.test.sent", { to: form.getValues("to") }) : t("profiles.test.failed")}
                  {result.message && <span className="mt-1 block font-mono text-xs">{result.message}</span>}
                </span>
              </p>
            )}
          </div>
          <ErrorLine>{formError}</ErrorLine>
          <DialogFormActions
            cancelLabel={t("profiles.close")}
            submitLabel={t(pending ? "profiles.test.sending" : "profiles.test.submit")}
            pending={pending}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
