import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ShouldRevalidateFunction, data, useActionData, useLoaderData, useNavigate } from "react-router";
import type { SignUpInput } from "../../../contract/auth.ts";
import { OTP_RESEND_TIMER_SECONDS, type EntityType } from "../../../contract/constants.ts";
import { localizePath } from "../../../contract/locale.ts";
import { type AuthError, afterSignIn, formString, optional, rememberAfterSignIn, toAuthError } from "../../components/auth/auth-api.ts";
import { AuthFooterLink, AuthHeading, ConsentText } from "../../components/auth/auth-heading.tsx";
import { forgetSignUpData, storedSkillGap } from "../../lib/browser-storage.ts";
import { CodeStep } from "../../components/auth/code-step.tsx";
import { FederatedButtons, loadProviders } from "../../components/auth/federated-buttons.tsx";
import { SIGN_UP_FIELDS, SignUpDetails, type SignUpValues } from "../../components/auth/sign-up-details.tsx";
import { useAuthSubmit } from "../../components/auth/use-auth-submit.ts";
import { chosenPlanTarget } from "../../components/public/pricing-plans.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";
import { trackTarget } from "../../components/scanners/site-input.ts";
import { loaderApi } from "../../lib/api-client.ts";
import { readForm } from "../../lib/form-body.ts";
import type { Route } from "./+types/sign-up";

export type SignUpData =
  | { step: "details"; values: SignUpValues; error?: AuthError }
  | { step: "code"; values: SignUpValues; session: string; resendAfter: number; sentAt: number; resent?: boolean; error?: AuthError }
  | { step: "done"; to: string };

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const invite = url.searchParams.get("invite")?.trim().slice(0, 64) ?? "";
  const api = loaderApi(args);
  // a plan chosen on /pricing: once the account exists, its plans page with that plan in view;
  // a site scanned on /security-scan: the scanners page, ready to add it
  const plan = chosenPlanTarget(url.searchParams) ?? trackTarget(url.searchParams);
  const headers = new Headers();
  if (plan) {
    rememberAfterSignIn(headers, url, localizePath(plan, api.locale));
  }
  return data({ providers: await loadProviders(api), invite }, { headers });
}

// The providers list does not change because a form step was sent.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

const readValues = (form: FormData) => Object.fromEntries(SIGN_UP_FIELDS.map((k) => [k, formString(form, k)])) as SignUpValues;

function parseSkillGap(raw: string): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** sign-up (and resend) sends the details; confirm exchanges the code for a session (§4, §7). */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const api = loaderApi(args);
  const sent = await readForm(request);
  if (!sent.form)
    return data<SignUpData>(
      { step: "details", values: readValues(new FormData()), error: { messageKey: "errors.generic", fields: {} } },
      { status: sent.status },
    );
  const form = sent.form;
  const intent = formString(form, "intent");
  const values = readValues(form);
  const session = formString(form, "session");
  const sentAt = Number(formString(form, "sentAt")) || 0;
  const resendAfter = Number(formString(form, "resendAfter")) || OTP_RESEND_TIMER_SECONDS;

  if (intent === "confirm") {
    const otp = formString(form, "otp");
    const skillGapData = parseSkillGap(formString(form, "skillGapData"));
    const r = await api.post("/auth/confirm-sign-up", { body: { session, email: values.email, otp, skillGapData } });
    if (r.ok) {
      // a page that sent the visitor here to get an account (an invitation) is where they go back
      const { to, headers } = afterSignIn(request);
      return data<SignUpData>({ step: "done", to }, { headers });
    }
    const error = toAuthError(r, ["otp"]);
    if ((error.code === "otp_invalid" || error.code === "otp_expired") && !error.fields.otp && error.message) {
      error.fields.otp = error.message;
      error.message = undefined;
    }
    if (error.code === "otp_locked") return data<SignUpData>({ step: "details", values, error }, { status: r.status });
    return data<SignUpData>({ step: "code", values, session, resendAfter, sentAt, error }, { status: r.status });
  }

  const body: SignUpInput = {
    // as the form sent it: the API answers anything else with its own message under the field
    accountType: values.accountType as SignUpInput["accountType"],
    name: values.name,
    email: values.email,
    role: values.accountType === "company" ? optional(values.role) : undefined,
    organization: values.accountType === "company" ? optional(values.organization) : undefined,
    phoneNumber: optional(values.phoneNumber),
    website: optional(values.website),
    inviteCode: optional(values.inviteCode),
    captchaPayload: formString(form, "captchaPayload"),
    courseId: optional(values.courseId),
  };
  const r = await api.post("/auth/sign-up", { body });
  if (r.ok) {
    const wait = r.data.resendAfter >= 0 ? r.data.resendAfter : OTP_RESEND_TIMER_SECONDS;
    return data<SignUpData>({
      step: "code",
      values,
      session: r.data.session,
      resendAfter: wait,
      sentAt: Date.now(),
      resent: intent === "resend",
    });
  }
  const error = toAuthError(r, SIGN_UP_FIELDS);
  if (intent === "resend" && session)
    return data<SignUpData>({ step: "code", values, session, resendAfter: 0, sentAt, error }, { status: r.status });
  return data<SignUpData>({ step: "details", values, error }, { status: r.status });
}

