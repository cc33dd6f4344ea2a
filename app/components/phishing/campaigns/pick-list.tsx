import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedLoad } from "../../../lib/use-pick-list.ts";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import { StatePager } from "../../ui/pager.tsx";

export type PickPage<T> = { items: T[]; total: number; limit: number };

/**
 * A searchable, paged list of checkboxes (or radios for one choice) inside a fieldset: the
 * search asks the API once typing pauses, and what was ticked stays ticked across searches and
 * pages. The chosen keys go up; the caller keeps the items' names for its summary.
 */
export function PickList<T>({
  legend,
  hint,
  error,
  searchLabel,
  first,
  load,
  keyOf,
  render,
  chosen,
  onToggle,
  single = false,
  testId,
}: {
  legend: string;
  hint?: string;
  error?: string;
  searchLabel: string;
  first: PickPage<T> | null;
  load: (search: string, page: number) => Promise<PickPage<T> | null>;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  chosen: readonly string[];
  onToggle: (item: T, on: boolean) => void;
  single?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("phishingCampaigns");
  const id = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<PickPage<T> | null>(first);
  const [failed, setFailed] = useState(!first);
  const [touched, setTouched] = useState(!first);
  useDebouncedLoad(touched, `${search}\n${page}`, async () => {
    const res = await load(search.trim(), page);
    return () => {
      setFailed(!res);
      if (res) setList(res);
    };
  });
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
      data-testid={testId}
    >
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        {searchLabel}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        maxLength={100}
        placeholder={searchLabel}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
          setTouched(true);
        }}
        className={inputClass}
      />
      {failed ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{t("picker.failed")}</p> : null}
      {list && !list.items.length ? <p className="text-sm text-muted">{t("picker.none")}</p> : null}
      {list?.items.length ? (
        <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-lg border border-border p-1" aria-live="polite">
          {list.items.map((item) => {
            const key = keyOf(item);
            const on = chosen.includes(key);
            return (
              <li key={key}>
                <label
                  className={`flex cursor-pointer items-start gap-3 rounded-md p-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${on ? "bg-surface-sunken" : ""}`}
                >
                  <input
                    type={single ? "radio" : "checkbox"}
                    name={single ? `${id}-pick` : undefined}
                    checked={on}
                    onChange={(e) => onToggle(item, e.currentTarget.checked)}
                    className="mt-1 size-5 shrink-0 accent-primary"
                  />
                  <span className="min-w-0 break-words">{render(item)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      <StatePager
        page={page}
        pages={pages}
        onPage={(n) => {
          setPage(n);
          setTouched(true);
        }}
        texts={{ previous: t("pagination.previous"), next: t("pagination.next"), page: t("pagination.page", { page, pages }) }}
      />
      <FieldError id={`${id}-error`} message={error} icon />
    </fieldset>
  );
}
