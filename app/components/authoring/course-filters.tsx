import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AUTHORING_LIMITS as L } from "../../../contract/authoring-limits.ts";
import { buttonClass } from "../ui/button.tsx";
import { inputClass } from "../ui/form-field.tsx";
import { SearchField } from "../ui/search-field.tsx";
import { COURSE_FILTERS } from "./course-api.ts";

/** Search and status filter, in the page's address (first page of the results); works without script. */
export function CourseFilters({ search, status }: { search: string; status: string }) {
  const { t } = useTranslation("creatorCourses");
  const id = useId();
  return (
    <Form method="get" role="search" aria-label={t("filters.label")} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <SearchField
          id={`${id}-search`}
          label={t("filters.search")}
          placeholder={t("filters.searchPlaceholder")}
          defaultValue={search}
          maxLength={L.search}
        />
      </div>
      <div className="sm:w-56">
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
          {t("filters.status")}
        </label>
        <select id={`${id}-status`} name="status" defaultValue={status} className={inputClass}>
          <option value="">{t("filters.allStatuses")}</option>
          {COURSE_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("outline", "md", "mb-px w-fit")}>
        <Search aria-hidden="true" className="size-4" />
        {t("filters.apply")}
      </button>
    </Form>
  );
}
