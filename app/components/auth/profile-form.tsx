import { Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import type { EntityType } from "../../../contract/constants.ts";
import { isFreeMailDomain } from "../../../contract/email-domains.ts";
import { AccountTypeRadios } from "./account-type-radios.tsx";
import type { AuthError } from "./auth-api.ts";
import { useStepErrors } from "./use-step-errors.ts";
import { focusFirstNamed } from "./auth-field.tsx";
import { AuthInput, NameField } from "./auth-inputs.tsx";
import { AuthStepForm, AuthSubmitButton } from "./auth-step-form.tsx";
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

  const step = useStepErrors(error, clientErrors);

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
    <AuthStepForm
      step={step}
      busy={busy}
      routerForm
      onSubmit={onSubmit}
      onChange={(e) => {
        if (!clientErrors) return;
        const errors = validateProfile(new FormData(e.currentTarget));
        setClientErrors(Object.keys(errors).length ? errors : null);
      }}
    >
      <p className="text-sm text-muted">{t("profile.signedInAs", { email: defaults.email })}</p>
      <input type="hidden" name="email" value={defaults.email} />
      <NameField defaultValue={defaults.name} error={step.errorFor("name")} />
      <AccountTypeRadios value={accountType} onChange={setAccountType} error={step.errorFor("accountType")} />
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
              errors={{ domain: step.errorFor("domain"), domainOption: step.errorFor("domainOption") }}
              onJoiningChange={setJoining}
            />
          ) : null}
          {/* Joining an existing company needs no name of its own. */}
          {companyDomain && hasDomain && joining ? null : (
            <AuthInput
              name="entityName"
              label={t("fields.entityName")}
              error={step.errorFor("entityName")}
              type="text"
              autoComplete="organization"
              maxLength={LIMITS.entityName}
              defaultValue={defaults.entityName}
            />
          )}
        </>
      ) : null}
      <AuthSubmitButton busy={busy} disabled={busy} icon={Save} label={t(busy ? "profile.saving" : "profile.submit")} />
    </AuthStepForm>
  );
}
