import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AREAS, isArea, type Area } from "../../../contract/course-areas.ts";
import type { CourseList } from "../../../contract/learning.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "../ui/form-field.tsx";
import { useApi } from "../../lib/api-client.ts";
import { toggleCourse } from "./deep-linking-logic.ts";

/** Courses per page of the picker. */
export const PICKER_PAGE_SIZE = 10;

/**
 * The instructor's course list: search, area, pages (fetched with the launch bearer, so the
 * choice survives moving between pages) and a checkbox per course. The chosen slugs go up.
 */
export function CoursePicker({ first, chosen, onChosen }: { first: CourseList; chosen: string[]; onChosen: (slugs: string[]) => void }) {
  const { t } = useTranslation("ltiLaunch");
  const { t: tt } = useTranslation("training");
  const api = useApi();
  const [list, setList] = useState(first);
  const [query, setQuery] = useState<{ search: string; area: Area | "" }>({ search: "", area: "" });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);
  const pages = Math.max(1, Math.ceil(list.total / list.limit));

  const load = async (q: typeof query, page: number) => {
    setLoading(true);
    setFailed("");
    const res = await api.get("/training/courses", {
      query: { search: q.search || undefined, area: q.area || undefined, page, limit: PICKER_PAGE_SIZE },
    });
    setLoading(false);
    if (!res.ok) {
      setFailed(res.error.message || t("picker.loadFailed"));
      return;
    }
    setList(res.data);
    setQuery(q);
    setAnnouncement(
      t("picker.found", { total: res.data.total, page: res.data.page, pages: Math.max(1, Math.ceil(res.data.total / res.data.limit)) }),
    );
    listHeading.current?.focus();
  };

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const area = String(form.get("area") ?? "");
    void load(
      {
        search: String(form.get("search") ?? "")
          .trim()
          .slice(0, 100),
        area: isArea(area) ? area : "",
      },
      1,
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t("picker.searchLabel")}
        onSubmit={onSearch}
        className="grid gap-3 rounded-xl border border-border bg-surface-raised p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end sm:p-4"
      >
        <div>
          <label htmlFor="lti-picker-search" className="block text-sm font-semibold">
            {t("picker.search")}
          </label>
          <input
            id="lti-picker-search"
            name="search"
            type="search"
            maxLength={100}
            placeholder={t("picker.searchPlaceholder")}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="lti-picker-area" className="block text-sm font-semibold">
            {t("picker.area")}
          </label>
          <select id="lti-picker-area" name="area" defaultValue="" className={inputClass}>
            <option value="">{t("picker.anyArea")}</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {tt(`areas.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={loading} aria-busy={loading}>
          <Search aria-hidden="true" className="size-4" />
          {t("picker.searchButton")}
        </Button>
      </form>

      <section aria-labelledby="lti-picker-results" aria-busy={loading} className="flex flex-col gap-3">
        <h2 id="lti-picker-results" ref={listHeading} tabIndex={-1} className="text-lg font-bold">
          {t("picker.results", { total: list.total })}
        </h2>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {failed}
          </p>
        ) : null}
        {list.data.length === 0 ? (
          <p className="text-muted">{t("picker.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="lti-picker-list">
            {list.data.map((c) => {
              const id = `lti-course-${c.slug}`;
              const checked = chosen.includes(c.slug);
              return (
                <li key={c.slug}>
                  <label
                    htmlFor={id}
                    className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${checked ? "border-primary bg-surface-sunken" : "border-border bg-surface-raised"}`}
                  >
                    <input
                      id={id}
                      type="checkbox"
                      checked={checked}
                      onChange={(e) => onChosen(toggleCourse(chosen, c.slug, e.currentTarget.checked))}
                      aria-describedby={`${id}-meta`}
                      className="mt-1 size-5 shrink-0 accent-primary"
                    />
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className="font-semibold">{c.title}</span>
                      <span className="text-sm text-muted">{c.summary}</span>
                      <span id={`${id}-meta`} className="text-xs text-muted">
                        {tt(`areas.${c.area}`)} · {tt("card.minutes", { count: c.durationMinutes })}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={t("picker.pages")} className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={loading || list.page <= 1} onClick={() => void load(query, list.page - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("picker.previous")}
            </Button>
            <p className="text-sm text-muted">{t("picker.pageOf", { page: list.page, pages })}</p>
            <Button variant="outline" size="sm" disabled={loading || list.page >= pages} onClick={() => void load(query, list.page + 1)}>
              {t("picker.next")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        ) : null}
      </section>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
