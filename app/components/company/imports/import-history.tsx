import { useTranslation } from "react-i18next";
import type { ImportList } from "../../../../contract/imports.ts";
import { useLocale } from "../../../lib/locale.ts";
import { HistorySection } from "../../ui/history-section.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { STATUS_CHIP, shortDateTime } from "./import-format.ts";
import { Pager } from "./pager.tsx";

/** The company's past imports, newest first: file (to its page), kind, status, results. */
export function ImportHistory({ list }: { list: ImportList }) {
  const { t } = useTranslation("companyImports");
  const locale = useLocale();
  return (
    <HistorySection
      id="import-history-title"
      title={t("history.title")}
      emptyText={t("history.empty")}
      pager={<Pager page={list.page} limit={list.limit} total={list.total} label={t("pagination.label")} />}
      columns={[
        {
          id: "file",
          kind: "title",
          header: t("history.file"),
          cell: (i) => (
            <LocalizedLink to={`/my-company/imports/${i.id}`} className="break-words font-semibold text-fg underline underline-offset-4">
              {i.fileName}
            </LocalizedLink>
          ),
        },
        {
          id: "status",
          kind: "aside",
          header: t("history.status"),
          cell: (i) => (
            <span
              className={`inline-flex whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_CHIP[i.status]}`}
            >
              {t(`status.${i.status}`)}
            </span>
          ),
        },
        {
          id: "kind",
          header: t("history.kind"),
          from: "3xl",
          className: "@2xl:whitespace-nowrap",
          cell: (i) => (i.dryRun ? t("history.dryRun") : t("history.real")),
        },
        {
          id: "results",
          header: t("history.results"),
          className: "text-muted",
          cell: (i) => t("history.resultsText", { created: i.created, updated: i.updated, unchanged: i.unchanged, failed: i.failed }),
        },
        {
          id: "createdAt",
          header: t("history.createdAt"),
          from: "4xl",
          className: "text-muted @2xl:whitespace-nowrap",
          cell: (i) => shortDateTime(i.createdAt, locale),
        },
      ]}
      rows={list.data}
      rowKey={(i) => i.id}
      rowProps={() => ({ "data-testid": "import-row" })}
    />
  );
}
