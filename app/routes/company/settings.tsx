import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { DomainCard } from "../../components/company/settings/domain-card.tsx";
import { LtiLinkCard } from "../../components/company/settings/lti-link-card.tsx";
import { RolesTable } from "../../components/company/settings/roles-table.tsx";
import { SettingsForm } from "../../components/company/settings/settings-form.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/settings";

/** §2 /my-company/settings: the company's profile, its e-mail domain and who may join, the way to its LTI settings (for those who manage them), and its roles. */
export async function loader(args: Route.LoaderArgs) {
  const settings = orThrow(await loaderApi(args).get("/entity/settings"));
  return { settings };
}

export default function CompanySettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companySettings");
  const { pathname } = useLocation();
  const { settings } = loaderData;
  const canManageLti = useAbilities().can("manage-lti");
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
        {settings.canManage ? null : <p className="mt-2 text-sm font-medium">{t("readOnly")}</p>}
      </header>
      <SettingsForm key={JSON.stringify([settings.name, settings.allowedDomains, settings.joinPolicy])} settings={settings} />
      <DomainCard status={settings.domainStatus} canManage={settings.canManage} />
      {canManageLti ? <LtiLinkCard /> : null}
      <RolesTable roles={settings.roles} />
    </div>
  );
}
