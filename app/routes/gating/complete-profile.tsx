import { useTranslation } from "react-i18next";
import { data, useActionData, useLoaderData, useRevalidator } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import type { ProfileInput } from "../../../contract/auth.ts";
import { localizePath } from "../../../contract/locale.ts";
import { type AuthError, afterSignIn, formString, optional, requestLocale, toAuthError } from "../../components/auth/auth-api.ts";
import { AuthAlert } from "../../components/auth/auth-field.tsx";
import { AuthHeading } from "../../components/auth/auth-heading.tsx";
import { loadMe } from "../../components/auth/current-user.ts";
import { profileDefaults } from "../../components/auth/profile-defaults.ts";
import { ProfileForm } from "../../components/auth/profile-form.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";
import { loaderApi } from "../../lib/api-client.ts";
import { readForm } from "../../lib/form-body.ts";
import type { Route } from "./+types/complete-profile";

const FIELDS = ["name", "email", "accountType", "entityName", "domain", "domainOption", "hasDomain"] as const;

export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const { locale } = api;
  const me = await loadMe(api);
  if (me.status === "signed-out") throw redirect(localizePath("/auth/sign-in", locale));
  if (me.status !== "ok") return { defaults: null };
  return { defaults: profileDefaults(me.user) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const sent = await readForm(request);
  if (!sent.form) return data<{ error: AuthError }>({ error: { messageKey: "errors.generic", fields: {} } }, { status: sent.status });
  const form = sent.form;
  const company = formString(form, "accountType") === "company";
  const hasDomain = company && form.get("hasDomain") === "on";
  const exists = hasDomain && form.get("domainExists") === "true";
  const domainOption = exists ? formString(form, "domainOption") : "";
  const entityName = formString(form, "entityName") || (domainOption === "join" ? formString(form, "foundEntityName") : "");
  // the choices as the form sent them: the API answers anything else with its own message under the field
  const body: ProfileInput = {
    name: formString(form, "name"),
    email: formString(form, "email"),
    accountType: formString(form, "accountType") as ProfileInput["accountType"],
    entityName: company ? optional(entityName) : undefined,
    domain: hasDomain ? optional(formString(form, "domain").toLowerCase()) : undefined,
    domainOption: optional(domainOption) as ProfileInput["domainOption"],
    hasDomain: company ? hasDomain : undefined,
  };
  const r = await loaderApi(args).post("/auth/profile", { body });
  if (r.ok) {
    if (r.data.user.pendingApproval) throw redirect(localizePath("/awaiting-approval", requestLocale(request)));
    // the page the person was heading to when the profile came first (a plan chosen on /pricing), else the dashboard
    const { to, headers } = afterSignIn(request);
    throw redirect(to, { headers });
  }
  return data<{ error: AuthError }>({ error: toAuthError(r, FIELDS) }, { status: r.status });
}

/** "/complete-profile": the onboarding step after a first sign-in (§2). */
export default function CompleteProfile() {
  const { t } = useTranslation("auth");
  const { name: brand } = usePublicBrand();
  const { defaults } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AuthHeading title={t("profile.title")} text={t("profile.intro", { brand })} />
      {defaults ? (
        <ProfileForm defaults={defaults} brand={brand} error={result?.error} />
      ) : (
        <div className="space-y-4">
          <AuthAlert message={t("errors.loadUser")} />
          <button type="button" onClick={() => void revalidator.revalidate()} className={buttonClass("outline")}>
            {t("errors.retry")}
          </button>
        </div>
      )}
    </div>
  );
}
