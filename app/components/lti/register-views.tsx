import { CircleCheck, ExternalLink, Link2, TriangleAlert, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LtiDynamicRegistrationResult } from "../../../contract/lti.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { Button } from "../ui/button.tsx";

/** The API's refusal codes of a dynamic registration, and the fix each calls for (register.failed.fix.*). */
const FIXES: Record<string, string> = {
  registration_link_invalid: "linkInvalid",
  platform_unreachable: "unreachable",
  platform_refused: "refused",
  platform_config_invalid: "configInvalid",
  lti_registration_exists: "exists",
  validation_failed: "badRequest",
};
export const fixOf = (code: string) => FIXES[code] ?? "general";

const linkClass = "inline-flex items-center gap-1 font-semibold text-primary-text underline underline-offset-2";
const panelClass = "flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-5";

/** Another page of ours, opened in a new tab: in the LMS's window there is no session of ours. */
function NewTabLink({ to, children, testId }: { to: string; children: string; testId?: string }) {
  const { t } = useTranslation("ltiLaunch");
  const localize = useLocalizedPath();
  return (
    <a href={localize(to)} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid={testId}>
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> {t("register.newTab")}</span>
    </a>
  );
}

/** The address opened without the LMS's parameters: what it is for and where it goes. */
export function RegisterIntro({ hasToken }: { hasToken: boolean }) {
  const { t } = useTranslation("ltiLaunch");
  return (
    <section className="flex flex-col gap-4" data-testid="lti-register-intro">
      <header className="flex items-start gap-3">
        <Link2 aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary-text" />
        <h1 className="text-xl font-bold sm:text-2xl">{t("register.intro.title")}</h1>
      </header>
      <p>{t(hasToken ? "register.intro.text" : "register.intro.noToken")}</p>
      {hasToken ? (
        <div className={`${panelClass} text-sm`}>
          <h2 className="font-semibold">{t("register.intro.howTo")}</h2>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>{t("register.intro.moodle")}</li>
            <li>{t("register.intro.canvas")}</li>
          </ul>
        </div>
      ) : null}
      <p>
        <NewTabLink to="/my-company/settings/lti">{t("register.intro.settings")}</NewTabLink>
      </p>
    </section>
  );
}

/** Registered: what the LMS now holds, and the way back to it. */
export function RegisterDone({ result, onClose }: { result: LtiDynamicRegistrationResult; onClose: () => void }) {
  const { t } = useTranslation("ltiLaunch");
  const rows = [
    ["platform", result.name, "lti-register-platform"],
    ["issuer", result.issuer, "lti-register-issuer"],
    ["clientId", result.clientId, "lti-register-client-id"],
    ["deployment", result.deploymentIds.join(", ") || t("register.done.deploymentLater"), "lti-register-deployment"],
  ] as const;
  return (
    <section className="flex flex-col gap-4" data-testid="lti-register-done">
      <header className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent-text" />
        <div className="min-w-0">
          <h1 className="text-xl font-bold sm:text-2xl">{t("register.done.title")}</h1>
          <p className="mt-1">{t("register.done.text")}</p>
        </div>
      </header>
      <dl className={`${panelClass} gap-3`}>
        {rows.map(([key, value, testId]) => (
          <div key={key} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-semibold">{t(`register.done.${key}`)}</dt>
            <dd className="break-all font-mono text-sm" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{t("register.done.next")}</p>
      <div>
        <Button onClick={onClose} data-testid="lti-register-close">
          <X aria-hidden="true" className="size-4" />
          {t("register.close")}
        </Button>
      </div>
    </section>
  );
}

/** Not registered: the API's reason, what to change, and the administrators' page on it. */
export function RegisterFailed({ code, message, onClose }: { code: string; message: string; onClose: () => void }) {
  const { t } = useTranslation("ltiLaunch");
  return (
    <section className="flex flex-col gap-4" data-testid="lti-register-failed" data-code={code}>
      <header className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-1 size-7 shrink-0 text-amber-700 dark:text-amber-300" />
        <h1 className="text-xl font-bold sm:text-2xl">{t("register.failed.title")}</h1>
      </header>
      <div className={panelClass}>
        <div>
          <h2 className="font-semibold">{t("register.failed.whatHappened")}</h2>
          <p className="mt-1" role="alert" data-testid="lti-register-reason">
            {message || t("register.failed.fallback")}
          </p>
        </div>
        <div>
          <h2 className="font-semibold">{t("register.failed.whatToDo")}</h2>
          <p className="mt-1">{t(`register.failed.fix.${fixOf(code)}`)}</p>
        </div>
      </div>
      <p className="text-sm">
        {t("register.failed.adminIntro")}{" "}
        <NewTabLink to="/my-company/settings/lti/error?reason=registration_failed" testId="lti-register-help">
          {t("register.failed.adminLink")}
        </NewTabLink>
      </p>
      <div>
        <Button variant="outline" onClick={onClose} data-testid="lti-register-close">
          <X aria-hidden="true" className="size-4" />
          {t("register.close")}
        </Button>
      </div>
    </section>
  );
}
