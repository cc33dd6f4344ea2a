import { CheckCircle2, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, data, useNavigation } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { localizePath } from "../../../contract/locale.ts";
import { rememberAfterSignIn } from "../../components/auth/auth-api.ts";
import { AuthHeading } from "../../components/auth/auth-heading.tsx";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { sessionContext } from "../../guards/session-context.ts";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/invitation";

/**
 * "/invitation/{token}", the link of an invitation e-mail: the company and, for the invited
 * address signed in, the way in. Anyone else signs in or up first and comes back here (the
 * redirect-after-login cookie), so the link works whether or not the person has an account.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const invitation = orThrow(await api.get("/public/invitations/{token}", { params: { token: args.params.token } }), [400, 404]);
  const user = args.context.get(sessionContext).user;
  const url = new URL(args.request.url);
  const headers = new Headers();
  if (!user && invitation.status === "valid") {
    rememberAfterSignIn(headers, url, url.pathname);
  }
  return data({ invitation, current: user?.email ?? null, seo: { title: invitation.companyName } }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const api = loaderApi(args);
  const res = await api.post("/invitations/{token}/accept", { params: { token: args.params.token } });
  if (res.ok) throw redirect(localizePath("/dashboard", api.locale));
  if (res.status === 401) throw redirect(localizePath("/auth/sign-in", api.locale));
  return data({ error: res.error.message || null }, { status: res.status });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("invitation");
  const { name: brand } = usePublicBrand();
  const { invitation, current } = loaderData;
  const navigation = useNavigation();
  const accepting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const company = invitation.companyName;
  const mine = !!current && current.toLowerCase() === invitation.email.toLowerCase();
  const note = "rounded-lg border border-border bg-surface-sunken p-4 text-sm";
  return (
    <div className="space-y-6">
      <AuthHeading
        title={t("title", { company })}
        text={
          invitation.name
            ? t("introNamed", { company, name: invitation.name, email: invitation.email, brand })
            : t("intro", { company, email: invitation.email, brand })
        }
      />
      {invitation.status === "valid" ? <p className="text-sm font-medium">{t("role", { role: t(`roles.${invitation.role}`) })}</p> : null}
      {actionData?.error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300"
        >
          {actionData.error ?? t("failed")}
        </p>
      ) : null}
      {invitation.status === "accepted" ? (
        <div className="space-y-4">
          <p className={`${note} flex items-center gap-2`}>
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {t("accepted")}
          </p>
          {current ? (
            <LocalizedLink to="/dashboard" className={buttonClass("primary", "md", "w-full")}>
              {t("goToDashboard")}
            </LocalizedLink>
          ) : null}
        </div>
      ) : invitation.status !== "valid" ? (
        <p className={note}>{t(invitation.status, { company })}</p>
      ) : mine ? (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-muted">{t("signedInAs", { email: current })}</p>
          <button type="submit" aria-disabled={accepting || undefined} className={buttonClass("primary", "lg", "w-full")}>
            {accepting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {accepting ? t("accepting") : t("accept")}
          </button>
        </Form>
      ) : current ? (
        <div className="space-y-4">
          <p className={note}>{t("otherAddress", { email: invitation.email, current })}</p>
          <LocalizedLink to="/auth/sign-out" className={buttonClass("outline", "md", "w-full")}>
            {t("signOut")}
          </LocalizedLink>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted">{t("anonymous", { email: invitation.email })}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <LocalizedLink to="/auth/sign-in" className={buttonClass("primary", "md", "flex-1")}>
              {t("signIn")}
            </LocalizedLink>
            <LocalizedLink to="/auth/sign-up" className={buttonClass("outline", "md", "flex-1")}>
              {t("signUp")}
            </LocalizedLink>
          </div>
        </div>
      )}
    </div>
  );
}
