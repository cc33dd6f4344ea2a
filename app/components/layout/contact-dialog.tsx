// The contact form's dialog, loaded when someone reaches for the "Contact us" button
// (contact-us-modal.tsx): the form, its checks and the dialog code stay out of the first load.
import * as Dialog from "@radix-ui/react-dialog";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { useId, useRef, useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from "../../../contract/inquiry-limits.ts";
import { useRootData } from "../../root.tsx";
import { NETWORK_ERROR, issuesByField, useApi } from "../../lib/api-client.ts";
import { contractResolver, setApiIssues } from "../../lib/contract-form.ts";
import { toast } from "../../lib/toast.ts";
import { Button, buttonClass } from "../ui/button.tsx";
import { DialogFrame } from "../ui/dialog-frame.tsx";
import { CONTACT_WORDING, contactFormSchema } from "./contact-form-schema.ts";

type FieldName = "name" | "email" | "subject" | "message";

const FIELDS: FieldName[] = ["name", "email", "subject", "message"];
const EMPTY = { name: "", email: "", subject: "", message: "" } as const;
const { nameMax: NAME_MAX, emailMax: EMAIL_MAX, messageMax: MESSAGE_MAX } = CONTACT_LIMITS;
const CONTROL =
  "mt-1 block w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg aria-invalid:border-2 aria-invalid:border-fg";

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
  // the values as typed; the schema the API validates with checks them (CONTACT_WORDING says it the dialog's way)
  const form = useForm({ resolver: contractResolver(contactFormSchema, t, CONTACT_WORDING), defaultValues: EMPTY });
  const errors = Object.fromEntries(FIELDS.map((f) => [f, form.formState.errors[f]?.message])) as Partial<Record<FieldName, string>>;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const idOf = (f: FieldName) => `${uid}-${f}`;

  const fieldProps = (f: FieldName) => ({
    id: idOf(f),
    ...form.register(f),
    required: true,
    "aria-invalid": errors[f] ? true : undefined,
    "aria-describedby": errors[f] ? `${idOf(f)}-error` : undefined,
  });
  const nameProps = fieldProps("name");

  const submit = form.handleSubmit(
    async (payload) => {
      if (pending) return;
      setFormError(null);
      setPending(true);
      const res = await api.post("/public/contact", { body: payload });
      setPending(false);
      if (res.ok) {
        form.reset(EMPTY);
        onSent();
        toast.success(t("contact.success.title"), t("contact.success.description", { email: payload.email }));
        return;
      }
      if (res.status === 400 && res.error.issues?.length) {
        setApiIssues(form.setError, res.error, FIELDS);
        const { other } = issuesByField(res.error, FIELDS);
        if (other.length) setFormError(other.join(" "));
        return;
      }
      if (res.error.code === NETWORK_ERROR) return setFormError(t("contact.errors.network"));
      if (res.status === 429) return setFormError(res.error.message || t("contact.errors.rateLimited"));
      setFormError(res.error.message || t("contact.errors.generic"));
    },
    () => setFormError(null),
  );

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
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX}
            {...nameProps}
            ref={(el) => {
              nameProps.ref(el);
              firstField.current = el;
            }}
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
            className={`${CONTROL} h-11`}
          />
          <FieldError id={`${idOf("email")}-error`} message={errors.email} />
        </div>
      </div>
      <div>
        {label("subject")}
        <select {...fieldProps("subject")} className={`${CONTROL} h-11`}>
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
