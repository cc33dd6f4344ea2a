import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { PHISHING_LIMITS } from "../../../contract/phishing-limits.ts";
import { TemplateList } from "../../components/phishing/templates/template-list.tsx";
import { templateFilters } from "../../components/phishing/templates/template-query.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useAbilities } from "../../root.tsx";
import type { Route } from "./+types/templates";

/** The library's simulations and the company's own, filtered and paged as the address says. */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const filters = templateFilters(new URL(args.request.url).searchParams);
  const list = await api.get("/phishing/templates", {
    query: {
      page: filters.page,
      limit: PHISHING_LIMITS.pageSize,
      category: filters.category,
      difficulty: filters.difficulty,
      origin: filters.origin,
      q: filters.q,
    },
  });
  return { list: orThrow(list, [404]), filters };
}

/** /phishing/templates: the library and the company's templates; clone one, or start a new one. */
export default function PhishingTemplatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("phishingTemplates");
  const { pathname } = useLocation();
  const canManage = useAbilities().can("manage-phishing");
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted">{t("intro")}</p>
      </header>
      <TemplateList list={loaderData.list} filters={loaderData.filters} canManage={canManage} />
    </div>
  );
}
