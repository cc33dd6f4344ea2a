import { ChevronRight, Plug } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../../ui/localized-link.tsx";

/** The way to the company's LTI 1.3 settings, for those who hold manage-lti (the page decides who sees it). */
export function LtiLinkCard() {
  const { t } = useTranslation("companySettings");
  return (
    <LocalizedLink
      to="/my-company/settings/lti"
      className="flex min-w-0 items-center gap-4 rounded-xl border border-border bg-surface-raised p-5 hover:border-fg sm:p-6"
      data-testid="lti-settings-link"
    >
      <Plug aria-hidden="true" className="size-6 shrink-0 text-muted" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-lg font-bold">{t("lti.title")}</span>
        <span className="text-sm text-muted">{t("lti.intro")}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
    </LocalizedLink>
  );
}
