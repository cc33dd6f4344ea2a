import { ArrowLeft, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { LTI_ERROR_REASONS, ltiErrorReason } from "../../components/lti/error-reasons.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import type { Route } from "./+types/lti-error";

/** The code the address names (`?reason=`), kept short: it is shown back as typed. */
export function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("reason")?.trim().slice(0, 64) ?? "";
  return { reason: ltiErrorReason(raw), code: /^[a-z0-9_]+$/.test(raw) ? raw : "" };
}

/** §2 /my-company/settings/lti/error?reason=<code>: why a launch or registration failed, in plain words, and what to fix. */
export default function CompanyLtiErrorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyLti");
  const { pathname } = useLocation();
  const { reason, code } = loaderData;
  const id = useId();
  const key = `error.reasons.${reason ?? "general"}`;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-3xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-1 size-7 shrink-0 text-amber-700 dark:text-amber-300" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("error.title")}</h1>
          {code ? (
            <p className="mt-1 text-sm text-muted" data-testid="lti-error-code">
              {t("error.codeLine", { code })}
            </p>
          ) : null}
        </div>
      </header>
      <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6" data-testid="lti-error">
        <div>
          <h2 className="text-lg font-semibold">{t("error.whatHappened")}</h2>
          <p className="mt-1">{t(`${key}.what`)}</p>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t("error.whatToDo")}</h2>
          <p className="mt-1">{t(`${key}.fix`)}</p>
        </div>
      </section>
      <section aria-labelledby={`${id}-all`} className="flex flex-col gap-3" data-testid="lti-error-reasons">
        <div>
          <h2 id={`${id}-all`} className="text-lg font-semibold">
            {t("error.allTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("error.allIntro")}</p>
        </div>
        <ul className="flex flex-col gap-2">
          {LTI_ERROR_REASONS.map((r) => (
            <li key={r}>
              {/* each reason folded to its one line; the one this page explains is open */}
              <details
                open={r === reason}
                className="group rounded-lg border border-border bg-surface-raised open:bg-surface"
                data-testid={`lti-error-reason-${r}`}
              >
                <summary className="cursor-pointer list-inside px-4 py-3 font-medium">
                  {t(`error.reasons.${r}.what`)}
                  {r === reason ? <span className="ml-2 text-sm font-semibold text-muted">({t("error.current")})</span> : null}
                </summary>
                <div className="flex flex-col gap-1 px-4 pb-3 text-sm">
                  <p>
                    <span className="font-semibold">{t("error.whatToDo")}: </span>
                    {t(`error.reasons.${r}.fix`)}
                  </p>
                  <p className="text-muted">{t("error.codeLine", { code: r })}</p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <LocalizedLink to="/my-company/settings/lti" className={buttonClass("outline")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("error.back")}
        </LocalizedLink>
      </p>
    </div>
  );
}
