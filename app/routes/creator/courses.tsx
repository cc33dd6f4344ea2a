import { FilePlus2, Layers } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { loadCourses } from "../../components/authoring/course-api.ts";
import { CourseFilters } from "../../components/authoring/course-filters.tsx";
import { CourseList } from "../../components/authoring/course-list.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { QueryPager } from "../../components/ui/pager.tsx";
import type { Route } from "./+types/courses";

/** "/content-creator/courses": the entity's courses with their status, searchable, filtered by status and paged. */
export async function loader(args: Route.LoaderArgs) {
  return loadCourses(args);
}

export default function CreatorCourses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("creatorCourses");
  const { list, search, status } = loaderData;
  const nothingYet = list.total === 0 && !search && !status;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        title={t("list.title")}
        intro={<p>{t("list.intro")}</p>}
        actions={
          <>
            <LocalizedLink to="/content-creator/courses/new" className={buttonClass("primary")}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              {t("list.new")}
            </LocalizedLink>
            <LocalizedLink to="/content-creator/courses/batch" className={buttonClass("outline")}>
              <Layers aria-hidden="true" className="size-4" />
              {t("list.batch")}
            </LocalizedLink>
          </>
        }
      />
      {nothingYet ? (
        <section className="rounded-xl border border-dashed border-border p-6 text-center" data-testid="courses-empty">
          <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
          <p className="mx-auto mt-1 max-w-prose text-muted">{t("empty.body")}</p>
          <LocalizedLink to="/content-creator/courses/new" className={buttonClass("primary", "md", "mt-4")}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            {t("empty.action")}
          </LocalizedLink>
        </section>
      ) : (
        <>
          <CourseFilters search={search} status={status} />
          {list.data.length ? (
            <CourseList courses={list.data} />
          ) : (
            <p className="text-muted" role="status">
              {t("list.none")}
            </p>
          )}
          <QueryPager page={list.page} limit={list.limit} total={list.total} label={t("pager.label")} ns="creatorCourses" keys="pager" />
        </>
      )}
    </div>
  );
}
