import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { AccessActivity } from "../../../../contract/organizations.ts";
import type { BadgesReport as Badges, RatingsReport as Ratings } from "../../../../contract/reports.ts";
import { formatDate } from "../../../lib/intl.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { Pager } from "../groups/pager.tsx";
import { Table, type TableColumn } from "../../ui/table.tsx";
import { ExportLinks } from "./export-links.tsx";
import type { ReportQuery } from "./report-api.ts";
import { ReportTable } from "./report-table.tsx";

/** Badges: how many of each, then who earned what when (paged). */
export function BadgesReport({ report, canExport }: { report: Badges; canExport: boolean }) {
  const { t } = useTranslation("companyReports");
  const locale = useLocale();
  if (!report.total) return <p className="text-muted">{t("badges.empty")}</p>;
  return (
    <div className="flex flex-col gap-6">
      {canExport ? <ExportLinks path="/entity/reports/badges" label={t("export.label")} /> : null}
      <section aria-labelledby="badge-summary" className="flex flex-col gap-3">
        <h2 id="badge-summary" className="text-lg font-bold">
          {t("badges.summary")}
        </h2>
        <ReportTable
          caption={t("badges.summary")}
          head={[t("columns.badge"), t("columns.course"), t("badges.earned")]}
          numeric={[2]}
          rows={report.badges.map((b) => [b.badgeName, b.title, b.earned])}
        />
      </section>
      <section aria-labelledby="badge-list" className="flex flex-col gap-3">
        <h2 id="badge-list" className="text-lg font-bold">
          {t("badges.list")}
        </h2>
        <ReportTable
          caption={t("badges.list")}
          head={[t("columns.name"), t("columns.email"), t("columns.badge"), t("columns.awardedAt")]}
          rows={report.data.map((r) => [
            r.person.name,
            r.person.email,
            r.badgeName,
            <time key="at" dateTime={r.awardedAt}>
              {formatDate(r.awardedAt, locale)}
            </time>,
          ])}
        />
        <Pager page={report.page} limit={report.limit} total={report.total} />
      </section>
    </div>
  );
}

/** Ratings: per course, the average, how many of each star and the latest comments. */
export function RatingsReport({ report, canExport }: { report: Ratings; canExport: boolean }) {
  const { t } = useTranslation("companyReports");
  // one row per star count: its name, a bar of its share, how many
  const starColumns = (c: Ratings["data"][number]): TableColumn<number>[] => [
    { id: "stars", header: null, rowHeader: true, className: "w-20 text-left font-normal", cell: (s) => t("ratings.stars", { count: s }) },
    {
      id: "bar",
      header: null,
      cell: (s) => (
        <div aria-hidden="true" className="h-2 rounded-full bg-surface-sunken">
          <div
            className="h-2 rounded-full bg-primary"
            style={{ width: `${c.count ? (100 * (c.distribution[s - 1] ?? 0)) / c.count : 0}%` }}
          />
        </div>
      ),
    },
    { id: "count", header: null, className: "w-10 text-right tabular-nums", cell: (s) => c.distribution[s - 1] ?? 0 },
  ];
  const locale = useLocale();
  if (!report.total) return <p className="text-muted">{t("ratings.empty")}</p>;
  return (
    <div className="flex flex-col gap-4">
      {canExport ? <ExportLinks path="/entity/ratings" label={t("export.label")} /> : null}
      <ul className="grid gap-4 lg:grid-cols-2">
        {report.data.map((c) => (
          <li key={c.course.slug} className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4">
            <h2 className="text-lg font-bold">{c.course.title}</h2>
            <p className="flex items-center gap-2">
              <Star aria-hidden="true" className="size-5 fill-current text-amber-700 dark:text-amber-300" />
              <span className="text-2xl font-bold">{t("ratings.averageValue", { value: c.average })}</span>
              <span className="text-sm text-muted">{t("ratings.count", { count: c.count })}</span>
            </p>
            <Table
              columns={starColumns(c)}
              rows={[5, 4, 3, 2, 1]}
              rowKey={(n) => String(n)}
              caption={t("ratings.distribution")}
              region={false}
              head="none"
              classes={{ table: "text-sm", body: "", cell: "py-0.5" }}
            />
            <h3 className="text-sm font-semibold">{t("ratings.comments")}</h3>
            {c.comments.length ? (
              <ul className="flex flex-col gap-2 text-sm">
                {c.comments.map((m) => (
                  <li key={m.id} className="rounded-lg bg-surface-sunken p-2">
                    <p className="whitespace-pre-line break-words">{m.comment}</p>
                    <p className="mt-1 text-xs text-muted">
                      {m.person.name} · {t("ratings.stars", { count: m.rating })} · <time dateTime={m.at}>{formatDate(m.at, locale)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t("ratings.noComments")}</p>
            )}
          </li>
        ))}
      </ul>
      <Pager page={report.page} limit={report.limit} total={report.total} />
    </div>
  );
}

/** Sign-ins and renewals of the company's people, searchable, 8 a page. */
export function AccessReport({
  report,
  query,
  canExport,
}: {
  report: { data: AccessActivity[]; page: number; limit: number; total: number };
  query: ReportQuery;
  canExport: boolean;
}) {
  const { t } = useTranslation("companyReports");
  const locale = useLocale();
  const field = "h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm";
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" aria-label={t("filters.label")} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <input type="hidden" name="tab" value="access" />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("filters.search")}
          <input type="search" name="searchQuery" defaultValue={query.searchQuery ?? ""} maxLength={100} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("filters.kind")}
          <select name="filterBy" defaultValue={query.filterBy ?? ""} className={field}>
            <option value="">{t("filters.allKinds")}</option>
            <option value="sign-in">{t("filters.signIn")}</option>
            <option value="renewal">{t("filters.renewal")}</option>
          </select>
        </label>
        <button type="submit" className={buttonClass("primary")}>
          {t("filters.apply")}
        </button>
      </Form>
      {canExport && report.data.length ? (
        <ExportLinks
          path="/entity/reports/access-activities"
          filters={{ filterBy: query.filterBy || undefined, searchQuery: query.searchQuery || undefined }}
          label={t("export.label")}
        />
      ) : null}
      {report.data.length ? (
        <ReportTable
          caption={t("access.title")}
          head={[t("columns.name"), t("columns.email"), t("columns.kind"), t("access.at"), t("access.ip")]}
          rows={report.data.map((a) => [
            a.userName,
            a.userEmail,
            t(a.kind === "sign-in" ? "filters.signIn" : "filters.renewal"),
            <time key="at" dateTime={a.createdAt}>
              {formatDate(a.createdAt, locale, { time: true })}
            </time>,
            a.ip ?? "—",
          ])}
        />
      ) : (
        <p className="text-muted">{t("access.empty")}</p>
      )}
      <Pager page={report.page} limit={report.limit} total={report.total} />
    </div>
  );
}
