import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { COMPANY_ROLES } from "../../../../contract/features.ts";
import { MEMBER_LIMITS, MEMBER_SORTS, MEMBER_STATUSES } from "../../../../contract/member-rules.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FilterPanel } from "../../ui/filter-panel.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import type { MemberFilters as Filters } from "./member-api.ts";

const label = "block text-sm font-semibold";

/**
 * Search, filters and sort as a GET form: they live in the URL, so back and forward, reloads
 * and shared links show the same list; it works before the page's script has loaded. On a phone
 * the filters other than the search fold behind a button.
 */
export function MemberFilters({ filters, groups }: { filters: Filters; groups: { id: string; name: string }[] }) {
  const { t } = useTranslation("companyMembers");
  const active = [filters.role, filters.group, filters.status, filters.sort !== "name" ? filters.sort : ""].filter(Boolean).length;
  const filtered = !!filters.search || active > 0;
  return (
    <Form method="get" role="search" aria-label={t("filters.label")}>
      <FilterPanel
        label={t("filters.toggle")}
        active={active}
        search={
          <>
            <label htmlFor="members-search" className={label}>
              {t("filters.search")}
            </label>
            <input
              id="members-search"
              name="search"
              type="search"
              defaultValue={filters.search ?? ""}
              maxLength={MEMBER_LIMITS.search}
              placeholder={t("filters.searchPlaceholder")}
              className={inputClass}
            />
          </>
        }
        actions={
          <>
            <button type="submit" className={buttonClass("primary")}>
              <Search aria-hidden="true" className="size-4" />
              {t("filters.apply")}
            </button>
            {filtered ? (
              <Link to="?" className="text-sm font-semibold text-fg underline underline-offset-4">
                {t("filters.clear")}
              </Link>
            ) : null}
          </>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="members-role" className={label}>
              {t("filters.role")}
            </label>
            <select id="members-role" name="role" defaultValue={filters.role ?? ""} className={inputClass}>
              <option value="">{t("filters.anyRole")}</option>
              {COMPANY_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="members-group" className={label}>
              {t("filters.group")}
            </label>
            <select id="members-group" name="group" defaultValue={filters.group ?? ""} className={inputClass}>
              <option value="">{t("filters.anyGroup")}</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="members-status" className={label}>
              {t("filters.status")}
            </label>
            <select id="members-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
              <option value="">{t("filters.anyStatus")}</option>
              {MEMBER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="members-sort" className={label}>
              {t("filters.sort")}
            </label>
            <select id="members-sort" name="sort" defaultValue={filters.sort} className={inputClass}>
              {MEMBER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </FilterPanel>
    </Form>
  );
}
