import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { loadFormData } from "../../components/phishing/campaigns/campaign-form-data.ts";
import { CampaignForm } from "../../components/phishing/campaigns/campaign-form.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import type { Route } from "./+types/campaign-new";

/** The form's choices: the templates, the company's people and groups, its sending profiles and the courses (each picker says when its list could not be read). */
export async function loader(args: Route.LoaderArgs) {
  return loadFormData(loaderApi(args));
}

/** /phishing/campaigns/new (manage-phishing): a new campaign, saved as a draft. */
export default function PhishingCampaignNewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("phishingCampaigns");
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-3xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <LocalizedLink
        to="/phishing"
        className="inline-flex items-center gap-2 self-start text-sm font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("back")}
      </LocalizedLink>
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("form.title")}</h1>
        <p className="mt-1 text-muted">{t("form.intro")}</p>
      </header>
      <CampaignForm data={loaderData} />
    </div>
  );
}
