import { Filter, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { COMPLIANCE_LIMITS, EVIDENCE_KINDS, EVIDENCE_STATES } from "../../../../contract/compliance-limits.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { SearchField } from "../../ui/search-field.tsx";
import type { LibraryFilters as Filters } from "./evidence-api.ts";

/** Search and filters in the page's address (so a filtered library can be shared and reloaded); works without script. */
export function LibraryFilters({
  filters,
  requirement,
}: {
  filters: Filters;
  requirement: { id: string; code: string; title: string; framework: string } | null;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const id = useId();
  const any = !!(filters.search || filters.kind || filters.state || filters.unlinked || filters.requirement);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("filters.label")}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="library-filters"
    >
      {filters.requirement ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="requirement-filter">
          <span>
            {requirement
              ? t("filters.forRequirement", { code: requirement.code, title: requirement.title, framework: requirement.framework })
              : t("filters.forUnknown")}
          </span>
          <input type="hidden" name="requirement" value={filters.requirement} />
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div>
          <SearchField
            id={`${id}-search`}
            label={t("filters.search")}
            placeholder={t("filters.searchPlaceholder")}
            defaultValue={filters.search ?? ""}
            maxLength={COMPLIANCE_LIMITS.search}
          />
        </div>
        <div>
          <label htmlFor={`${id}-kind`} className="block text-sm font-semibold">
            {t("filters.kind")}
          </label>
          <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ""} className={inputClass}>
            <option value="">{t("filters.anyKind")}</option>
            {EVIDENCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`evidence.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-state`} className="block text-sm font-semibold">
            {t("filters.state")}
          </label>
          <select id={`${id}-state`} name="state" defaultValue={filters.state ?? ""} className={inputClass}>
            <option value="">{t("filters.anyState")}</option>
            {EVIDENCE_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`filters.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="unlinked" value="true" defaultChecked={!!filters.unlinked} className="size-4 accent-primary" />
          {t("filters.unlinked")}
        </label>
        <div className="flex flex-wrap gap-2">
          {any ? (
            <LocalizedLink to="/compliance/evidence" className={buttonClass("ghost", "md")}>
              <X aria-hidden="true" className="size-4" />
              {t("filters.clear")}
            </LocalizedLink>
          ) : null}
          <button type="submit" className={buttonClass("outline")}>
            <Filter aria-hidden="true" className="size-4" />
            {t("filters.apply")}
          </button>
        </div>
      </div>
    </Form>
  );
}
