import { Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LTI_TOOL_PATHS } from "../../../contract/lti-limits.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useRootData } from "../../root.tsx";

/**
 * GET /lti without the platform's parameters (someone opened the address): it is the tool's
 * login initiation URL, which an LMS calls when it launches a course; the settings page has the
 * rest of the set-up.
 */
export default function LtiLogin() {
  const { t } = useTranslation("ltiLaunch");
  const origin = useRootData()?.origin ?? "";
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-6 sm:px-4">
      <h1 className="text-xl font-bold sm:text-2xl">{t("login.title")}</h1>
      <p>{t("login.text")}</p>
      <dl className="rounded-xl border border-border bg-surface-raised p-4">
        <dt className="text-sm font-semibold">{t("login.urlLabel")}</dt>
        <dd className="mt-1 break-all font-mono text-sm" data-testid="lti-login-url">
          {origin}
          {LTI_TOOL_PATHS.login}
        </dd>
      </dl>
      <p className="text-sm text-muted">{t("login.settingsText")}</p>
      <p>
        <LocalizedLink to="/my-company/settings/lti" className={buttonClass("outline")}>
          <Settings aria-hidden="true" className="size-4" />
          {t("login.settings")}
        </LocalizedLink>
      </p>
    </div>
  );
}
