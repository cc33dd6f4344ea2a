import { Search } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSubmit } from "react-router";
import { AREAS, LEVELS } from "../../../contract/course-areas.ts";
import { Button } from "../ui/button.tsx";
import { FormField, inputClass } from "../ui/form-field.tsx";
import type { CatalogueQuery } from "./catalogue-api.ts";

const FIELDS = ["search", "area", "level", "language"] as const;

/**
 * Search and filters as a GET form: the URL holds the query, so results can be shared and
 * the form works before (or without) JavaScript. With JavaScript, empty fields stay out of the URL.
 */
export function CatalogueFilters({ query, showArea = true }: { query: CatalogueQuery; showArea?: boolean }) {
  const { t } = useTranslation("training");
  const submit = useSubmit();
  const ref = useRef<HTMLFormElement>(null);
  const active = FIELDS.some((f) => query[f] && (showArea || f !== "area"));

  // the inputs are uncontrolled; they follow the URL when it changes (back button, "clear filters")
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    for (const f of FIELDS) {
      const el = form.elements.namedItem(f);
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = query[f];
    }
  }, [query]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget)) if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    void submit(params, { method: "get" });
  };

  const select = (name: "area" | "level" | "language", options: readonly string[], label: (v: string) => string) => (
    <FormField id={`catalogue-${name}`} label={t(`catalogue.filters.${name}`)}>
      <select id={`catalogue-${name}`} name={name} defaultValue={query[name]} className={inputClass}>
        <option value="">{t(`catalogue.filters.any.${name}`)}</option>
        {options.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <Form
      ref={ref}
      method="get"
      role="search"
      aria-label={t("catalogue.filters.label")}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
    >
      <FormField id="catalogue-search" label={t("catalogue.filters.search")}>
        <input
          id="catalogue-search"
          name="search"
          type="search"
          maxLength={100}
          defaultValue={query.search}
          placeholder={t("catalogue.filters.searchPlaceholder")}
          className={inputClass}
        />
      </FormField>
      <div className={`grid gap-4 ${showArea ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {showArea ? select("area", AREAS, (v) => t(`areas.${v}`)) : null}
        {select("level", LEVELS, (v) => t(`levels.${v}`))}
        {select("language", ["en", "pt"], (v) => t(`catalogue.languages.${v}`))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t("catalogue.filters.submit")}
        </Button>
        {active ? (
          <Link to={{ search: "" }} className="text-sm font-semibold text-primary-text underline underline-offset-4">
            {t("catalogue.filters.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
