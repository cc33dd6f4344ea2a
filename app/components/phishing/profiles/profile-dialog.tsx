import { portAfterSecurity } from "../server-port.ts";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PHISHING_LIMITS } from "../../../../contract/phishing-limits.ts";
import { useApi } from "../../../lib/api-client.ts";
import { contractResolver, setApiIssues } from "../../../lib/contract-form.ts";
import { DialogFormActions, DialogFrame } from "../../ui/dialog-frame.tsx";
import { ErrorLine } from "../../ui/error-line.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { HookField } from "../../ui/hook-field.tsx";
import {
  DEFAULT_PORT,
  formValuesOf,
  PROFILE_FIELDS,
  profileFormSchema,
  type ProfileBody,
  type ProfileFormValues,
  type SendingProfile,
} from "./profile-form-schema.ts";

type Field = (typeof PROFILE_FIELDS)[number];

/**
 * Adds a sending profile, or edits `profile` (PUT, every field; a password left blank keeps the
 * stored one): checked with the API's schema as it is sent, the API's refusals beside their fields.
 */
export function ProfileDialog({
  profile,
  trigger,
  triggerClass,
  onDone,
}: {
  profile?: SendingProfile;
  trigger: ReactNode;
  triggerClass: string;
  onDone: (name: string) => void;
}) {
  const { t } = useTranslation("phishingTemplates");
  const api = useApi();
  const id = useId();
  const firstRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileBody>({
    resolver: contractResolver(profileFormSchema, t),
    defaultValues: formValuesOf(profile),
  });
  const mode = profile ? "edit" : "add";

  function onOpenChange(next: boolean) {
    if (pending) return;
    setOpen(next);
    setFormError(null);
    form.reset(formValuesOf(profile));
  }

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    setPending(true);
    setFormError(null);
    const res = profile
      ? await api.put("/phishing/sending-profiles/{id}", { params: { id: profile.id }, body })
      : await api.post("/phishing/sending-profiles", { body });
    setPending(false);
    if (res.ok) {
      setOpen(false);
      onDone(body.name);
      return;
    }
    if (res.status === 404) return setFormError(t("profiles.form.notFound"));
    if (!setApiIssues(form.setError, res.error, PROFILE_FIELDS)) setFormError(res.error.message || t("profiles.errors.generic"));
  });

  const text = (
    name: Field,
    opts: { hint?: string; optional?: boolean; max?: number; type?: string; inputMode?: "numeric" | "email"; autoComplete?: string } = {},
  ) => (
    <HookField
      control={form.control}
      name={name}
      id={`${id}-${name}`}
      label={t(`profiles.form.${name}`)}
      hint={opts.hint}
      optionalText={opts.optional ? t("profiles.form.optional") : undefined}
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
          inputMode={opts.inputMode}
          autoComplete={opts.autoComplete ?? "off"}
          spellCheck={false}
          required={!opts.optional}
          maxLength={opts.max}
          className={inputClass}
        />
      )}
    </HookField>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClass}>{trigger}</Dialog.Trigger>
      <DialogFrame
        title={profile ? t("profiles.form.editTitle", { name: profile.name }) : t("profiles.form.addTitle")}
        description={t(`profiles.form.${mode}Description`)}
        closeLabel={t("profiles.close")}
        closeDisabled={pending}
        initialFocus={firstRef}
      >
        <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 flex flex-col gap-4" data-testid="phishing-profile-form">
          {text("name", { max: PHISHING_LIMITS.name + 20 })}
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            {text("host", { hint: t("profiles.form.hostHint"), max: 253 })}
            {text("port", { inputMode: "numeric", max: 5 })}
          </div>
          <HookField control={form.control} name="security" id={`${id}-security`} label={t("profiles.form.security")} errorIcon>
            {({ ref, onChange, ...control }) => (
              <select
                {...control}
                ref={ref}
                onChange={(e) => {
                  onChange(e);
                  // the usual port follows the security chosen, unless another was typed
                  const port = portAfterSecurity(form.getValues("port"), e.target.value, DEFAULT_PORT);
                  if (port) form.setValue("port", port);
                }}
                className={inputClass}
              >
                <option value="starttls">{t("profiles.security.starttls")}</option>
                <option value="tls">{t("profiles.security.tls")}</option>
              </select>
            )}
          </HookField>
          {text("username", { optional: true, max: 220 })}
          {text("password", {
            optional: true,
            type: "password",
            autoComplete: "new-password",
            hint: profile?.hasPassword ? t("profiles.form.passwordKept") : undefined,
          })}
          {text("fromAddress", { type: "email", inputMode: "email", hint: t("profiles.form.fromAddressHint"), max: 254 })}
          {text("ratePerMinute", {
            optional: true,
            inputMode: "numeric",
            max: 4,
            hint: t("profiles.form.rateHint", { default: PHISHING_LIMITS.ratePerMinute.default, max: PHISHING_LIMITS.ratePerMinute.max }),
          })}
          <ErrorLine>{formError}</ErrorLine>
          <DialogFormActions
            cancelLabel={t("profiles.cancel")}
            submitLabel={t(pending ? "profiles.saving" : `profiles.form.${mode}Submit`)}
            pending={pending}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
