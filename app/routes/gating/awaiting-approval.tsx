import { Hourglass, Loader2, LogOut, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useRevalidator } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { localizePath } from "../../../contract/locale.ts";
import { loadMe } from "../../components/auth/current-user.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import type { Route } from "./+types/awaiting-approval";

/** Approved meanwhile: straight on to the dashboard, which is what "Check again" is for. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const { locale } = api;
  const me = await loadMe(api);
  if (me.status === "signed-out") throw redirect(localizePath("/auth/sign-in", locale));
  if (me.status === "ok" && !me.user.pendingApproval) throw redirect(localizePath("/dashboard", locale));
  return {
    entityName: me.status === "ok" ? (me.user.pendingEntry?.entityName ?? null) : null,
    email: me.status === "ok" ? me.user.email : null,
  };
}

/** "/awaiting-approval": a request to join a company waits for its managers (§2 guard 4). */
export default function AwaitingApproval() {
  const { t } = useTranslation("auth");
  const { entityName, email } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const checking = revalidator.state !== "idle";
  const [checks, setChecks] = useState(0);
  const wasChecking = useRef(false);

  useEffect(() => {
    if (wasChecking.current && !checking) setChecks((n) => n + 1);
    wasChecking.current = checking;
  }, [checking]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 text-center">
      <Hourglass aria-hidden="true" className="size-12 text-primary-text" />
      <h1 className="text-2xl font-bold sm:text-3xl">{t("awaiting.title")}</h1>
      <p className="text-muted">{entityName ? t("awaiting.text", { entity: entityName }) : t("awaiting.textNoName")}</p>
      <p className="text-muted">{email ? t("awaiting.email", { email }) : t("awaiting.emailNoAddress")}</p>
      <p role="status" className="text-sm font-medium empty:hidden">
        {checking ? t("awaiting.checking") : checks > 0 ? t("awaiting.stillWaiting") : ""}
      </p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <button type="button" onClick={() => void revalidator.revalidate()} disabled={checking} className={buttonClass("primary")}>
          {checking ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {t("awaiting.checkAgain")}
        </button>
        <LocalizedLink to="/auth/sign-out" className={buttonClass("outline")}>
          <LogOut aria-hidden="true" className="size-4" />
          {t("awaiting.signOut")}
        </LocalizedLink>
      </div>
    </div>
  );
}
