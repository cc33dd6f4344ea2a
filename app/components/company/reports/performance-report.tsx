import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { PerformanceReport as Report } from "../../../../contract/reports.ts";
import { formatDate } from "../../../lib/intl.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FilterPanel } from "../../ui/filter-panel.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { ExportLinks } from "./export-links.tsx";
import { MonthlyBars } from "./monthly-bars.tsx";
import type { ReportQuery } from "./report-api.ts";
import { ReportTable } from "./report-table.tsx";

const field = "h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm";

/** Performance: filters, totals, by group, by course, per month and who is overdue. */
export function PerformanceReport({
  report,
  query,
  groups,
  problem,
  canExport,
}: {
  report: Report | null;
  query: ReportQuery;
  groups: { id: string; name: string }[];
  problem: string | null;
  canExport: boolean;
}) {
  const { t } = useTranslation("companyReports");
  const locale = useLocale();
  const pct = (v: number) => t("performance.percent", { value: v });
  const score = (v: number | null) => (v === null ? t("totals.none") : String(v));
  const filters = { groupId: query.groupId, courseSlug: query.courseSlug, from: query.from, to: query.to };
  const rateCols = [t("columns.enrollments"), t("columns.completed"), t("columns.completionRate"), t("columns.averageScore")];
  const courses = report?.byCourse ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Form method="get" aria-label={t("filters.label")}>
        <FilterPanel
          label={t("filters.toggle")}
          active={[query.groupId, query.courseSlug, query.from, query.to].filter(Boolean).length}
          defaultOpen={!!problem}
          actions={
            <>
              <button type="submit" className={buttonClass("primary")}>
                {t("filters.apply")}
              </button>
              <LocalizedLink to="/my-company/reports" className={buttonClass("ghost")}>
                {t("filters.clear")}
              </LocalizedLink>
              {problem ? (
                <p id="period-problem" role="alert" className="basis-full text-sm font-medium text-red-700 dark:text-red-300">
                  {problem}
                </p>
              ) : null}
            </>
          }
        >
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t("filters.group")}
              <select name="groupId" defaultValue={query.groupId ?? ""} className={field}>
                <option value="">{t("filters.allGroups")}</option>
                {groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t("filters.course")}
              <select name="courseSlug" defaultValue={query.courseSlug ?? ""} className={field}>
                <option value="">{t("filters.allCourses")}</option>
                {courses.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t("filters.from")}
              <input type="date" name="from" defaultValue={query.from ?? ""} className={field} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t("filters.to")}
              <input
                type="date"
                name="to"
                defaultValue={query.to ?? ""}
                className={field}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "period-problem" : undefined}
              />
            </label>
          </div>
        </FilterPanel>
      </Form>

      {report ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                [t("totals.members"), String(report.totals.members)],
                [t("totals.enrollments"), String(report.totals.enrollments)],
                [t("totals.completionRate"), pct(report.totals.completionRate)],
                [t("totals.averageScore"), score(report.totals.averageScore)],
              ].map(([k, v]) => (
                <div key={k} className="rounded-xl border border-border bg-surface-raised p-3">
                  <dt className="text-xs text-muted">{k}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{v}</dd>
                </div>
              ))}
            </dl>
          </div>
          {canExport ? (
            <div className="flex flex-wrap items-start justify-between gap-3">
              <ExportLinks path="/entity/reports/performance" filters={filters} label={t("export.label")} />
              <div className="flex flex-col gap-1">
                <ExportLinks
                  path="/entity/reports/performance/people"
                  filters={filters}
                  label={t("export.peopleLabel")}
                  texts={{ csv: t("export.peopleCsv"), xlsx: t("export.peopleXlsx") }}
                />
                <p className="max-w-md text-sm text-muted">{t("export.peopleHint")}</p>
              </div>
            </div>
          ) : null}

          <section aria-labelledby="by-group" className="flex flex-col gap-3">
            <h2 id="by-group" className="text-lg font-bold">
              {t("performance.byGroup")}
            </h2>
            {report.byGroup.length ? (
              <ReportTable
                caption={t("performance.byGroup")}
                head={[t("columns.group"), t("columns.members"), ...rateCols]}
                numeric={[1, 2, 3, 4, 5]}
                rows={report.byGroup.map((g) => [
                  g.name,
                  g.members,
                  g.enrollments,
                  g.completed,
                  pct(g.completionRate),
                  score(g.averageScore),
                ])}
              />
            ) : (
              <p className="text-muted">{t("performance.noGroups")}</p>
            )}
          </section>

          <section aria-labelledby="by-course" className="flex flex-col gap-3">
            <h2 id="by-course" className="text-lg font-bold">
              {t("performance.byCourse")}
            </h2>
            {report.byCourse.length ? (
              <ReportTable
                caption={t("performance.byCourse")}
                head={[t("columns.course"), ...rateCols]}
                numeric={[1, 2, 3, 4]}
                rows={report.byCourse.map((c) => [c.title, c.enrollments, c.completed, pct(c.completionRate), score(c.averageScore)])}
              />
            ) : (
              <p className="text-muted">{t("performance.noCourses")}</p>
            )}
          </section>

          <section aria-labelledby="monthly" className="flex flex-col gap-3">
            <h2 id="monthly" className="text-lg font-bold">
              {t("performance.monthly")}
            </h2>
            <MonthlyBars monthly={report.monthly} />
          </section>

          <section aria-labelledby="overdue" className="flex flex-col gap-3">
            <h2 id="overdue" className="text-lg font-bold">
              {t("performance.overdue")}
            </h2>
            {report.overdue.total ? (
              <>
                <ReportTable
                  caption={t("performance.overdue")}
                  head={[t("columns.name"), t("columns.item"), t("columns.dueAt")]}
                  rows={report.overdue.data.map((o) => [
                    o.person.name,
                    o.item.title,
                    <time key="due" dateTime={o.dueAt}>
                      {formatDate(o.dueAt, locale)}
                    </time>,
                  ])}
                />
                {report.overdue.total > report.overdue.data.length ? (
                  <p className="text-sm text-muted">
                    {t("performance.overdueMore", { shown: report.overdue.data.length, total: report.overdue.total })}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-muted">{t("performance.overdueNone")}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
