import { ExternalLink, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ltiErrorReason } from "../../../contract/lti-limits.ts";
import { useLocalizedPath } from "../../lib/locale.ts";

/** The reason the address names (`?error=`), or none: an unknown code reads as the general explanation. */
export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("error")?.trim().slice(0, 64) ?? "";
  return { reason: ltiErrorReason(raw) };
}

/**
 * GET /lti-auth-callback?error=<code>: a launch the tool refused, in the LMS's frame, in plain
 * words for the learner (what happened, who can fix it), with the administrators' page that
 * says what to change (in a new tab: the frame has no session of ours).
 */
export default function LtiLaunchError() {
  const { reason } = useLoaderData<typeof loader>();
  const { t } = useTranslation("ltiLaunch");
  const localize = useLocalizedPath();
  const key = `error.reasons.${reason ?? "general"}`;
  const admin = localize(`/my-company/settings/lti/error${reason ? `?reason=${reason}` : ""}`);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4 sm:px-4">
      <header className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-1 size-7 shrink-0 text-amber-700 dark:text-amber-300" />
        <div className="min-w-0">
          <h1 className="text-xl font-bold sm:text-2xl">{t("error.title")}</h1>
          {reason ? (
            <p className="mt-1 text-sm text-muted" data-testid="lti-launch-error-code">
              {t("error.codeLine", { code: reason })}
            </p>
          ) : null}
        </div>
      </header>
      <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-5" data-testid="lti-launch-error">
        <div>
          <h2 className="font-semibold">{t("error.whatHappened")}</h2>
          <p className="mt-1">{t(`${key}.what`)}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t("error.whatToDo")}</h2>
          <p className="mt-1">{t(`${key}.fix`)}</p>
        </div>
      </section>
      <p className="text-sm">
        {t("error.adminIntro")}{" "}
        <a
          href={admin}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-primary-text underline underline-offset-2"
        >
          {t("error.adminLink")}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> {t("newTab")}</span>
        </a>
      </p>
    </div>
  );
}
