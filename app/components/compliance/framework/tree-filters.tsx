import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSubmit } from "react-router";
import { REQUIREMENT_STATUSES } from "../../../../contract/compliance-limits.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { isFiltering, type TreeFilters } from "./tree-filter.ts";

/** Wait this long after the last keystroke before searching. */
const DEBOUNCE_MS = 350;

/**
 * The tree's filters as a GET form, so the address carries them and a link or reload keeps
 * them: a choice applies at once, the search as one types (and on Enter), and it all works
 * without script. Only the search applies to a framework not adopted.
 */
export function TreeFiltersForm({
  filters,
  adopted,
  owners,
  viewerId,
  shown,
  total,
}: {
  filters: TreeFilters;
  adopted: boolean;
  owners: Record<string, string>;
  viewerId: string | null;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation("compliancePages");
  const submit = useSubmit();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // controlled, so the controls follow the address (back, "clear filters") without being remounted, which would lose focus
  const [q, setQ] = useState(filters.q);
  const [status, setStatus] = useState(filters.status ?? "");
  const [owner, setOwner] = useState(filters.owner ?? "");
  const [overdue, setOverdue] = useState(filters.overdue);
  const [missing, setMissing] = useState(filters.missingEvidence);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // an answer to an earlier search must not undo what is being typed now
    if (document.activeElement !== searchRef.current) setQ(filters.q);
    setStatus(filters.status ?? "");
    setOwner(filters.owner ?? "");
    setOverdue(filters.overdue);
    setMissing(filters.missingEvidence);
  }, [filters]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (replace = false) => {
    clearTimeout(timer.current);
    if (formRef.current) void submit(formRef.current, { replace, preventScrollReset: true });
  };
  const others = Object.entries(owners)
    .filter(([ownerId]) => ownerId !== viewerId)
    .sort((a, b) => a[1].localeCompare(b[1]));
  const selectClass = `${inputClass} mt-1`;
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={t("filters.label")}
      preventScrollReset
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="tree-filters"
      onSubmit={() => clearTimeout(timer.current)}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className={adopted ? "sm:col-span-2 lg:col-span-1" : "sm:col-span-2 lg:col-span-4"}>
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
            {t("filters.search")}
          </label>
          <input
            id={`${id}-q`}
            ref={searchRef}
            type="search"
            name="q"
            value={q}
            maxLength={100}
            placeholder={t("filters.searchPlaceholder")}
            onChange={(e) => {
              setQ(e.target.value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => apply(true), DEBOUNCE_MS);
            }}
            className={selectClass}
          />
        </div>
        {adopted ? (
          <>
            <div>
              <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
                {t("filters.status")}
              </label>
              <select
                id={`${id}-status`}
                name="status"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value);
                  apply();
                }}
                className={selectClass}
              >
                <option value="">{t("filters.anyStatus")}</option>
                {REQUIREMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`compliance:statuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-owner`} className="block text-sm font-semibold">
                {t("filters.owner")}
              </label>
              <select
                id={`${id}-owner`}
                name="owner"
                value={owner}
                onChange={(e) => {
                  setOwner(e.target.value);
                  apply();
                }}
                className={selectClass}
              >
                <option value="">{t("filters.anyOwner")}</option>
                <option value="me">{t("filters.mine")}</option>
                <option value="none">{t("filters.noOwner")}</option>
                {others.map(([ownerId, name]) => (
                  <option key={ownerId} value={ownerId}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="flex flex-col justify-end gap-1">
              <legend className="sr-only">{t("filters.only")}</legend>
              <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="overdue"
                  value="1"
                  checked={overdue}
                  onChange={(e) => {
                    setOverdue(e.target.checked);
                    apply();
                  }}
                  className="size-4 accent-primary"
                />
                {t("filters.overdue")}
              </label>
              <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="evidence"
                  value="missing"
                  checked={missing}
                  onChange={(e) => {
                    setMissing(e.target.checked);
                    apply();
                  }}
                  className="size-4 accent-primary"
                />
                {t("filters.missingEvidence")}
              </label>
            </fieldset>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite" data-testid="tree-count">
          {isFiltering(filters) ? t("filters.shown", { shown, count: total }) : t("filters.all", { count: total })}
        </p>
        <div className="flex flex-wrap gap-2">
          {isFiltering(filters) ? (
            <Link to={{ search: "" }} preventScrollReset className={buttonClass("ghost", "sm")}>
              <X aria-hidden="true" className="size-4" />
              {t("filters.clear")}
            </Link>
          ) : null}
          <button type="submit" className={buttonClass("outline", "sm")}>
            <Search aria-hidden="true" className="size-4" />
            {t("filters.apply")}
          </button>
        </div>
      </div>
    </Form>
  );
}
