import { Loader2, Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { EntityType } from "../../../contract/constants.ts";
import { isFreeMailDomain } from "../../../contract/email-domains.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { AccountTypeRadios } from "./account-type-radios.tsx";
import type { AuthError } from "./auth-api.ts";
import { useStepErrors } from "./use-step-errors.ts";
import { AuthAlert, focusFirstNamed } from "./auth-field.tsx";
import { DomainCheck } from "./domain-check.tsx";
import { ACCOUNT_LIMITS as LIMITS } from "../../../contract/field-rules.ts";
import { type ClientErrors, validateProfile } from "./auth-form-schema.ts";

export interface ProfileDefaults {
  name: string;
  email: string;
  accountType: EntityType;
  entityName: string;
}

/** Onboarding: who the person is and, for a company, which company (§7 POST /api/auth/profile). */
export function ProfileForm({ defaults, brand, error }: { defaults: ProfileDefaults; brand: string; error?: AuthError }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const emailDomain = defaults.email.split("@")[1]?.toLowerCase() ?? "";
  const [accountType, setAccountType] = useState<EntityType>(defaults.accountType);
  const companyDomain = Boolean(emailDomain) && !isFreeMailDomain(emailDomain);
  const [hasDomain, setHasDomain] = useState(companyDomain);
  const [clientErrors, setClientErrors] = useState<ClientErrors | null>(null);
  const [joining, setJoining] = useState(false);

  const { formRef, alertRef, errorFor, message } = useStepErrors(error, clientErrors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = validateProfile(new FormData(event.currentTarget));
    const first = Object.keys(errors)[0];
    setClientErrors(first ? errors : null);
    if (!first) return;
    event.preventDefault();
    focusFirstNamed(event.currentTarget, Object.keys(errors));
  }

  const company = accountType === "company";
  return (
    <div className="space-y-5">
      <AuthAlert ref={alertRef} message={message} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-busy={busy}
        onSubmit={onSubmit}
        onChange={(e) => {
          if (!clientErrors) return;
          const errors = validateProfile(new FormData(e.currentTarget));
          setClientErrors(Object.keys(errors).length ? errors : null);
        }}
        className="space-y-5"
      >
        <p className="text-sm text-muted">{t("profile.signedInAs", { email: defaults.email })}</p>
        <input type="hidden" name="email" value={defaults.email} />
        <FormField id="auth-name" name="name" label={t("fields.name")} error={errorFor("name")}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS.name}
              defaultValue={defaults.name}
              className={inputClass}
            />
          )}
        </FormField>
        <AccountTypeRadios value={accountType} onChange={setAccountType} error={errorFor("accountType")} />
        {company ? (
          <>
            {companyDomain ? (
              <label className="flex w-fit cursor-pointer items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="hasDomain"
                  checked={hasDomain}
                  onChange={(e) => setHasDomain(e.target.checked)}
                  className="mt-0.5 size-4 accent-primary"
                />
                <span>
                  <span className="block font-medium">{t("profile.hasDomain")}</span>
                  <span className="block text-muted">{t("profile.hasDomainText")}</span>
                </span>
              </label>
            ) : null}
            {companyDomain && hasDomain ? (
              <DomainCheck
                initialDomain={emailDomain}
                brand={brand}
                errors={{ domain: errorFor("domain"), domainOption: errorFor("domainOption") }}
                onJoiningChange={setJoining}
              />
            ) : null}
            {/* Joining an existing company needs no name of its own. */}
            {companyDomain && hasDomain && joining ? null : (
              <FormField id="auth-entityName" name="entityName" label={t("fields.entityName")} error={errorFor("entityName")}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="text"
                    autoComplete="organization"
                    maxLength={LIMITS.entityName}
                    defaultValue={defaults.entityName}
                    className={inputClass}
                  />
                )}
              </FormField>
            )}
          </>
        ) : null}
        <button type="submit" disabled={busy} className={buttonClass("primary", "lg", "w-full")}>
          {busy ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Save aria-hidden="true" className="size-5" />}
          {t(busy ? "profile.saving" : "profile.submit")}
        </button>
      </Form>
    </div>
  );
}
