import { FolderOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { AddEvidenceDialog } from "../../components/compliance/evidence/add-evidence-dialog.tsx";
import { loadLibrary } from "../../components/compliance/evidence/evidence-api.ts";
import { EvidenceList } from "../../components/compliance/evidence/evidence-list.tsx";
import { LibraryFilters } from "../../components/compliance/evidence/library-filters.tsx";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { QueryPager } from "../../components/ui/pager.tsx";
import type { Route } from "./+types/evidence";

/** "/compliance/evidence": the entity's evidence library — files and links, their validity and the requirements they support. */
export async function loader(args: Route.LoaderArgs) {
  return loadLibrary(args);
}

export default function EvidenceLibrary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("complianceRequirementPages");
  const { pathname, search } = useLocation();
  const { list, filters, requirement } = loaderData;
  const filtered = !!(filters.search || filters.kind || filters.state || filters.unlinked || filters.requirement);
  const nothingYet = list.total === 0 && !filtered;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <PageHeader
        breadcrumb={<Breadcrumb path={stripLocale(pathname)} />}
        title={t("library.title")}
        intro={
          <p>
            {t("library.intro")} <span data-testid="evidence-count">{t("library.count", { count: list.total })}</span>
          </p>
        }
        actions={
          list.canManage ? (
            <>
              <AddEvidenceDialog kind="file" pickRequirements triggerVariant="primary" />
              <AddEvidenceDialog kind="link" pickRequirements />
            </>
          ) : null
        }
      />
      {list.canManage ? null : <p className="text-sm text-muted">{t("library.readOnly")}</p>}
      {nothingYet ? (
        <section
          aria-labelledby="evidence-empty-title"
          className="rounded-xl border border-dashed border-border bg-surface-raised p-6"
          data-testid="evidence-empty"
        >
          <FolderOpen aria-hidden="true" className="size-8 text-primary-text" />
          <h2 id="evidence-empty-title" className="mt-2 text-lg font-semibold">
            {t("library.emptyTitle")}
          </h2>
          <p className="mt-1 max-w-3xl text-muted">{t("library.emptyIntro")}</p>
        </section>
      ) : (
        <>
          <LibraryFilters key={search} filters={filters} requirement={requirement} />
          {list.data.length ? (
            <EvidenceList items={list.data} canManage={list.canManage} />
          ) : (
            <p className="text-muted" data-testid="evidence-none">
              {t("library.noMatch")}
            </p>
          )}
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("pager.label")}
            ns="complianceRequirementPages"
            keys="pager"
          />
        </>
      )}
    </div>
  );
}
