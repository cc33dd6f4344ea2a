import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Batch } from "../../../contract/authoring.ts";
import { DataTable } from "../ui/data-table.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { QueryPager } from "../ui/pager.tsx";
import { CHIP, ROW_CHIP, orderRows } from "./batch-format.ts";
import { pageParamOf } from "./batch-page-param.ts";

const ROWS_PER_PAGE = 50;

/** Every row of the batch: its line, title, status, its errors ("line 5, column area: …") and a link to the draft it became; errors first, or only them. */
export function BatchRows({ batch, search }: { batch: Batch; search: string }) {
  const { t } = useTranslation("creatorBatch");
  const id = useId();
  const [onlyErrors, setOnlyErrors] = useState(batch.invalid > 0 && batch.valid === 0);
  const rows = orderRows(batch.rows, onlyErrors);
  const page = Math.min(pageParamOf(search, "rows"), Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE)));
  const shown = rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("rows.title")} <span className="text-muted">({rows.length})</span>
        </h2>
        {batch.invalid ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={onlyErrors}
              onChange={(e) => setOnlyErrors(e.target.checked)}
            />
            {t("rows.onlyErrors")}
          </label>
        ) : null}
      </div>
      <DataTable
        caption={t("rows.title")}
        columns={[
          {
            id: "line",
            kind: "title",
            header: t("rows.line"),
            cell: (r) => (
              <span className="font-semibold">
                <span className="tabular-nums">{t("rows.lineN", { line: r.line })}</span>
                <span className="block font-normal break-words">{r.title || t("rows.untitled")}</span>
              </span>
            ),
          },
          {
            id: "status",
            kind: "aside",
            header: t("rows.status"),
            cell: (r) => <span className={`${CHIP} ${ROW_CHIP[r.status]}`}>{t(`rowStatus.${r.status}`)}</span>,
          },
          {
            id: "errors",
            header: t("rows.errors"),
            isEmpty: (r) => r.errors.length === 0,
            cell: (r) =>
              r.errors.length ? (
                <ul className="flex flex-col gap-1 text-sm text-red-700 dark:text-red-300">
                  {r.errors.map((e, i) => (
                    <li key={i} data-testid="batch-row-error">
                      {t("rows.error", { line: e.line, column: e.column, message: e.message })}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted">—</span>
              ),
          },
          {
            id: "course",
            kind: "actions",
            header: t("rows.course"),
            srHeader: true,
            cell: (r) =>
              r.courseId ? (
                <LocalizedLink to={`/content-creator/courses/${r.courseId}`} className="font-semibold underline underline-offset-4">
                  {t("rows.open")}
                  <span className="sr-only">: {r.title}</span>
                </LocalizedLink>
              ) : null,
          },
        ]}
        rows={shown}
        rowKey={(r) => String(r.line)}
        rowProps={(r) => ({ "data-testid": "batch-row", "data-line": String(r.line) })}
      />
      <QueryPager
        page={page}
        limit={ROWS_PER_PAGE}
        total={rows.length}
        label={t("rows.title")}
        ns="creatorBatch"
        keys="pagination"
        param="rows"
      />
    </section>
  );
}
