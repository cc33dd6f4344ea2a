import { Loader2, Mail } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import type { AuthError } from "./auth-api.ts";
import { useStepErrors } from "./use-step-errors.ts";
import { AuthAlert } from "./auth-field.tsx";
import type { useAuthSubmit } from "./use-auth-submit.ts";
import { ACCOUNT_LIMITS as LIMITS } from "../../../contract/field-rules.ts";
import { validateEmailStep } from "./auth-form-schema.ts";

/** Sign-in step 1: the e-mail the code goes to. */
export function EmailStep({ email, error, auth }: { email?: string; error?: AuthError; auth: ReturnType<typeof useAuthSubmit> }) {
  const { t } = useTranslation("auth");
  const { formRef, alertRef, errorFor, message } = useStepErrors(error, auth.clientErrors, auth.captchaFailed);
  const fieldError = errorFor("email");
  const busy = auth.busy === "start";

  return (
    <div className="space-y-5">
      <AuthAlert ref={alertRef} message={message} />
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-busy={busy}
        onSubmit={(e) => auth.handle(e, { captcha: true, validate: validateEmailStep })}
        onChange={(e: FormEvent<HTMLFormElement>) => auth.recheck(e, validateEmailStep)}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="start" />
        <FormField id="auth-email" name="email" label={t("fields.email")} error={fieldError}>
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
              defaultValue={email}
              className={inputClass}
            />
          )}
        </FormField>
        <button type="submit" disabled={auth.busy !== null} className={buttonClass("primary", "lg", "w-full")}>
          {busy ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Mail aria-hidden="true" className="size-5" />}
          {t(busy ? "signIn.sending" : "signIn.submit")}
        </button>
      </form>
    </div>
  );
}
