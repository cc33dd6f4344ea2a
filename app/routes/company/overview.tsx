import { Armchair, BookOpenCheck, CalendarClock, CircleCheck, Hourglass, MailPlus, Percent, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { EntityInfo, TeamOverview } from "../../../contract/company.ts";
import { CompletionChart } from "../../components/company/overview/completion-chart.tsx";
import { RecentActivityList } from "../../components/company/overview/recent-activity.tsx";
import { CompanyShortcuts } from "../../components/company/overview/shortcuts.tsx";
import { LoadError, OverviewPage, Section } from "../../components/overview/overview-page.tsx";
import { useDates } from "../../components/overview/use-dates.ts";
import { StatGrid, type Stat } from "../../components/ui/stat-grid.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useAbilities } from "../../root.tsx";

/** §2 /my-company: the company at a glance for its managers: seats, people, learning, next steps. */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const [info, report] = await Promise.all([api.get("/entity/info"), api.get("/entity/reports/overview")]);
  // a manager without view-reports still gets the company and its people; the learning part says it is not theirs
  return { info: orThrow(info), report: report.ok ? report.data : null, reportRefused: report.status === 403, now: Date.now() };
}

function useStats(info: EntityInfo, report: TeamOverview | null): Stat[] {
  const { t } = useTranslation("company");
  const unknown = t("overview.stats.unknown");
  const { seats, members } = info;
  const canSeePeople = useAbilities().can("view-users");
  const stats: Stat[] = [
    {
      id: "seats-used",
      label: t("overview.stats.seatsUsed"),
      value: seats
        ? seats.limit === null
          ? String(seats.used)
          : t("overview.stats.ofLimit", { used: seats.used, limit: seats.limit })
        : unknown,
      hint: seats ? t("overview.stats.seatsUsedHint") : undefined,
      icon: Armchair,
    },
    {
      id: "seats-available",
      label: t("overview.stats.seatsAvailable"),
      value: !seats ? unknown : seats.available === null ? t("overview.stats.unlimited") : String(seats.available),
      hint: seats?.available === 0 ? t("overview.stats.seatsFull") : undefined,
      icon: CircleCheck,
    },
    {
      id: "members-active",
      label: t("overview.stats.activeMembers"),
      value: members ? String(members.active) : unknown,
      hint: members?.deactivated ? t("overview.stats.deactivated", { count: members.deactivated }) : undefined,
      icon: UsersRound,
      to: canSeePeople ? "/my-company/members" : undefined,
    },
    {
      id: "members-invited",
      label: t("overview.stats.invited"),
      value: members ? String(members.invited) : unknown,
      hint: members?.awaitingApproval ? t("overview.stats.awaitingApproval", { count: members.awaitingApproval }) : undefined,
      icon: MailPlus,
    },
  ];
  if (report) {
    stats.push(
      {
        id: "completion-rate",
        label: t("overview.stats.completionRate"),
        value: t("overview.stats.percent", { value: report.completionRate }),
        hint: t("overview.stats.completionHint", { completed: report.completed, count: report.enrollments }),
        icon: Percent,
      },
      { id: "in-progress", label: t("overview.stats.inProgress"), value: String(report.inProgress), icon: Hourglass },
      {
        id: "completed-recently",
        label: t("overview.stats.completedRecently"),
        value: String(report.completedLast30Days),
        icon: BookOpenCheck,
      },
      {
        id: "overdue",
        label: t("overview.stats.overdue"),
        value: String(report.overdue),
        hint: t("overview.stats.overdueHint"),
        icon: CalendarClock,
      },
    );
  }
  return stats;
}

export default function CompanyOverview() {
  const { info, report, reportRefused, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation("company");
  const dates = useDates(now);
  const stats = useStats(info, report);
  const { can, hasFeature } = useAbilities();
  return (
    <OverviewPage
      intro={<p>{t("overview.intro", { company: info.name })}</p>}
      aside={
        <CompanyShortcuts
          allowed={(id) => (id === "groups" ? true : can("manage-users") && (id === "invite" || hasFeature("import-csv")))}
        />
      }
    >
      <StatGrid label={t("overview.stats.label")} stats={stats} testId="company-stats" />
      {report ? (
        <div className="grid gap-6 lg:grid-cols-5">
          <Section title={t("overview.chart.title")} className="lg:col-span-3">
            <CompletionChart weeks={report.weekly} />
          </Section>
          <Section title={t("overview.recent.title")} className="lg:col-span-2">
            <RecentActivityList items={report.recent} relative={dates.relative} long={dates.long} />
          </Section>
        </div>
      ) : reportRefused ? (
        <p className="rounded-xl border border-dashed border-border p-5 text-sm text-muted">{t("overview.noReports")}</p>
      ) : (
        <LoadError />
      )}
    </OverviewPage>
  );
}
