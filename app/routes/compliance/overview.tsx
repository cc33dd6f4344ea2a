import { useTranslation } from "react-i18next";
import { AdoptDialog } from "../../components/compliance/overview/adopt-dialog.tsx";
import { AdoptionCard } from "../../components/compliance/overview/adoption-card.tsx";
import { DueList } from "../../components/compliance/overview/due-list.tsx";
import { ComplianceEmptyState } from "../../components/compliance/overview/empty-state.tsx";
import { ImportDialog } from "../../components/compliance/overview/import-dialog.tsx";
import { DUE_LISTS, loadOverview } from "../../components/compliance/overview/overview-data.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import type { Route } from "./+types/overview";

/** "/compliance": the adopted frameworks with readiness, coverage and trend, what is due, and adopting or importing a framework. */
export async function loader(args: Route.LoaderArgs) {
  return loadOverview(args);
}

/** After adopting, focus moves to the new framework's card once the page has read it. */
function focusCard(slug: string) {
  requestAnimationFrame(() => document.getElementById(`adoption-${slug}`)?.focus());
}

export default function ComplianceOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("compliancePages");
  const { adoptions, canManage, frameworks, trends, overdue, dueSoon } = loaderData;
  const actions = canManage ? (
    <>
      <AdoptDialog frameworks={frameworks} onAdopted={focusCard} />
      <ImportDialog />
    </>
  ) : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader title={t("overview.title")} intro={<p>{t("overview.intro")}</p>} actions={adoptions.length ? actions : undefined} />
      {!canManage && adoptions.length ? <p className="text-sm text-muted">{t("overview.readOnly")}</p> : null}
      {adoptions.length === 0 ? (
        <ComplianceEmptyState action={actions} />
      ) : (
        <>
          <section aria-labelledby="adopted-title" className="flex flex-col gap-4">
            <h2 id="adopted-title" className="sr-only">
              {t("overview.adopted")}
            </h2>
            {adoptions.map((a) => (
              <AdoptionCard key={a.slug} adoption={a} trend={trends[a.slug] ?? []} canManage={canManage} />
            ))}
          </section>
          <section aria-labelledby="due-title" className="flex flex-col gap-4">
            <div>
              <h2 id="due-title" className="text-xl font-semibold">
                {t("due.title")}
              </h2>
              <p className="text-sm text-muted">{t("due.intro")}</p>
            </div>
            {overdue && dueSoon && overdue.total + dueSoon.total === 0 ? (
              <p className="rounded-xl border border-border bg-surface-raised p-4 text-sm" data-testid="nothing-due">
                {t("due.nothing")}
              </p>
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                {overdue ? <DueList kind="overdue" list={overdue} param={DUE_LISTS[0].param} /> : null}
                {dueSoon ? <DueList kind="dueSoon" list={dueSoon} param={DUE_LISTS[1].param} /> : null}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