/** "/auth/sign-up": account type and details, then the one-time code (§4). */
export default function SignUp() {
  const { t } = useTranslation("auth");
  const { name: brand } = usePublicBrand();
  const { providers, invite } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const auth = useAuthSubmit();
  const [dismissed, setDismissed] = useState<SignUpData | null>(null);
  const values = result && result.step !== "done" ? result.values : undefined;
  const [accountType, setAccountType] = useState<EntityType | null>(values?.accountType === "company" ? "company" : "individual");
  const code = result?.step === "code" && result !== dismissed ? result : null;
  const done = result?.step === "done" ? result : null;
  const { resetClientErrors } = auth;

  useEffect(() => resetClientErrors(), [result, dismissed, resetClientErrors]);
  useEffect(() => {
    if (!done) return;
    // The account now owns the stored test answers and course (§4).
    forgetSignUpData();
    void navigate(done.to, { replace: true });
  }, [done, navigate]);

  const notice = done ? t("signUp.done") : code ? t(code.resent ? "code.resent" : "code.sent", { email: code.values.email }) : "";
  return (
    <div className="space-y-6">
      <AuthHeading
        title={code || done ? t("code.title") : t("signUp.title", { brand })}
        text={code || done ? undefined : t("signUp.intro")}
      />
      <p role="status" className="text-sm text-muted empty:hidden" data-testid="auth-status">
        {notice}
      </p>
      {done ? null : code ? (
        <CodeStep
          key={`${code.session}:${code.sentAt}`}
          email={code.values.email}
          session={code.session}
          resendAfter={code.resendAfter}
          hidden={{ ...code.values, resendAfter: String(code.resendAfter), sentAt: String(code.sentAt) }}
          captchaOnVerify={false}
          verifyIntent="confirm"
          submitLabel={t("code.confirm")}
          error={code.error}
          auth={auth}
          extra={() => ({ skillGapData: storedSkillGap() })}
          onChangeEmail={() => setDismissed(code)}
        />
      ) : (
        <>
          <SignUpDetails
            values={values ?? { inviteCode: invite }}
            accountType={accountType}
            onAccountType={setAccountType}
            error={result === dismissed ? undefined : result?.step === "details" ? result.error : undefined}
            auth={auth}
          />
          <FederatedButtons providers={providers} accountType={accountType ?? "individual"} disabled={auth.busy !== null} />
          <ConsentText />
        </>
      )}
      <AuthFooterLink text={t("signUp.haveAccount")} link={t("signUp.signIn")} to="/auth/sign-in" />
    </div>
  );
}
