import { ArrowLeft, LogIn } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AuthError } from "./auth-api.ts";
import { useStepErrors } from "./use-step-errors.ts";
import { AuthStepForm, AuthSubmitButton } from "./auth-step-form.tsx";
import { OtpInput } from "./otp-input.tsx";
import { ResendButton } from "./resend-timer.tsx";
import type { useAuthSubmit } from "./use-auth-submit.ts";
import { validateCodeStep } from "./auth-form-schema.ts";

export interface CodeStepProps {
  email: string;
  session: string;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
  /** Sent with both the code and a resend (sign-up sends its details again to resend). */
  hidden?: Record<string, string>;
  /** Sign-in offers "Remember me". */
  remember?: boolean;
  /** Whether the code itself is sent with a captcha (sign-in yes, sign-up confirmation no). */
  captchaOnVerify: boolean;
  verifyIntent: string;
  submitLabel: string;
  error?: AuthError;
  auth: ReturnType<typeof useAuthSubmit>;
  /** Values read in the browser at submit time (stored skill-gap answers). */
  extra?: () => Record<string, string>;
  onChangeEmail: () => void;
}

/** The one-time-code step shared by sign-in and sign-up (§4). Re-key it by session to restart the timer. */
export function CodeStep(props: CodeStepProps) {
  const {
    email,
    session,
    resendAfter,
    hidden = {},
    remember,
    captchaOnVerify,
    verifyIntent,
    submitLabel,
    error,
    auth,
    extra,
    onChangeEmail,
  } = props;
  const { t } = useTranslation("auth");
  const step = useStepErrors(error, auth.clientErrors, auth.captchaFailed);
  const otpRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    otpRef.current?.focus();
  }, []);

  const otpError = step.errorFor("otp");
  const verifying = auth.busy === verifyIntent;
  const extraHidden = Object.entries(hidden).filter(([k]) => k !== "email" && k !== "session" && k !== "intent");

  function resend() {
    const form = new FormData();
    form.set("intent", "resend");
    form.set("email", email);
    form.set("session", session);
    for (const [k, v] of extraHidden) form.set(k, v);
    auth.resetClientErrors();
    void auth.send(form, { captcha: true });
  }

  return (
    <AuthStepForm
      step={step}
      busy={verifying}
      onSubmit={(e) => auth.handle(e, { captcha: captchaOnVerify, validate: validateCodeStep, extra })}
      onChange={(e: FormEvent<HTMLFormElement>) => auth.recheck(e, validateCodeStep)}
      after={
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button
              type="button"
              onClick={onChangeEmail}
              disabled={auth.busy !== null}
              className="inline-flex items-center gap-1 rounded-md font-medium text-primary-text underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("code.changeEmail")}
            </button>
            <ResendButton seconds={resendAfter} busy={auth.busy === "resend"} disabled={auth.busy !== null} onResend={resend} />
          </div>
          <p className="text-sm text-muted">{t("code.spam")}</p>
        </>
      }
    >
      <input type="hidden" name="intent" value={verifyIntent} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="session" value={session} />
      {extraHidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <OtpInput ref={otpRef} label={t("code.label")} hint={t("code.hint")} error={otpError} />
      {remember ? (
        <label className="flex w-fit cursor-pointer items-center gap-3 text-sm">
          <input type="checkbox" name="rememberMe" value="true" className="size-4 accent-primary" />
          {t("code.rememberMe")}
        </label>
      ) : null}
      <AuthSubmitButton busy={verifying} disabled={auth.busy !== null} icon={LogIn} label={verifying ? t("code.verifying") : submitLabel} />
    </AuthStepForm>
  );
}
