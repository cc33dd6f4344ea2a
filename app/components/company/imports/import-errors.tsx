import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Import } from "../../../../contract/imports.ts";
import { buttonClass } from "../../ui/button.tsx";
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
      <div className="relative overflow-x-auto rounded-xl border border-border bg-surface-raised">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("detail.errors.line")}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("detail.errors.column")}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("detail.errors.message")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {imp.errors.map((e, i) => (
              <tr key={`${e.line}-${e.code}-${i}`} data-testid="import-error">
                <td className="whitespace-nowrap px-4 py-3 font-semibold tabular-nums">{e.line > 0 ? e.line : t("detail.errors.wholeFile")}</td>
                <td className="px-4 py-3">{e.column ?? "—"}</td>
                <td className="min-w-[14rem] px-4 py-3">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={imp.page} limit={imp.limit} total={imp.errorCount} label={t("detail.errors.title")} />
    </section>
  );
}
