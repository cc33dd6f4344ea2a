import { AskAssistant } from "../../components/assistants/chat-sheet.tsx";
import { Award, BookOpenCheck, Compass, Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useAccountData } from "../../components/account/use-account.ts";
import { AssignedToYou } from "../../components/overview/assigned-to-you.tsx";
import { BadgeCard } from "../../components/overview/badge-card.tsx";
import { ContinueCard } from "../../components/overview/continue-card.tsx";
import { dashboardHeaderKey } from "../../components/overview/dashboard-greeting.ts";
import { EmptyState, LoadError, OverviewPage, Section, SectionLink } from "../../components/overview/overview-page.tsx";
import { ProgressBars } from "../../components/overview/progress-bars.tsx";
import { StatGrid } from "../../components/ui/stat-grid.tsx";
import { useDates } from "../../components/overview/use-dates.ts";
import { CourseCard } from "../../components/training/course-card.tsx";
import { PhishingDashboardCard } from "../../components/phishing/mine/dashboard-card.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { ROUTES_BY_ID } from "../../route-table.ts";
import { useAbilities } from "../../root.tsx";

/** /dashboard: where the learner stands and what to do next (GET /training/summary, one read). */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  // the person's phishing simulations (a 403 where the company has none: no card)
  const [res, simulations] = await Promise.all([api.get("/training/summary"), api.get("/phishing/mine")]);
  const summary = res.ok ? res.data : null;
  return {
    latestSimulation: simulations.ok ? (simulations.data.data[0] ?? null) : null,
    now: Date.now(),
    assigned: summary?.assigned ?? null,
    enrollments: summary?.enrollments ?? null,
    badges: summary?.badges ?? null,
    suggestions: summary?.suggestions ?? [],
  };
}

export default function Dashboard() {
  const { now, assigned, enrollments, badges, suggestions, latestSimulation } = useLoaderData<typeof loader>();
  const { t } = useTranslation("overview");
  const { t: ta } = useTranslation("assistant");
  const { user } = useAccountData();
  const dates = useDates(now);
  const assistant = ROUTES_BY_ID.get("dashboard")?.assistant;
  const badgesOn = useAbilities().hasFeature("badges");
  const firstName = user?.name.trim().split(/\s+/)[0];
  const fresh = enrollments?.total === 0;

  return (
    <OverviewPage
      intro={<p className="text-lg text-fg">{firstName ? t("dashboard.greeting", { name: firstName }) : t("dashboard.greetingNoName")}</p>}
      aside={
        assistant ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-raised p-4 text-sm">
            <p className="min-w-0 flex-1" data-testid="assistant-header">
              <strong className="font-semibold">{ta(`${assistant.name}.name`)}</strong>
              {" · "}
              {ta(`headers.${assistant.headerKey === "dashboard" ? dashboardHeaderKey(enrollments?.total) : assistant.headerKey}`)}
            </p>
            <AskAssistant assistant={assistant.name} />
          </div>
        ) : null
      }
    >
      <AssignedToYou list={assigned} />
      <PhishingDashboardCard latest={latestSimulation} />
      {!enrollments ? <LoadError /> : null}
      {fresh ? (
        <EmptyState
          icon={Compass}
          title={t("dashboard.empty.title")}
          text={t("dashboard.empty.text")}
          to="/training/courses"
          action={t("dashboard.empty.action")}
        />
      ) : null}
      {enrollments && !fresh ? (
        <>
          {enrollments.resume ? (
            <ContinueCard item={enrollments.resume} started={dates.relative(enrollments.resume.enrollment.startedAt)} />
          ) : null}
          <StatGrid
            label={t("dashboard.stats.label")}
            stats={[
              { id: "in-progress", label: t("dashboard.stats.inProgress"), value: String(enrollments.open), icon: Hourglass },
              {
                id: "completed",
                label: t("dashboard.stats.completed"),
                value: String(enrollments.completed),
                icon: BookOpenCheck,
                to: "/achievements",
              },
              ...(badgesOn
                ? [{ id: "badges", label: t("dashboard.stats.badges"), value: String(badges?.total ?? 0), icon: Award, to: "/badges" }]
                : []),
            ]}
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Section
              title={t("dashboard.progress.title")}
              action={<SectionLink to="/enrollments">{t("dashboard.progress.all")}</SectionLink>}
            >
              <ProgressBars items={enrollments.recent} />
            </Section>
            {badgesOn ? (
              <Section
                title={t("dashboard.badges.title")}
                action={badges?.total ? <SectionLink to="/badges">{t("dashboard.badges.all")}</SectionLink> : null}
              >
                {!badges ? <LoadError /> : null}
                {badges && badges.total === 0 ? (
                  <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{t("dashboard.badges.empty")}</p>
                ) : null}
                {badges?.recent.length ? (
                  <ul className="flex flex-col gap-3">
                    {badges.recent.map((b) => (
                      <li key={b.courseSlug}>
                        <BadgeCard badge={b} date={dates.long(b.awardedAt)} compact />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Section>
            ) : null}
          </div>
        </>
      ) : null}
      {suggestions.length ? (
        <Section
          title={t("dashboard.suggestions.title")}
          action={<SectionLink to="/training/courses">{t("dashboard.suggestions.all")}</SectionLink>}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {suggestions.map((c) => (
              <li key={c.slug} className="grid">
                <CourseCard course={c} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </OverviewPage>
  );
}
