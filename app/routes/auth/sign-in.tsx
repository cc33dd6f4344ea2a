import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ShouldRevalidateFunction, data, useActionData, useLoaderData } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { OTP_RESEND_TIMER_SECONDS } from "../../../contract/constants.ts";
import { type AuthError, afterSignIn, formString, toAuthError } from "../../components/auth/auth-api.ts";
import { AuthFooterLink, AuthHeading } from "../../components/auth/auth-heading.tsx";
import { CodeStep } from "../../components/auth/code-step.tsx";
import { EmailStep } from "../../components/auth/email-step.tsx";
import { FederatedButtons, loadProviders } from "../../components/auth/federated-buttons.tsx";
import { useAuthSubmit } from "../../components/auth/use-auth-submit.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";
import { loaderApi } from "../../lib/api-client.ts";
import { readForm } from "../../lib/form-body.ts";
import type { Route } from "./+types/sign-in";

export type SignInData =
  | { step: "email"; email: string; error?: AuthError }
  | { step: "code"; email: string; session: string; resendAfter: number; sentAt: number; resent?: boolean; error?: AuthError };

export async function loader(args: Route.LoaderArgs) {
  return { providers: await loadProviders(loaderApi(args)) };
}

// The providers list does not change because a form step was sent.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

const resendSeconds = (v: unknown) => (typeof v === "number" && v >= 0 ? Math.min(Math.round(v), 3600) : OTP_RESEND_TIMER_SECONDS);

/** Step 1 (intent start/resend) asks for a code; step 2 (verify) exchanges it for a session (§4, §7). */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const api = loaderApi(args);
  const sent = await readForm(request);
  if (!sent.form)
    return data<SignInData>({ step: "email", email: "", error: { messageKey: "errors.generic", fields: {} } }, { status: sent.status });
  const form = sent.form;
  const intent = formString(form, "intent");
  const email = formString(form, "email");
  const session = formString(form, "session");
  const captchaPayload = formString(form, "captchaPayload");

  if (intent === "verify") {
    const otp = formString(form, "otp");
    const rememberMe = form.get("rememberMe") === "true" || form.get("rememberMe") === "on";
    const r = await api.post("/auth/sign-in", { body: { email, otp, session, rememberMe, captchaPayload } });
    if (r.ok) {
      const { to, headers } = afterSignIn(request);
      throw redirect(to, { headers });
    }
    const error = toAuthError(r, ["otp"]);
    // A wrong or expired code belongs to the code field; five wrong codes end the session: start again.
    if ((error.code === "otp_invalid" || error.code === "otp_expired") && !error.fields.otp && error.message) {
      error.fields.otp = error.message;
      error.message = undefined;
    }
    if (error.code === "otp_locked") return data<SignInData>({ step: "email", email, error }, { status: r.status });
    const resendAfter = resendSeconds(Number(formString(form, "resendAfter")));
    const sentAt = Number(formString(form, "sentAt")) || 0;
    return data<SignInData>({ step: "code", email, session, resendAfter, sentAt, error }, { status: r.status });
  }

  const r = await api.post("/auth/sign-in", { body: { email, captchaPayload } });
  if (r.ok && "session" in r.data) {
    return data<SignInData>({
      step: "code",
      email,
      session: r.data.session,
      resendAfter: resendSeconds(r.data.resendAfter),
      sentAt: Date.now(),
      resent: intent === "resend",
    });
  }
  const error: AuthError = r.ok ? { messageKey: "errors.generic", fields: {} } : toAuthError(r, ["email"]);
  // A refused resend keeps the code step and the code already sent.
  if (intent === "resend" && session) {
    const sentAt = Number(formString(form, "sentAt")) || 0;
    return data<SignInData>({ step: "code", email, session, resendAfter: 0, sentAt, error }, { status: r.status });
  }
  return data<SignInData>({ step: "email", email, error }, { status: r.status });
}

/** "/auth/sign-in": e-mail, then the one-time code (§4). */
export default function SignIn() {
  const { t } = useTranslation("auth");
  const { name: brand } = usePublicBrand();
  const { providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const auth = useAuthSubmit();
  const [dismissed, setDismissed] = useState<SignInData | null>(null);
  const code = result?.step === "code" && result !== dismissed ? result : null;
  const { resetClientErrors } = auth;

  useEffect(() => resetClientErrors(), [result, dismissed, resetClientErrors]);

  const notice = code ? t(code.resent ? "code.resent" : "code.sent", { email: code.email }) : "";
  return (
    <div className="space-y-6">
      <AuthHeading title={code ? t("code.title") : t("signIn.title", { brand })} text={code ? undefined : t("signIn.intro")} />
      <p role="status" className="text-sm text-muted empty:hidden" data-testid="auth-status">
        {notice}
      </p>
      {code ? (
        <CodeStep
          key={`${code.session}:${code.sentAt}`}
          email={code.email}
          session={code.session}
          resendAfter={code.resendAfter}
          hidden={{ resendAfter: String(code.resendAfter), sentAt: String(code.sentAt) }}
          remember
          captchaOnVerify
          verifyIntent="verify"
          submitLabel={t("code.signIn")}
          error={code.error}
          auth={auth}
          onChangeEmail={() => setDismissed(code)}
        />
      ) : (
        <EmailStep email={result?.email} error={result === dismissed ? undefined : result?.error} auth={auth} />
      )}
      <FederatedButtons providers={providers} disabled={auth.busy !== null} />
      <AuthFooterLink text={t("signIn.noAccount")} link={t("signIn.signUp")} to="/auth/sign-up" />
    </div>
  );
}
