// The contact form's dialog, loaded when someone reaches for the "Contact us" button
// (contact-us-modal.tsx): the form, its checks and the dialog code stay out of the first load.
import * as Dialog from "@radix-ui/react-dialog";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "react-i18next";
import { EMAIL_PATTERN } from "../../../contract/field-rules.ts";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactSubject } from "../../../contract/inquiry-limits.ts";
import { useRootData } from "../../root.tsx";
import { NETWORK_ERROR, issuesByField, useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { Button, buttonClass } from "../ui/button.tsx";
import { DialogFrame } from "../ui/dialog-frame.tsx";

type FieldName = "name" | "email" | "subject" | "message";
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const FIELDS: FieldName[] = ["name", "email", "subject", "message"];
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };
const { nameMax: NAME_MAX, emailMax: EMAIL_MAX, messageMin: MESSAGE_MIN, messageMax: MESSAGE_MAX } = CONTACT_LIMITS;
const CONTROL =
  "mt-1 block w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg aria-invalid:border-2 aria-invalid:border-fg";

function validateField(field: FieldName, raw: string, t: TFunction<"shell">): string | undefined {
  const v = raw.trim();
  switch (field) {
    case "name":
      if (!v) return t("contact.errors.nameRequired");
      return v.length > NAME_MAX ? t("contact.errors.nameTooLong", { max: NAME_MAX }) : undefined;
    case "email":
      if (!v) return t("contact.errors.emailRequired");
      return v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v) ? t("contact.errors.emailInvalid") : undefined;
    case "subject":
      return (CONTACT_SUBJECTS as readonly string[]).includes(v) ? undefined : t("contact.errors.subjectRequired");
    case "message":
      if (!v) return t("contact.errors.messageRequired");
      if (v.length < MESSAGE_MIN) return t("contact.errors.messageTooShort", { min: MESSAGE_MIN });
      return v.length > MESSAGE_MAX ? t("contact.errors.messageTooLong", { max: MESSAGE_MAX }) : undefined;
  }
}

/** The contact form in a dialog; `trigger` gets the focus back when it closes. */
export function ContactDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("shell");
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title={t("contact.title")}
        description={t("contact.description")}
        closeLabel={t("contact.close")}
        initialFocus={firstField}
        returnFocus={trigger}
      >
        <ContactForm firstField={firstField} onSent={() => onOpenChange(false)} />
      </DialogFrame>
    </Dialog.Root>
  );
}

function ContactForm({ firstField, onSent }: { firstField: RefObject<HTMLInputElement | null>; onSent: () => void }) {
  const { t } = useTranslation("shell");
  const contactEmail = useRootData()?.brand.contactEmail;
  const api = useApi();
  const uid = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const idOf = (f: FieldName) => `${uid}-${f}`;
  const focusField = (f: FieldName) => document.getElementById(idOf(f))?.focus();

  const update = (f: FieldName, v: string) => {
    setValues((prev) => ({ ...prev, [f]: v }));
    // Once a field has been flagged, re-check it as the user fixes it.
    if (errors[f]) setErrors((prev) => ({ ...prev, [f]: validateField(f, v, t) }));
  };

  const fieldProps = (f: FieldName) => ({
    id: idOf(f),
    name: f,
    value: values[f],
    required: true,
    "aria-invalid": errors[f] ? true : undefined,
    "aria-describedby": errors[f] ? `${idOf(f)}-error` : undefined,
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const found: Errors = {};
    for (const f of FIELDS) found[f] = validateField(f, values[f], t);
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) return focusField(firstInvalid);

    setPending(true);
    const payload = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject as ContactSubject,
      message: values.message.trim(),
    };
    const res = await api.post("/public/contact", { body: payload });
    setPending(false);
    if (res.ok) {
      setValues(EMPTY);
      onSent();
      toast.success(t("contact.success.title"), t("contact.success.description", { email: payload.email }));
      return;
    }
    if (res.status === 400 && res.error.issues?.length) {
      const { byField, other } = issuesByField(res.error, FIELDS);
      setErrors(byField);
      if (other.length) setFormError(other.join(" "));
      const first = FIELDS.find((f) => byField[f]);
      if (first) focusField(first);
      return;
    }
    if (res.error.code === NETWORK_ERROR) return setFormError(t("contact.errors.network"));
    if (res.status === 429) return setFormError(res.error.message || t("contact.errors.rateLimited"));
    setFormError(res.error.message || t("contact.errors.generic"));
  }

  const label = (f: FieldName) => (
    <label htmlFor={idOf(f)} className="block text-sm font-medium text-fg">
      {t(`contact.fields.${f}`)}
    </label>
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 space-y-4">
      <p className="text-sm text-muted">{t("contact.requiredHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label("name")}
          <input
            ref={firstField}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX}
            {...fieldProps("name")}
            onChange={(e) => update("name", e.target.value)}
            className={`${CONTROL} h-11`}
          />
          <FieldError id={`${idOf("name")}-error`} message={errors.name} />
        </div>
        <div>
          {label("email")}
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            {...fieldProps("email")}
            onChange={(e) => update("email", e.target.value)}
            className={`${CONTROL} h-11`}
          />
          <FieldError id={`${idOf("email")}-error`} message={errors.email} />
        </div>
      </div>
      <div>
        {label("subject")}
        <select {...fieldProps("subject")} onChange={(e) => update("subject", e.target.value)} className={`${CONTROL} h-11`}>
          <option value="">{t("contact.subjectPlaceholder")}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(`contact.subjects.${s}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${idOf("subject")}-error`} message={errors.subject} />
      </div>
      <div>
        {label("message")}
        <textarea
          rows={5}
          maxLength={MESSAGE_MAX}
          {...fieldProps("message")}
          onChange={(e) => update("message", e.target.value)}
          className={`${CONTROL} resize-y py-2`}
        />
        <FieldError id={`${idOf("message")}-error`} message={errors.message} />
      </div>

      <div role="alert">
        {formError ? (
          <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-sunken p-3 text-sm font-medium text-fg">
            <CircleAlert aria-hidden="true" focusable="false" className="mt-0.5 h-4 w-4 shrink-0" />
            {formError}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClass("outline", "md")}>{t("contact.cancel")}</Dialog.Close>
        <Button type="submit" aria-disabled={pending || undefined} className={pending ? "cursor-wait opacity-80" : ""}>
          {pending ? <LoaderCircle aria-hidden="true" focusable="false" className="h-4 w-4 animate-spin" /> : null}
          {pending ? t("contact.sending") : t("contact.submit")}
        </Button>
      </div>

      {contactEmail ? (
        <p className="border-t border-border pt-4 text-sm text-muted">
          {t("contact.alternative")}{" "}
          <a href={`mailto:${contactEmail}`} className="font-medium break-all text-primary-text underline">
            {contactEmail}
          </a>
        </p>
      ) : null}
    </form>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-fg">
      <CircleAlert aria-hidden="true" focusable="false" className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  );
}
