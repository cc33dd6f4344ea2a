import { Loader2, UserPlus } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { EntityType } from "../../../contract/constants.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import { AccountTypeRadios } from "./account-type-radios.tsx";
import type { AuthError } from "./auth-api.ts";
import { useStepErrors } from "./use-step-errors.ts";
import { AuthAlert } from "./auth-field.tsx";
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
  const { formRef, alertRef, errorFor, message } = useStepErrors(error, auth.clientErrors, auth.captchaFailed);
  const busy = auth.busy === "sign-up";
  const optionalText = t("fields.optional");
  const company = accountType === "company";

  return (
    <div className="space-y-5">
      <AuthAlert ref={alertRef} message={message} />
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-busy={busy}
        onSubmit={(e) => auth.handle(e, { captcha: true, validate: validateSignUp, extra: () => ({ courseId: storedCourseId() }) })}
        onChange={(e: FormEvent<HTMLFormElement>) => auth.recheck(e, validateSignUp)}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="sign-up" />
        <AccountTypeRadios value={accountType} onChange={onAccountType} error={errorFor("accountType")} />
        <FormField id="auth-name" name="name" label={t("fields.name")} error={errorFor("name")}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS.name}
              defaultValue={values.name}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="auth-email" name="email" label={t(company ? "fields.workEmail" : "fields.email")} error={errorFor("email")}>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={LIMITS.email}
              defaultValue={values.email}
              className={inputClass}
            />
          )}
        </FormField>
        {company ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="auth-organization" name="organization" label={t("fields.organization")} error={errorFor("organization")}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="text"
                  autoComplete="organization"
                  required
                  maxLength={LIMITS.organization}
                  defaultValue={values.organization}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField id="auth-role" name="role" label={t("fields.role")} optionalText={optionalText} error={errorFor("role")}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="text"
                  autoComplete="organization-title"
                  maxLength={LIMITS.role}
                  defaultValue={values.role}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="auth-phoneNumber"
            name="phoneNumber"
            label={t("fields.phone")}
            optionalText={optionalText}
            error={errorFor("phoneNumber")}
          >
            {(a11y) => (
              <input {...a11y} type="tel" autoComplete="tel" maxLength={40} defaultValue={values.phoneNumber} className={inputClass} />
            )}
          </FormField>
          <FormField id="auth-website" name="website" label={t("fields.website")} optionalText={optionalText} error={errorFor("website")}>
            {(a11y) => (
              <input
                {...a11y}
                type="url"
                inputMode="url"
                autoComplete="url"
                maxLength={LIMITS.website}
                defaultValue={values.website}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="auth-inviteCode"
          name="inviteCode"
          label={t("fields.inviteCode")}
          optionalText={optionalText}
          error={errorFor("inviteCode")}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={LIMITS.inviteCode}
              defaultValue={values.inviteCode}
              className={inputClass}
            />
          )}
        </FormField>
        <button type="submit" disabled={auth.busy !== null} className={buttonClass("primary", "lg", "w-full")}>
          {busy ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <UserPlus aria-hidden="true" className="size-5" />}
          {t(busy ? "signUp.sending" : "signUp.submit")}
        </button>
      </form>
    </div>
  );
}
