import { useTranslation } from "react-i18next";
import type { Answer } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { HistorySection } from "../ui/history-section.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { QueryPager } from "../ui/pager.tsx";
import { BATCH_CHIP, CHIP, shortDateTime } from "./batch-format.ts";

type BatchList = Answer<"GET", "/creator/batches">;

/** The entity's recent batches, newest first: file (to its result), mode, status, counts, when. */
export function BatchHistory({ list }: { list: BatchList }) {
  const { t } = useTranslation("creatorBatch");
  const locale = useLocale();
  return (
    <HistorySection
      id="batch-history-title"
      title={t("history.title")}
      emptyText={t("history.empty")}
      pager={
        <QueryPager page={list.page} limit={list.limit} total={list.total} label={t("history.title")} ns="creatorBatch" keys="pagination" />
      }
      columns={[
        {
          id: "file",
          kind: "title",
          header: t("history.file"),
          cell: (b) => (
            <LocalizedLink
              to={`/content-creator/courses/batch?batch=${b.id}`}
              preventScrollReset={false}
              className="break-words font-semibold text-fg underline underline-offset-4"
            >
              {b.fileName}
            </LocalizedLink>
          ),
        },
        {
          id: "status",
          kind: "aside",
          header: t("history.status"),
          cell: (b) => <span className={`${CHIP} ${BATCH_CHIP[b.status]}`}>{t(`batchStatus.${b.status}`)}</span>,
        },
        {
          id: "mode",
          header: t("history.mode"),
          from: "3xl",
          cell: (b) => t(b.mode === "render" ? "history.render" : "history.draft"),
        },
        {
          id: "results",
          header: t("history.results"),
          className: "text-muted",
          cell: (b) => t("history.resultsText", { valid: b.valid, invalid: b.invalid, ready: b.ready, failed: b.failed }),
        },
        {
          id: "createdAt",
          header: t("history.createdAt"),
          from: "4xl",
          className: "text-muted @2xl:whitespace-nowrap",
          cell: (b) => shortDateTime(b.createdAt, locale),
        },
      ]}
      rows={list.data}
      rowKey={(b) => b.id}
      rowProps={() => ({ "data-testid": "batch-history-row" })}
    />
  );
}
