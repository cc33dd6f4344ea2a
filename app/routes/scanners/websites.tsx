import { useTranslation } from "react-i18next";
import { SearchForm } from "../../components/company/groups/search-form.tsx";
import { AddWebsiteForm } from "../../components/scanners/add-website-form.tsx";
import { ScannersEmptyState } from "../../components/scanners/empty-state.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { loadWebsites } from "../../components/scanners/scanner-api.ts";
import { WebsiteList } from "../../components/scanners/website-list.tsx";
import { QueryPager } from "../../components/ui/pager.tsx";
import type { Route } from "./+types/websites";

/** "/scanners": the entity's websites with their grades, searchable and paged (50 a page, 50 at most). */
export async function loader(args: Route.LoaderArgs) {
  return loadWebsites(args);
}

export default function Websites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("scannerPages");
  const { list, search, add } = loaderData;
  const nothingYet = list.total === 0 && !search;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <PageHeader
        title={t("list.title")}
        intro={
          <p>
            {t("list.intro")} <span data-testid="websites-count">{t("list.count", { count: list.total, max: list.max })}</span>
          </p>
        }
      />
      {list.canManage ? (
        <AddWebsiteForm initial={add} full={list.total >= list.max} max={list.max} />
      ) : (
        <p className="text-sm text-muted">{t("list.readOnly")}</p>
      )}
      {nothingYet ? (
        <ScannersEmptyState max={list.max} />
      ) : (
        <>
          <SearchForm label={t("search.label")} placeholder={t("search.placeholder")} submit={t("search.submit")} value={search} />
          {list.data.length ? <WebsiteList sites={list.data} /> : <p className="text-muted">{t("search.none", { search })}</p>}
          <QueryPager page={list.page} limit={list.limit} total={list.total} label={t("pager.label")} ns="scannerPages" keys="pager" />
        </>
      )}
    </div>
  );
}
