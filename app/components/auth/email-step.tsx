import { Mail } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AuthError } from "./auth-api.ts";
import { useStepErrors } from "./use-step-errors.ts";
import type { useAuthSubmit } from "./use-auth-submit.ts";
import { validateEmailStep } from "./auth-form-schema.ts";
import { EmailField } from "./auth-inputs.tsx";
import { AuthStepForm, AuthSubmitButton } from "./auth-step-form.tsx";

/** Sign-in step 1: the e-mail the code goes to. */
export function EmailStep({ email, error, auth }: { email?: string; error?: AuthError; auth: ReturnType<typeof useAuthSubmit> }) {
  const { t } = useTranslation("auth");
  const step = useStepErrors(error, auth.clientErrors, auth.captchaFailed);
  const busy = auth.busy === "start";

  return (
    <AuthStepForm
      step={step}
      busy={busy}
      onSubmit={(e) => auth.handle(e, { captcha: true, validate: validateEmailStep })}
      onChange={(e: FormEvent<HTMLFormElement>) => auth.recheck(e, validateEmailStep)}
    >
      <input type="hidden" name="intent" value="start" />
      <EmailField label={t("fields.email")} defaultValue={email} error={step.errorFor("email")} />
      <AuthSubmitButton busy={busy} disabled={auth.busy !== null} icon={Mail} label={t(busy ? "signIn.sending" : "signIn.submit")} />
    </AuthStepForm>
  );
}
