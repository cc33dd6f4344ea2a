import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LTI_LIMITS } from "../../../contract/lti-limits.ts";
import type { LtiRegistration } from "../../../contract/lti.ts";
import { useApi } from "../../lib/api-client.ts";
import { contractResolver, setApiIssues } from "../../lib/contract-form.ts";
import { DialogFormActions, DialogFrame } from "../ui/dialog-frame.tsx";
import { ErrorLine } from "../ui/error-line.tsx";
import { inputClass } from "../ui/form-field.tsx";
import { HookField } from "../ui/hook-field.tsx";
import { formValuesOf, REGISTRATION_FIELDS, registrationFormSchema, type RegistrationFormValues } from "./registration-form-schema.ts";

type Field = (typeof REGISTRATION_FIELDS)[number];
/** The platform's three URLs after the issuer, each an https address. */
const PLATFORM_URLS = ["authLoginUrl", "authTokenUrl", "keysetUrl"] as const;

/**
 * Adds a platform registration, or edits `registration` (PUT, the whole registration): the
 * platform's values checked with the API's schema as they are sent, and the API's refusals
 * (a platform already registered, a URL it will not take) beside their fields.
 */
export function RegistrationDialog({
  registration,
  trigger,
  triggerClass,
  onDone,
}: {
  registration?: LtiRegistration;
  trigger: ReactNode;
  triggerClass: string;
  onDone: (name: string) => void;
}) {
  const { t } = useTranslation("companyLti");
  const api = useApi();
  const id = useId();
  const firstRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegistrationFormValues, unknown, ReturnType<typeof registrationFormSchema.parse>>({
    resolver: contractResolver(registrationFormSchema, t),
    defaultValues: formValuesOf(registration),
  });
  const mode = registration ? "edit" : "add";

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setFormError(null);
    form.reset(formValuesOf(registration));
  }

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    setPending(true);
    setFormError(null);
    const body = { ...values, name: values.name || undefined };
    const res = registration
      ? await api.put("/entity/lti/registrations/{id}", { params: { id: registration.id }, body })
      : await api.post("/entity/lti/registrations", { body });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      onDone(values.name || new URL(values.issuer).host);
      return;
    }
    if (res.status === 404) {
      setFormError(t("form.notFound"));
      return;
    }
    // the same platform registered twice is the issuer's and the client id's problem
    if (res.error.code === "lti_registration_exists") {
      form.setError("issuer", { type: "server", message: res.error.message }, { shouldFocus: true });
      form.setError("clientId", { type: "server", message: res.error.message });
      return;
    }
    // a problem with one deployment id ("deploymentIds.2") is the deployment field's
    const issues = res.error.issues?.map((i) => ({ ...i, path: i.path.replace(/(^|\.)deploymentIds\.\d+$/, "$1deploymentIds") }));
    if (!setApiIssues(form.setError, { ...res.error, issues }, REGISTRATION_FIELDS)) setFormError(res.error.message || t("errors.generic"));
  });

  const text = (name: Field, label: string, opts: { hint?: string; optional?: boolean; max: number; type?: "url" | "text" }) => (
    <HookField
      control={form.control}
      name={name}
      id={`${id}-${name}`}
      label={label}
      hint={opts.hint}
      optionalText={opts.optional ? t("form.optional") : undefined}
      errorIcon
    >
      {({ ref, ...control }) => (
        <input
          {...control}
          ref={(el) => {
            ref(el);
            if (name === "name") firstRef.current = el;
          }}
          type={opts.type ?? "text"}
          inputMode={opts.type === "url" ? "url" : undefined}
          autoComplete="off"
          spellCheck={false}
          required={!opts.optional}
          maxLength={opts.max + 20}
          className={inputClass}
        />
      )}
    </HookField>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClass}>{trigger}</Dialog.Trigger>
      <DialogFrame
        title={registration ? t("form.editTitle", { name: registration.name }) : t("form.addTitle")}
        description={t(`form.${mode}Description`)}
        closeLabel={t("close")}
        closeDisabled={pending}
        initialFocus={firstRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-4" data-testid="lti-registration-form">
          {text("name", t("form.name"), { hint: t("form.nameHint"), optional: true, max: LTI_LIMITS.name })}
          {text("issuer", t("form.issuer"), { hint: t("form.issuerHint"), max: LTI_LIMITS.url, type: "url" })}
          {text("clientId", t("form.clientId"), { max: LTI_LIMITS.clientId })}
          <HookField
            control={form.control}
            name="deploymentIds"
            id={`${id}-deploymentIds`}
            label={t("form.deploymentIds")}
            hint={t("form.deploymentIdsHint")}
            errorIcon
          >
            {(control) => <textarea {...control} rows={3} autoComplete="off" spellCheck={false} required className={inputClass} />}
          </HookField>
          {PLATFORM_URLS.map((f) => (
            <div key={f}>{text(f, t(`form.${f}`), { hint: t("form.urlHint"), max: LTI_LIMITS.url, type: "url" })}</div>
          ))}
          <ErrorLine>{formError}</ErrorLine>
          <DialogFormActions cancelLabel={t("cancel")} submitLabel={t(pending ? "saving" : `form.${mode}Submit`)} pending={pending} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
