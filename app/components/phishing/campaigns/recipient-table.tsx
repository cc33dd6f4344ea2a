import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { z } from "zod";
import { RECIPIENT_OUTCOMES, type RecipientOutcome } from "../../../../contract/phishing-limits.ts";
import type { recipientListSchema } from "../../../../contract/phishing.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DataTable, EmailText } from "../../ui/data-table.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { QueryPager } from "../../ui/pager.tsx";
import { FilterLinks } from "./campaign-list.tsx";
import { EmptyNote, formatMinutes, formatWhen } from "./format.tsx";
import { RecipientTimeline } from "./recipient-timeline.tsx";

export type RecipientList = z.output<typeof recipientListSchema>;
type Row = RecipientList["data"][number];

/** The worst outcomes read as warnings; the text says it, the colour only helps. */
const OUTCOME_LOOK: Partial<Record<RecipientOutcome, string>> = {
  submitted: "text-red-800 dark:text-red-300",
  clicked: "text-red-800 dark:text-red-300",
  reported: "text-green-800 dark:text-green-300",
};

/**
 * Who got the simulation and how each did (outcome, sent, first click and clicks, report), filtered
 * by outcome, searched by name or address, paged in the address; each row opens the person's timeline.
 */
export function RecipientTable({
  campaignId,
  list,
  query,
}: {
  campaignId: string;
  list: RecipientList | null;
  query: { outcome?: RecipientOutcome; q?: string; kind?: string };
}) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const locale = useLocale();
  const id = useId();
  const when = (iso: string | null) => formatWhen(iso, locale) || "–";
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="phishing-recipients">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("recipients.title")}
      </h2>
      <Form method="get" role="search" aria-label={t("recipients.search")} preventScrollReset className="flex flex-wrap items-end gap-2">
        {query.outcome ? <input type="hidden" name="outcome" value={query.outcome} /> : null}
        {query.kind ? <input type="hidden" name="kind" value={query.kind} /> : null}
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
            {t("recipients.search")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={100}
            placeholder={t("recipients.searchPlaceholder")}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass("outline")}>
          <Search aria-hidden="true" className="size-4" />
          {t("recipients.searchButton")}
        </button>
      </Form>
      <FilterLinks
        label={t("recipients.filter")}
        values={RECIPIENT_OUTCOMES}
        current={query.outcome}
        param="outcome"
        resetPage="page"
        text={(v) => (v === "all" ? t("list.all") : tp(`outcomes.${v}`))}
      />
      {!list ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t("recipients.unavailable")}
        </p>
      ) : list.data.length ? (
        <>
          <DataTable<Row>
            caption={t("recipients.title")}
            rows={list.data}
            rowKey={(r) => r.id}
            rowProps={(r) => ({ "data-testid": "phishing-recipient-row", "data-outcome": r.outcome })}
            columns={[
              {
                id: "person",
                kind: "title",
                header: t("recipients.person"),
                cell: (r) => (
                  <>
                    <span className="block break-words font-semibold">{r.name}</span>
                    <EmailText email={r.email} className="block text-sm text-muted" />
                    <RecipientTimeline campaignId={campaignId} recipientId={r.id} name={r.name} />
                  </>
                ),
              },
              {
                id: "outcome",
                kind: "aside",
                header: t("recipients.outcome"),
                cell: (r) => <span className={`font-semibold ${OUTCOME_LOOK[r.outcome] ?? ""}`}>{tp(`outcomes.${r.outcome}`)}</span>,
              },
              { id: "sent", header: t("recipients.sent"), className: "text-muted", cell: (r) => when(r.sentAt ?? r.sendAt) },
              {
                id: "click",
                header: t("recipients.firstClick"),
                isEmpty: (r) => !r.firstClickedAt,
                cell: (r) =>
                  r.firstClickedAt
                    ? t("recipients.clickValue", {
                        when: when(r.firstClickedAt),
                        count: r.clicks,
                        after: formatMinutes(r.minutesToClick, t),
                      })
                    : "–",
              },
              {
                id: "reported",
                header: t("recipients.reported"),
                from: "4xl",
                isEmpty: (r) => !r.reportedAt,
                cell: (r) =>
                  r.reportedAt ? `${when(r.reportedAt)}${r.reportSource ? ` (${tp(`reportSources.${r.reportSource}`)})` : ""}` : "–",
              },
              {
                id: "remedial",
                header: t("recipients.remedial"),
                from: "5xl",
                isEmpty: (r) => !r.remedialAssigned,
                cell: (r) => (r.remedialAssigned ? t("recipients.assigned") : "–"),
              },
            ]}
          />
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("recipients.pages")}
            ns="phishingCampaigns"
            keys="pagination"
          />
        </>
      ) : (
        <EmptyNote testId="phishing-recipients-empty">
          {query.outcome || query.q ? t("recipients.emptyFiltered") : t("recipients.empty")}
        </EmptyNote>
      )}
    </section>
  );
}
