import { useTranslation } from "react-i18next";
import type { ImportList } from "../../../../contract/imports.ts";
import { useLocale } from "../../../lib/locale.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { STATUS_CHIP, shortDateTime } from "./import-format.ts";
import { Pager } from "./pager.tsx";

/** The company's past imports, newest first: file (to its page), kind, status, results. */
export function ImportHistory({ list }: { list: ImportList }) {
  const { t } = useTranslation("companyImports");
  const locale = useLocale();
  return (
    <section aria-labelledby="import-history-title" className="flex flex-col gap-4">
      <h2 id="import-history-title" className="text-lg font-semibold">
        {t("history.title")}
      </h2>
      {list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{t("history.empty")}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-border bg-surface-raised">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("history.file")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("history.status")}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {t("history.kind")}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  {t("history.results")}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {t("history.createdAt")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.data.map((i) => (
                <tr key={i.id} data-testid="import-row">
                  <th scope="row" className="max-w-[14rem] px-4 py-3 font-semibold">
                    <LocalizedLink to={`/my-company/imports/${i.id}`} className="break-words text-fg underline underline-offset-4">
                      {i.fileName}
                    </LocalizedLink>
                  </th>
                  <td className="whitespace-nowrap px-4 py-3">
                    <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_CHIP[i.status]}`}>{t(`status.${i.status}`)}</span>
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 sm:table-cell">{i.dryRun ? t("history.dryRun") : t("history.real")}</td>
                  <td className="hidden px-4 py-3 text-muted md:table-cell">{t("history.resultsText", { created: i.created, updated: i.updated, unchanged: i.unchanged, failed: i.failed })}</td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted sm:table-cell">{shortDateTime(i.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} limit={list.limit} total={list.total} label={t("pagination.label")} />
    </section>
  );
}
