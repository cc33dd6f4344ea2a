import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AdoptButton } from "../../components/compliance/framework/adopt-button.tsx";
import { FrameworkDetails } from "../../components/compliance/framework/framework-details.tsx";
import { loadFrameworkPage } from "../../components/compliance/framework/framework-data.ts";
import { RequirementTree } from "../../components/compliance/framework/requirement-tree.tsx";
import { TreeFiltersForm } from "../../components/compliance/framework/tree-filters.tsx";
import { isFiltering } from "../../components/compliance/framework/tree-filter.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import type { Route } from "./+types/framework";

/** "/compliance/frameworks/{slug}": a framework's details, readiness and requirement tree, filtered by the address's query. */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadFrameworkPage(args, args.params.slug);
  return { ...page, seo: { title: page.framework.name } };
}

export default function FrameworkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("compliancePages");
  const { search } = useLocation();
  const { framework: f, sections, shown, filters, owners, viewerId, canManage } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        above={
          <LocalizedLink to="/compliance" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted hover:text-fg">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("framework.back")}
          </LocalizedLink>
        }
        title={f.name}
        current={f.name}
        intro={<p>{t("framework.intro", { publisher: f.publisher, version: f.version, count: f.requirementCount })}</p>}
      />
      <FrameworkDetails framework={f} adoptAction={canManage ? <AdoptButton framework={f} /> : null} />
      <section aria-labelledby="tree-title" className="flex flex-col gap-4">
        <h2 id="tree-title" className="text-xl font-semibold">
          {t("tree.title")}
        </h2>
        <TreeFiltersForm
          filters={filters}
          adopted={f.adopted}
          owners={owners}
          viewerId={viewerId}
          shown={shown}
          total={f.requirementCount}
        />
        {sections.length ? (
          <RequirementTree
            key={search}
            sections={sections}
            groupReadiness={f.groupReadiness}
            owners={owners}
            viewerId={viewerId}
            filtering={isFiltering(filters)}
          />
        ) : (
          <p className="rounded-xl border border-border bg-surface-raised p-4 text-sm" data-testid="tree-none">
            {t("tree.none")}
          </p>
        )}
      </section>
    </div>
  );
}
