import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LTI_LIMITS } from "../../../contract/lti-limits.ts";
import { stripLocale } from "../../../contract/locale.ts";
import { RegistrationLinkCard } from "../../components/lti/registration-link-card.tsx";
import { RegistrationList } from "../../components/lti/registration-list.tsx";
import { ToolConfigCard } from "../../components/lti/tool-config-card.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/lti-settings";

/** The page a list is on, from the query (anything else is the first page). */
function pageOf(request: Request) {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** §2 /my-company/settings/lti: the tool's values for the LMS, a registration URL the LMS sets itself up with, and the company's platform registrations. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const [config, list] = await Promise.all([
    api.get("/public/lti/config"),
    api.get("/entity/lti/registrations", { query: { page: pageOf(args.request), limit: LTI_LIMITS.pageSize } }),
  ]);
  // the tool's values missing is said on their card; the registrations are the page's own
  return { config: config.ok ? config.data : null, list: orThrow(list, [400, 404]) };
}

export default function CompanyLtiSettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("companyLti");
  const { pathname } = useLocation();
  const { config, list } = loaderData;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
      </header>
      <ToolConfigCard config={config} />
      <RegistrationLinkCard />
      <RegistrationList list={list} />
    </div>
  );
}
