import { Flag, MailCheck, MousePointerClick } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { PhishingStats } from "../../../../contract/phishing.ts";
import { useLocale } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DataTable, EmailText } from "../../ui/data-table.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { StatGrid } from "../../ui/stat-grid.tsx";
import { EmptyNote, formatPercent } from "./format.tsx";
import { TrendChart } from "./trend-chart.tsx";

type Filter = { groupId?: string; from?: string; to?: string; status?: string };

/** The figures' group and date range: a plain GET form, so the address holds the choice (and back works). */
function StatsFilter({ groups, filter }: { groups: readonly { id: string; name: string }[]; filter: Filter }) {
  const { t } = useTranslation("phishingCampaigns");
  const id = useId();
  return (
    <Form
      method="get"
      preventScrollReset
      aria-label={t("stats.filter")}
      className="grid gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <div className="min-w-0">
        <label htmlFor={`${id}-group`} className="block text-sm font-semibold">
          {t("stats.group")}
        </label>
        <select id={`${id}-group`} name="group" defaultValue={filter.groupId ?? ""} className={inputClass}>
          <option value="">{t("stats.allGroups")}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-semibold">
          {t("stats.from")}
        </label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={filter.from ?? ""} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-semibold">
          {t("stats.to")}
        </label>
        <input id={`${id}-to`} type="date" name="to" defaultValue={filter.to ?? ""} className={inputClass} />
      </div>
      <button type="submit" className={buttonClass("outline")}>
        {t("stats.apply")}
      </button>
    </Form>
  );
}

/**
 * The company's figures over the chosen period (and group): phish-prone %, report rate and
 * messages delivered, the rates per campaign over time, per group, and the repeat clickers.
 */
export function StatsPanel({
  stats,
  groups,
  filter,
}: {
  stats: PhishingStats | null;
  groups: readonly { id: string; name: string }[];
  filter: Filter;
}) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="phishing-stats">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("stats.title")}
      </h2>
      <StatsFilter groups={groups} filter={filter} />
      {!stats ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t("stats.unavailable")}
        </p>
      ) : (
        <>
          <StatGrid
            label={t("stats.headline")}
            testId="phishing-headline"
            stats={[
              {
                id: "phishProne",
                label: tp("phishProne"),
                value: formatPercent(stats.phishProne, locale),
                hint: tp("phishProneHint"),
                icon: MousePointerClick,
              },
              {
                id: "reportRate",
                label: tp("reportRate"),
                value: formatPercent(stats.reportRate, locale),
                hint: tp("reportRateHint"),
                icon: Flag,
              },
              { id: "delivered", label: t("stats.delivered"), value: String(stats.delivered), icon: MailCheck },
            ]}
          />
          <TrendChart campaigns={stats.campaigns} />
          <h3 className="text-base font-semibold">{t("groups.title")}</h3>
          {stats.groups.length ? (
            <DataTable
              caption={t("groups.title")}
              rows={stats.groups}
              rowKey={(g) => g.id}
              columns={[
                { id: "name", kind: "title", header: t("groups.name"), cell: (g) => <span className="font-semibold">{g.name}</span> },
                { id: "delivered", numeric: true, header: t("stats.delivered"), cell: (g) => g.delivered },
                { id: "prone", numeric: true, header: tp("phishProne"), cell: (g) => formatPercent(g.phishProne, locale) },
                { id: "report", numeric: true, header: tp("reportRate"), cell: (g) => formatPercent(g.reportRate, locale) },
              ]}
            />
          ) : (
            <EmptyNote>{t("groups.empty")}</EmptyNote>
          )}
          <h3 className="text-base font-semibold">{t("repeat.title")}</h3>
          <p className="-mt-2 text-sm text-muted">{t("repeat.intro")}</p>
          {stats.repeatClickers.length ? (
            <DataTable
              caption={t("repeat.title")}
              rows={stats.repeatClickers}
              rowKey={(r) => r.email}
              testId="phishing-repeat-clickers"
              columns={[
                {
                  id: "person",
                  kind: "title",
                  header: t("repeat.person"),
                  cell: (r) => (
                    <>
                      <span className="block break-words font-semibold">{r.name}</span>
                      <EmailText email={r.email} className="block text-sm text-muted" />
                    </>
                  ),
                },
                { id: "failures", numeric: true, header: t("repeat.failures"), cell: (r) => r.failures },
              ]}
            />
          ) : (
            <EmptyNote>{t("repeat.empty")}</EmptyNote>
          )}
        </>
      )}
    </section>
  );
}
