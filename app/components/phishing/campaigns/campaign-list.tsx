import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "../../../../contract/phishing-limits.ts";
import type { z } from "zod";
import type { campaignListSchema } from "../../../../contract/phishing.ts";
import { useLocale } from "../../../lib/locale.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { QueryPager } from "../../ui/pager.tsx";
import { filterSearch } from "./campaign-query.ts";
import { EmptyNote, formatPercent, formatWhen, StatusBadge } from "./format.tsx";

export type CampaignList = z.output<typeof campaignListSchema>;
type Row = CampaignList["data"][number];

/** "All · Draft · Scheduled · …" as links (shareable, back-button friendly), the chosen one marked. */
export function FilterLinks<V extends string>({
  label,
  values,
  current,
  param,
  resetPage,
  text,
}: {
  label: string;
  values: readonly V[];
  current: V | undefined;
  param: string;
  resetPage: string;
  text: (v: V | "all") => string;
}) {
  const { search } = useLocation();
  const all: (V | "all")[] = ["all", ...values];
  const chosen = current ?? "all";
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 rounded-lg border border-border bg-surface-raised p-1">
        {all.map((v) => (
          <li key={v}>
            <Link
              to={{ search: filterSearch(search, { [param]: v === "all" ? undefined : v }, resetPage) }}
              preventScrollReset
              aria-current={v === chosen ? "true" : undefined}
              className={`inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold ${v === chosen ? "bg-primary text-primary-fg" : "text-muted hover:bg-surface-sunken hover:text-fg"}`}
            >
              {text(v)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The company's campaigns, newest first: name, status, window, targeted/delivered, phish-prone; filtered by status, paged in the address. */
export function CampaignListSection({ list, status }: { list: CampaignList | null; status: CampaignStatus | undefined }) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="phishing-campaigns">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("list.title")}
      </h2>
      <FilterLinks
        label={t("list.filter")}
        values={CAMPAIGN_STATUSES}
        current={status}
        param="status"
        resetPage="page"
        text={(v) => (v === "all" ? t("list.all") : tp(`statuses.${v}`))}
      />
      {!list ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t("list.unavailable")}
        </p>
      ) : list.data.length ? (
        <>
          <DataTable<Row>
            caption={t("list.title")}
            rows={list.data}
            rowKey={(c) => c.id}
            rowProps={(c) => ({ "data-testid": "phishing-campaign-row", "data-status": c.status })}
            columns={[
              {
                id: "name",
                kind: "title",
                header: t("list.name"),
                cell: (c) => (
                  <LocalizedLink
                    to={`/phishing/campaigns/${c.id}`}
                    className="block break-words font-semibold text-primary-text underline-offset-4 hover:underline"
                  >
                    {c.name}
                  </LocalizedLink>
                ),
              },
              { id: "status", kind: "aside", header: t("list.status"), cell: (c) => <StatusBadge status={c.status} /> },
              {
                id: "window",
                header: t("list.window"),
                className: "text-muted",
                cell: (c) =>
                  t("list.windowRange", {
                    start: formatWhen(c.window.start, locale, c.window.timeZone),
                    end: formatWhen(c.window.end, locale, c.window.timeZone),
                  }),
              },
              {
                id: "reach",
                header: t("list.reach"),
                numeric: true,
                cell: (c) => t("list.reachValue", { delivered: c.counts.delivered, targeted: c.counts.targeted }),
              },
              { id: "prone", header: tp("phishProne"), numeric: true, cell: (c) => formatPercent(c.phishProne, locale) },
            ]}
          />
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("list.pages")}
            ns="phishingCampaigns"
            keys="pagination"
          />
        </>
      ) : (
        <EmptyNote testId="phishing-campaigns-empty">{status ? t("list.emptyFiltered") : t("list.empty")}</EmptyNote>
      )}
    </section>
  );
}
