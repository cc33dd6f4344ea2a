import * as Dialog from "@radix-ui/react-dialog";
import { BellRing } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_LIMITS } from "../../../../contract/notification-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { BusyDialogRoot, DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { FormField, inputClass } from "../../ui/form-field.tsx";
import { URL_TEXT_INPUT } from "../../ui/input-kinds.ts";
import { checkNotification } from "./notify-form-schema.ts";

type Field = "title" | "message" | "link";

/** Writes a notification (title, message, optional link) to the people selected on the members list. */
export function NotifyDialog({ emails, onSent }: { emails: string[]; onSent: () => void }) {
  const { t } = useTranslation("companyMembers");
  const api = useApi();
  const titleRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({
    title: "",
    message: "",
    link: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const count = emails.length;

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (pending) return;
    const checked = checkNotification(emails, values);
    const found: Partial<Record<Field, string>> = Object.fromEntries(
      Object.entries(checked.problems).map(([f, p]) => [f, t(p.key, p.vars)]),
    );
    setErrors(found);
    const first = (["title", "message", "link"] as const).find((f) => found[f]);
    if (first) return document.getElementById(`notify-${first}`)?.focus();
    setPending(true);
    const res = await api.post("/notification/send-notifications", { body: checked.body });
    setPending(false);
    if (!res.ok) {
      const byField: Partial<Record<Field, string>> = {};
      for (const i of res.error.issues ?? []) {
        const f = i.path.split(".").at(-1) as Field;
        if (f === "title" || f === "message" || f === "link") byField[f] ??= i.message;
      }
      setErrors(byField);
      toast.error(t("notify.error"), res.error.message || undefined);
      return;
    }
    toast.success(t("notify.sent", { count: res.data.sent }));
    setOpen(false);
    setValues({ title: "", message: "", link: "" });
    onSent();
  }

  return (
    <BusyDialogRoot open={open} pending={pending} setOpen={setOpen} onChange={() => setErrors({})}>
      <Dialog.Trigger className={buttonClass("outline", "sm")} disabled={!count} data-testid="notify-selected">
        <BellRing aria-hidden="true" className="size-4" />
        {t("notify.open")}
      </Dialog.Trigger>
      <DialogFrame
        title={t("notify.title", { count })}
        description={t("notify.description")}
        closeLabel={t("actions.close")}
        closeDisabled={pending}
        initialFocus={titleRef}
      >
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <FormField id="notify-title" label={t("notify.titleLabel")} error={errors.title} errorIcon>
            {(a11y) => (
              <input
                {...a11y}
                ref={titleRef}
                type="text"
                value={values.title}
                maxLength={NOTIFICATION_LIMITS.title + 20}
                onChange={(e) => setValues({ ...values, title: e.target.value })}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField id="notify-message" label={t("notify.messageLabel")} error={errors.message} errorIcon>
            {(a11y) => (
              <textarea
                {...a11y}
                rows={4}
                value={values.message}
                maxLength={NOTIFICATION_LIMITS.message + 50}
                onChange={(e) => setValues({ ...values, message: e.target.value })}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField
            id="notify-link"
            label={t("notify.linkLabel")}
            optionalText={t("notify.optional")}
            hint={t("notify.linkHint")}
            error={errors.link}
            errorIcon
          >
            {(a11y) => (
              <input
                {...a11y}
                {...URL_TEXT_INPUT}
                value={values.link}
                onChange={(e) => setValues({ ...values, link: e.target.value })}
                className={inputClass}
              />
            )}
          </FormField>
          <DialogFormActions
            cancelLabel={t("actions.cancel")}
            submitLabel={pending ? t("notify.sending") : t("notify.send")}
            pending={pending}
            className="mt-2"
          />
        </form>
      </DialogFrame>
    </BusyDialogRoot>
  );
}
