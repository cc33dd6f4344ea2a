import { CircleCheck, Clock, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { redirect } from "../../lib/redirect.ts";
import { localizePath, stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { UnlockedFeatures } from "../../components/subscription/unlocked-features.tsx";
import { useCheckoutStatus } from "../../components/subscription/use-checkout-status.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/active";

/** The session the gateway sent the browser back with (?session_id=); without one, the plan page. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const id = new URL(args.request.url).searchParams.get("session_id")?.trim();
  if (!id) throw redirect(localizePath("/subscription", api.locale));
  return { session: orThrow(await api.get("/payment-gateway/checkout-sessions/{sessionId}", { params: { sessionId: id } }), [400, 404]) };
}

/**
 * "/subscription/active": where checkout returns. It waits for the payment to be recorded (the
 * webhook, or the test gateway's event), then shows what the plan switched on, with links to use it.
 */
export default function SubscriptionActive({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["subscription", "pricing"]);
  const { pathname } = useLocation();
  const { session, waiting, gaveUp } = useCheckoutStatus(loaderData.session);
  const plan = t(`pricing:plans.${session.key}.name`);
  const done = session.status === "complete";
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      {done ? (
        <>
          <header className="flex items-start gap-3">
            <CircleCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-accent-text" />
            <div>
              <h1 className="text-2xl font-bold sm:text-3xl">{t("active.title", { plan })}</h1>
              <p className="mt-1 text-muted">{t("active.lead")}</p>
            </div>
          </header>
          <section aria-labelledby="unlocked-title" className="flex flex-col gap-4">
            <h2 id="unlocked-title" className="text-lg font-semibold">
              {t("active.unlocked")}
            </h2>
            <UnlockedFeatures features={session.features} />
          </section>
          <p>
            <LocalizedLink to="/subscription" className={buttonClass("outline")}>
              {t("active.manage")}
            </LocalizedLink>
          </p>
        </>
      ) : (
        <section
          aria-labelledby="active-wait-title"
          aria-live="polite"
          className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface-raised p-6"
        >
          {waiting ? (
            <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary-text" />
          ) : (
            <Clock aria-hidden="true" className="size-8 text-muted" />
          )}
          <h1 id="active-wait-title" className="text-2xl font-bold">
            {waiting ? t("active.waiting.title") : t(session.status === "expired" ? "active.expired.title" : "active.gaveUp.title")}
          </h1>
          <p className="text-muted">
            {waiting ? t("active.waiting.text", { plan }) : t(session.status === "expired" ? "active.expired.text" : "active.gaveUp.text")}
          </p>
          {gaveUp || session.status === "expired" ? (
            <LocalizedLink to="/subscription" className={buttonClass("primary")}>
              {t("active.gaveUp.link")}
            </LocalizedLink>
          ) : null}
        </section>
      )}
    </div>
  );
}
