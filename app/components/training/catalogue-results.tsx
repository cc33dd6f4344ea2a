import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ViewToggle, useViewMode } from "../ui/view-toggle.tsx";
import type { CourseList } from "../../../contract/learning.ts";
import { CatalogueCourseList } from "./catalogue-course-list.tsx";
import { CataloguePagination } from "./catalogue-pagination.tsx";

/** The learner's list/grid choice, shared by every catalogue page. */
export const VIEW_STORAGE_KEY = "skill5:catalogue-view";

/** A page of results: the count (announced when it changes), the view switch, the courses, the pages. */
export function CatalogueResults({ list, filtered }: { list: CourseList; filtered: boolean }) {
  const { t } = useTranslation("training");
  const [view, setView] = useViewMode(VIEW_STORAGE_KEY);
  const beyond = list.total > 0 && list.data.length === 0;
  const firstPage = new URLSearchParams(useLocation().search);
  firstPage.delete("page");
  const firstPageSearch = firstPage.toString() ? `?${firstPage}` : "";
  return (
    <section aria-labelledby="catalogue-results-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="catalogue-results-title" aria-live="polite" aria-atomic="true" className="text-lg font-semibold">
          {list.total === 0 ? t("catalogue.results.none") : t("catalogue.results.count", { count: list.total })}
        </h2>
        {list.data.length ? <ViewToggle value={view} onChange={setView} /> : null}
      </div>
      {list.data.length ? (
        <CatalogueCourseList courses={list.data} view={view} labelledBy="catalogue-results-title" />
      ) : (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center"
          data-testid="catalogue-empty"
        >
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <p className="font-semibold">{t(beyond ? "catalogue.results.beyondTitle" : "catalogue.results.emptyTitle")}</p>
          <p className="max-w-md text-sm text-muted">
            {t(beyond ? "catalogue.results.beyondText" : filtered ? "catalogue.results.emptyText" : "catalogue.results.emptyCatalogue")}
          </p>
          {beyond ? (
            <Link to={{ search: firstPageSearch }} className="text-sm font-semibold text-primary-text underline underline-offset-4">
              {t("catalogue.results.firstPage")}
            </Link>
          ) : filtered ? (
            <Link to={{ search: "" }} className="text-sm font-semibold text-primary-text underline underline-offset-4">
              {t("catalogue.filters.clear")}
            </Link>
          ) : null}
        </div>
      )}
      <CataloguePagination page={list.page} total={list.total} limit={list.limit} />
    </section>
  );
}
