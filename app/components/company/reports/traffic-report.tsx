import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TrafficReport as Report } from "../../../../contract/analytics.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { TRAFFIC_PERIODS } from "./report-api.ts";
import { ReportTable } from "./report-table.tsx";
import { intlLocale } from "../../../../contract/locale.ts";

/** The traffic tab: the site's views and visitors, per day, its top pages, referrers, campaigns and events. */
export function TrafficReport({
  report,
  days,
  noSite,
  canManageSite,
}: {
  report: Report | null;
  days: number;
  noSite: boolean;
  canManageSite: boolean;
}) {
  const { t } = useTranslation("companyTraffic");
  if (noSite || !report) {
    return (
      <section
        aria-labelledby="traffic-no-site"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-raised p-6"
      >
        <h2 id="traffic-no-site" className="text-lg font-bold">
          {t("noSite.title")}
        </h2>
        <p className="text-muted">{t("noSite.body")}</p>
        {canManageSite ? (
          <LocalizedLink to="/my-company/settings/whitelabel" className={buttonClass("primary")}>
            {t("noSite.link")}
          </LocalizedLink>
        ) : null}
      </section>
    );
  }
  const none = t("none");
  const counted = (r: { views: number; visitors: number }) => [r.views, r.visitors];
  const empty = !report.totals.views && !report.totals.events && !report.totals.signUps;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">{t("intro", { site: report.site.name, days: report.period.days })}</p>
        <Periods current={days} />
      </div>
      <dl aria-label={t("totals.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(["views", "visitors", "events", "signUps"] as const).map((k) => (
          <div key={k} className="rounded-xl border border-border bg-surface-raised p-4">
            <dt className="text-sm text-muted">{t(`totals.${k}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums">{report.totals[k]}</dd>
          </div>
        ))}
      </dl>
      {empty ? (
        <section aria-labelledby="traffic-empty" className="flex flex-col gap-2 rounded-xl border border-dashed border-border p-6">
          <h2 id="traffic-empty" className="text-lg font-bold">
            {t("empty.title")}
          </h2>
          <p className="text-muted">{t("empty.body", { site: report.site.name })}</p>
        </section>
      ) : (
        <>
          <DailyBars daily={report.daily} />
          <Section id="traffic-pages" title={t("pages.heading")} empty={t("pages.empty")} rows={report.pages.length}>
            <ReportTable
              caption={t("pages.heading")}
              head={[t("columns.page"), t("columns.title"), t("columns.views"), t("columns.visitors")]}
              numeric={[2, 3]}
              rows={report.pages.map((p) => [
                <span className="break-all font-mono text-xs">{p.path}</span>,
                p.title ?? none,
                ...counted(p),
              ])}
            />
          </Section>
          <Section id="traffic-referrers" title={t("referrers.heading")} empty={t("referrers.empty")} rows={report.referrers.length}>
            <ReportTable
              caption={t("referrers.heading")}
              head={[t("columns.site"), t("columns.views"), t("columns.visitors")]}
              numeric={[1, 2]}
              rows={report.referrers.map((r) => [r.host, ...counted(r)])}
            />
          </Section>
          <Section id="traffic-campaigns" title={t("campaigns.heading")} empty={t("campaigns.empty")} rows={report.campaigns.length}>
            <ReportTable
              caption={t("campaigns.heading")}
              head={[
                t("columns.campaign"),
                t("columns.source"),
                t("columns.medium"),
                t("columns.views"),
                t("columns.visitors"),
                t("columns.signUps"),
              ]}
              numeric={[3, 4, 5]}
              rows={report.campaigns.map((c) => [c.campaign ?? none, c.source ?? none, c.medium ?? none, ...counted(c), c.signUps])}
            />
          </Section>
          <Section id="traffic-events" title={t("events.heading")} empty={t("events.empty")} rows={report.events.length}>
            <ReportTable
              caption={t("events.heading")}
              head={[t("columns.event"), t("columns.count"), t("columns.visitors")]}
              numeric={[1, 2]}
              rows={report.events.map((e) => [e.name, e.count, e.visitors])}
            />
          </Section>
        </>
      )}
      <p className="text-sm text-muted">{t("privacy")}</p>
    </div>
  );
}

/** The period as links (a page each, like the tabs). */
function Periods({ current }: { current: number }) {
  const { t } = useTranslation("companyTraffic");
  return (
    <nav aria-label={t("period.label")}>
      <ul className="flex flex-wrap gap-1">
        {TRAFFIC_PERIODS.map((d) => (
          <li key={d}>
            <Link
              to={{ search: `?tab=traffic&days=${d}` }}
              aria-current={d === current ? "page" : undefined}
              className={`inline-flex h-11 items-center rounded-lg border px-3 text-sm font-semibold ${d === current ? "border-primary bg-primary text-primary-fg" : "border-border text-fg hover:bg-surface-sunken"}`}
            >
              {t("period.days", { count: d })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({
  id,
  title,
  empty,
  rows,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  rows: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {rows ? children : <p className="text-muted">{empty}</p>}
    </section>
  );
}

/** Views per day as bars (CSS), with a sentence that sums them up and the same numbers as a table. */
function DailyBars({ daily }: { daily: Report["daily"] }) {
  const { t } = useTranslation("companyTraffic");
  const locale = useLocale();
  const label = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(locale), { day: "numeric", month: "short", timeZone: "UTC" });
  const most = Math.max(0, ...daily.map((d) => d.views));
  const views = daily.reduce((n, d) => n + d.views, 0);
  const best = daily.find((d) => d.views === most);
  return (
    <section aria-labelledby="traffic-daily" className="flex flex-col gap-3">
      <h2 id="traffic-daily" className="text-lg font-bold">
        {t("daily.heading")}
      </h2>
      <p className="text-sm text-muted">{t("daily.summary", { views, days: daily.length, best: best ? label(best.day) : "", most })}</p>
      <div aria-hidden="true" className="flex h-32 items-end gap-px overflow-hidden rounded-xl border border-border p-3">
        {daily.map((d) => (
          <div key={d.day} title={`${label(d.day)}: ${d.views}`} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            <div
              className="w-full rounded-t bg-primary"
              style={{ height: `${most ? (100 * d.views) / most : 0}%`, minHeight: d.views ? 2 : 0 }}
            />
          </div>
        ))}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary-text underline underline-offset-2">
          {t("daily.showTable")}
        </summary>
        <div className="mt-2">
          <ReportTable
            caption={t("daily.caption")}
            head={[t("columns.day"), t("columns.views"), t("columns.visitors")]}
            numeric={[1, 2]}
            rows={daily.map((d) => [label(d.day), d.views, d.visitors])}
          />
        </div>
      </details>
    </section>
  );
}
