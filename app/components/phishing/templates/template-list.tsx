import { Copy, Plus, Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { DIFFICULTIES, TEMPLATE_CATEGORIES } from "../../../../contract/phishing-limits.ts";
import type { PhishingTemplate } from "../../../../contract/phishing.ts";
import { localizePath } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ACTION_LABEL, DataTable, type Column } from "../../ui/data-table.tsx";
import { FilterPanel } from "../../ui/filter-panel.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { QueryPager } from "../../ui/pager.tsx";
import { starterTemplate } from "./template-form-schema.ts";
import { activeFilters, type TemplateFilters } from "./template-query.ts";
import { useClone } from "./use-clone.ts";

type Summary = Omit<PhishingTemplate, "content">;
type List = { data: Summary[]; page: number; limit: number; total: number };
const label = "block text-sm font-semibold";

/** The library's simulations and the company's own: filters in the address, a page at a time, each to open or clone. */
export function TemplateList({ list, filters, canManage }: { list: List; filters: TemplateFilters; canManage: boolean }) {
  const { t } = useTranslation("phishingTemplates");
  const { t: tp } = useTranslation("phishing");
  const { clone, pending } = useClone();
  const active = activeFilters(filters);

  const columns: Column<Summary>[] = [
    {
      id: "name",
      kind: "title",
      header: t("list.columns.name"),
      cell: (r) => (
        <>
          <LocalizedLink
            to={`/phishing/templates/${r.id}`}
            className="block break-words font-semibold text-primary-text underline-offset-4 hover:underline"
            data-testid="phishing-template-open"
          >
            {r.name}
          </LocalizedLink>
          <span className="block break-words text-sm text-muted">{r.subject}</span>
        </>
      ),
    },
    {
      id: "origin",
      kind: "aside",
      header: t("list.columns.origin"),
      cell: (r) => (
        <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
          {t(`origins.${r.library ? "library" : "company"}`)}
        </span>
      ),
    },
    { id: "category", header: t("list.columns.category"), cell: (r) => tp(`categories.${r.category}`) },
    { id: "difficulty", header: t("list.columns.difficulty"), cell: (r) => tp("difficulty.value", { level: r.difficulty }) },
    { id: "languages", header: t("list.columns.languages"), cell: (r) => r.languages.map((l) => tp(`languages.${l}`)).join(", ") },
    { id: "flags", header: t("list.columns.redFlags"), numeric: true, cell: (r) => t("list.redFlags", { count: r.redFlagCount }) },
    {
      id: "actions",
      kind: "actions",
      srHeader: true,
      header: t("list.columns.actions"),
      cell: (r) =>
        canManage ? (
          <button
            type="button"
            className={buttonClass("outline", "sm")}
            disabled={pending !== null}
            aria-busy={pending === r.id}
            onClick={() => void clone(r.id)}
            data-testid="phishing-template-clone"
          >
            <Copy aria-hidden="true" className="size-4" />
            <span className={ACTION_LABEL}>{t("clone.open")}</span>
            <span className="sr-only">{` ${r.name}`}</span>
          </button>
        ) : null,
    },
  ];

  return (
    <section className="flex flex-col gap-4" data-testid="phishing-templates">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="min-w-0 flex-1 text-sm text-muted">{t("list.intro")}</p>
        {canManage ? <NewTemplateButton /> : null}
      </div>
      <Form method="get" role="search" aria-label={t("filters.label")}>
        <FilterPanel
          label={t("filters.toggle")}
          active={active}
          search={
            <>
              <label htmlFor="templates-search" className={label}>
                {t("filters.search")}
              </label>
              <input
                id="templates-search"
                name="search"
                type="search"
                defaultValue={filters.q ?? ""}
                maxLength={100}
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
              {filters.q || active ? (
                <Link to="?" className="text-sm font-semibold text-fg underline underline-offset-4">
                  {t("filters.clear")}
                </Link>
              ) : null}
            </>
          }
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <Select id="templates-category" name="category" label={t("filters.category")} value={filters.category} any={t("filters.any")}>
              {TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: tp(`categories.${c}`) }))}
            </Select>
            <Select
              id="templates-difficulty"
              name="difficulty"
              label={t("filters.difficulty")}
              value={filters.difficulty}
              any={t("filters.any")}
            >
              {DIFFICULTIES.map((d) => ({ value: String(d), label: `${d} · ${tp(`difficulty.levels.${d}`)}` }))}
            </Select>
            <Select id="templates-origin" name="origin" label={t("filters.origin")} value={filters.origin} any={t("filters.any")}>
              {(["library", "company"] as const).map((o) => ({ value: o, label: t(`origins.${o}`) }))}
            </Select>
          </div>
        </FilterPanel>
      </Form>
      {list.data.length ? (
        <>
          <DataTable
            caption={t("list.caption")}
            columns={columns}
            rows={list.data}
            rowKey={(r) => r.id}
            rowProps={() => ({ "data-testid": "phishing-template-row" })}
          />
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("pagination.label")}
            ns="phishingTemplates"
            keys="pagination"
          />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">
          {filters.q || active ? t("list.noMatch") : t("list.empty")}
        </p>
      )}
    </section>
  );
}

function Select({
  id,
  name,
  label: text,
  value,
  any,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  any: string;
  children: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={value === undefined ? "" : String(value)} className={inputClass}>
        <option value="">{any}</option>
        {children.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "New template": a plain starter in the reader's language, saved as the company's and opened in the editor. */
function NewTemplateButton() {
  const { t } = useTranslation("phishingTemplates");
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function create() {
    if (pending) return;
    setPending(true);
    const body = starterTemplate(locale, {
      name: t("starter.name"),
      senderName: t("starter.senderName"),
      subject: t("starter.subject"),
      body: t("starter.body"),
      flagTitle: t("starter.flagTitle"),
      flagDetail: t("starter.flagDetail"),
    });
    const res = await api.post("/phishing/templates", { body });
    setPending(false);
    if (!res.ok) {
      toast.error(res.error.message || t("errors.generic"));
      return;
    }
    void navigate(localizePath(`/phishing/templates/${res.data.id}`, locale));
  }
  return (
    <button
      type="button"
      className={buttonClass("primary")}
      onClick={() => void create()}
      aria-busy={pending}
      disabled={pending}
      data-testid="phishing-template-new"
    >
      <Plus aria-hidden="true" className="size-4" />
      {t("list.new")}
    </button>
  );
}
