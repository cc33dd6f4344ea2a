import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Import } from "../../../../contract/imports.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { Pager } from "./pager.tsx";

/** The import's errors, by line: where (line, column) and why; a page at a time, and the failed rows as a file. */
export function ImportErrors({ imp }: { imp: Import }) {
  const { t } = useTranslation("companyImports");
  if (!imp.errorCount) return null;
  return (
    <section aria-labelledby="import-errors-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="import-errors-title" className="text-lg font-semibold">
            {t("detail.errors.title")} <span className="text-muted">({imp.errorCount})</span>
          </h2>
          {imp.failed ? <p className="text-sm text-muted">{t("detail.errors.intro")}</p> : null}
        </div>
        {imp.failed ? (
          <a href={`/api/entity/imports/${imp.id}/failed-rows.csv`} download className={buttonClass("outline")}>
            <Download aria-hidden="true" className="size-4" />
            {t("detail.errors.download")}
          </a>
        ) : null}
      </div>
      <DataTable
        caption={t("detail.errors.title")}
        columns={[
          {
            id: "line",
            kind: "title",
            header: t("detail.errors.line"),
            cell: (e) =>
              e.line > 0 ? (
                <span className="font-semibold tabular-nums">
                  {/* a card names what the number is; a table's heading does */}
                  <span className="@2xl:hidden">{t("detail.errors.line")} </span>
                  {e.line}
                </span>
              ) : (
                <span className="font-semibold">{t("detail.errors.wholeFile")}</span>
              ),
          },
          { id: "column", kind: "aside", header: t("detail.errors.column"), cell: (e) => e.column ?? "—" },
          { id: "message", header: t("detail.errors.message"), cell: (e) => e.message },
        ]}
        rows={imp.errors.map((e, i) => ({ ...e, key: `${e.line}-${e.code}-${i}` }))}
        rowKey={(e) => e.key}
        rowProps={() => ({ "data-testid": "import-error" })}
      />
      <Pager page={imp.page} limit={imp.limit} total={imp.errorCount} label={t("detail.errors.title")} />
    </section>
  );
}
