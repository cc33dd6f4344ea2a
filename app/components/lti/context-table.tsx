import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { LtiContext, LtiContextList } from "../../../contract/lti.ts";
import { useLocale } from "../../lib/locale.ts";
import { DataTable, type Column } from "../ui/data-table.tsx";
import { QueryPager } from "../ui/pager.tsx";
import { dateTime } from "./lti-format.ts";
import { QUERY } from "./registration-query.ts";

/** A list's state in plain words: nothing yet, or it could not be read. */
export function ListNote({ children, alert = false, testId }: { children: string; alert?: boolean; testId?: string }) {
  return (
    <p
      role={alert ? "alert" : undefined}
      className={`rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center ${alert ? "font-medium text-red-700 dark:text-red-300" : "text-muted"}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** "Course contexts": the LMS courses that launched the tool from this platform, with their people and last sync; paged on `?contexts=`. */
export function ContextTable({ list }: { list: LtiContextList | null }) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  const locale = useLocale();
  const columns: Column<LtiContext>[] = [
    {
      id: "title",
      kind: "title",
      header: t("contexts.columns.title"),
      cell: (c) => <span className="block break-words font-semibold">{c.title || t("contexts.untitled")}</span>,
    },
    { id: "label", header: t("contexts.columns.label"), className: "break-words", cell: (c) => c.label, isEmpty: (c) => !c.label },
    { id: "learners", header: t("contexts.columns.learners"), numeric: true, cell: (c) => c.learners },
    { id: "instructors", header: t("contexts.columns.instructors"), numeric: true, cell: (c) => c.instructors },
    {
      id: "roster",
      header: t("contexts.columns.roster"),
      from: "4xl",
      cell: (c) => t(c.rosterAvailable ? "contexts.rosterOffered" : "contexts.rosterNotOffered"),
    },
    {
      id: "lastSynced",
      header: t("contexts.columns.lastSynced"),
      className: "text-muted",
      cell: (c) => (c.lastSyncedAt ? dateTime(c.lastSyncedAt, locale) : t("contexts.neverSynced")),
    },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="lti-contexts">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("contexts.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("contexts.intro")}</p>
      </div>
      {!list ? (
        <ListNote alert>{t("contexts.unavailable")}</ListNote>
      ) : (
        <>
          {list.data.length ? (
            <DataTable
              caption={t("contexts.caption")}
              columns={columns}
              rows={list.data}
              rowKey={(c) => c.id}
              rowProps={() => ({ "data-testid": "lti-context-row" })}
            />
          ) : (
            <ListNote testId="lti-contexts-empty">{t("contexts.empty")}</ListNote>
          )}
          {/* a page past the end (an old link) keeps its way back */}
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("contexts.pagination.label")}
            ns="companyLti"
            keys="contexts.pagination"
            param={QUERY.contextsPage}
          />
        </>
      )}
    </section>
  );
}
