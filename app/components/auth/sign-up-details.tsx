import { UserPlus } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { EntityType } from "../../../contract/constants.ts";
import { AccountTypeRadios } from "./account-type-radios.tsx";
import type { AuthError } from "./auth-api.ts";
import { useStepErrors } from "./use-step-errors.ts";
import { AuthInput, EmailField, NameField } from "./auth-inputs.tsx";
import { AuthStepForm, AuthSubmitButton } from "./auth-step-form.tsx";
import { storedCourseId } from "../../lib/browser-storage.ts";
import type { useAuthSubmit } from "./use-auth-submit.ts";
import { ACCOUNT_LIMITS as LIMITS } from "../../../contract/field-rules.ts";
import { validateSignUp } from "./auth-form-schema.ts";

export const SIGN_UP_FIELDS = [
  "accountType",
  "name",
  "email",
  "role",
  "organization",
  "phoneNumber",
  "website",
  "inviteCode",
  "courseId",
] as const;
export type SignUpValues = Record<(typeof SIGN_UP_FIELDS)[number], string>;

/** Sign-up step 1: account type and details (§7 sign-up body). */
export function SignUpDetails({
  values,
  accountType,
  onAccountType,
  error,
  auth,
}: {
  values: Partial<SignUpValues>;
  accountType: EntityType | null;
  onAccountType: (v: EntityType) => void;
  error?: AuthError;
  auth: ReturnType<typeof useAuthSubmit>;
}) {
  const { t } = useTranslation("auth");
  const step = useStepErrors(error, auth.clientErrors, auth.captchaFailed);
  const busy = auth.busy === "sign-up";
  const optionalText = t("fields.optional");
  const company = accountType === "company";

  return (
    <AuthStepForm
      step={step}
      busy={busy}
      onSubmit={(e) => auth.handle(e, { captcha: true, validate: validateSignUp, extra: () => ({ courseId: storedCourseId() }) })}
      onChange={(e: FormEvent<HTMLFormElement>) => auth.recheck(e, validateSignUp)}
    >
      <input type="hidden" name="intent" value="sign-up" />
      <AccountTypeRadios value={accountType} onChange={onAccountType} error={step.errorFor("accountType")} />
      <NameField defaultValue={values.name} error={step.errorFor("name")} />
      <EmailField label={t(company ? "fields.workEmail" : "fields.email")} defaultValue={values.email} error={step.errorFor("email")} />
      {company ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <AuthInput
            name="organization"
            label={t("fields.organization")}
            error={step.errorFor("organization")}
            type="text"
            autoComplete="organization"
            required
            maxLength={LIMITS.organization}
            defaultValue={values.organization}
          />
          <AuthInput
            name="role"
            label={t("fields.role")}
            optionalText={optionalText}
            error={step.errorFor("role")}
            type="text"
            autoComplete="organization-title"
            maxLength={LIMITS.role}
            defaultValue={values.role}
          />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <AuthInput
          name="phoneNumber"
          label={t("fields.phone")}
          optionalText={optionalText}
          error={step.errorFor("phoneNumber")}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          defaultValue={values.phoneNumber}
        />
        <AuthInput
          name="website"
          label={t("fields.website")}
          optionalText={optionalText}
          error={step.errorFor("website")}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={LIMITS.website}
          defaultValue={values.website}
        />
      </div>
      <AuthInput
        name="inviteCode"
        label={t("fields.inviteCode")}
        optionalText={optionalText}
        error={step.errorFor("inviteCode")}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={LIMITS.inviteCode}
        defaultValue={values.inviteCode}
      />
      <AuthSubmitButton busy={busy} disabled={auth.busy !== null} icon={UserPlus} label={t(busy ? "signUp.sending" : "signUp.submit")} />
    </AuthStepForm>
  );
}
