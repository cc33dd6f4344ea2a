import { useId } from "react";
import { useTranslation } from "react-i18next";
import { EVENT_KINDS, type EventKind } from "../../../../contract/phishing-limits.ts";
import type { z } from "zod";
import type { eventListSchema } from "../../../../contract/phishing.ts";
import { useLocale } from "../../../lib/locale.ts";
import { QueryPager } from "../../ui/pager.tsx";
import { FilterLinks } from "./campaign-list.tsx";
import { EmptyNote } from "./format.tsx";
import { EventLine } from "./recipient-timeline.tsx";

/** Everything that happened in the campaign, newest first: filtered by kind, paged on `?events=`. */
export function EventLog({ list, kind }: { list: z.output<typeof eventListSchema> | null; kind: EventKind | undefined }) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="phishing-events">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("events.title")}
      </h2>
      <FilterLinks
        label={t("events.filter")}
        values={EVENT_KINDS}
        current={kind}
        param="kind"
        resetPage="events"
        text={(v) => (v === "all" ? t("list.all") : tp(`events.${v}`))}
      />
      {!list ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t("events.unavailable")}
        </p>
      ) : list.data.length ? (
        <>
          <ol className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface-raised text-sm">
            {list.data.map((e) => (
              <li key={e.id} className="flex flex-col gap-0.5 p-3" data-kind={e.kind}>
                <span className="break-words">
                  {e.name} <span className="text-muted">({e.email})</span>
                </span>
                <span>
                  <EventLine e={e} locale={locale} />
                </span>
              </li>
            ))}
          </ol>
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("events.pages")}
            ns="phishingCampaigns"
            keys="pagination"
            param="events"
          />
        </>
      ) : (
        <EmptyNote>{kind ? t("events.emptyFiltered") : t("events.empty")}</EmptyNote>
      )}
    </section>
  );
}
