import { Award, BookOpenCheck, FileBadge, Target, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { CompletionTimeline } from "../../components/overview/completion-timeline.tsx";
import { overviewApi } from "../../components/overview/overview-api.ts";
import { EmptyState, LoadError, OverviewPage, Section } from "../../components/overview/overview-page.tsx";
import { StatGrid } from "../../components/ui/stat-grid.tsx";
import { useDates } from "../../components/overview/use-dates.ts";
import { useAbilities } from "../../root.tsx";

/** /achievements: the learner's totals and the courses they completed, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const api = overviewApi(args);
  const [enrollments, badges, certificates] = await Promise.all([api.enrollments(), api.badges(), api.certificates()]);
  const completed = (enrollments ?? [])
    .filter((e) => e.enrollment.status === "completed" && e.enrollment.completedAt)
    .sort((a, b) => Date.parse(b.enrollment.completedAt!) - Date.parse(a.enrollment.completedAt!));
  // the best score of every challenge taken, passed or not
  const scores = (enrollments ?? []).map((e) => e.enrollment.bestScore).filter((s): s is number => s !== null);
  return {
    ok: !!enrollments,
    completed,
    badges: badges?.length ?? null,
    certificates: certificates?.filter((c) => c.status === "valid").length ?? null,
    averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
  };
}

export default function Achievements() {
  const { ok, completed, badges, certificates, averageScore } = useLoaderData<typeof loader>();
  const { t } = useTranslation("overview");
  const dates = useDates();
  const badgesOn = useAbilities().hasFeature("badges");
  const count = (n: number | null) => (n === null ? t("common.unknown") : String(n));
  return (
    <OverviewPage intro={<p>{t("achievements.intro")}</p>}>
      {!ok ? <LoadError /> : null}
      <StatGrid
        label={t("achievements.stats.label")}
        stats={[
          {
            id: "completed",
            label: t("achievements.stats.completed"),
            value: ok ? String(completed.length) : t("common.unknown"),
            icon: BookOpenCheck,
          },
          { id: "badges", label: t("achievements.stats.badges"), value: count(badges), icon: Award, to: badgesOn ? "/badges" : undefined },
          {
            id: "certificates",
            label: t("achievements.stats.certificates"),
            value: count(certificates),
            icon: FileBadge,
            to: badgesOn ? "/certificate" : undefined,
          },
          {
            id: "average-score",
            label: t("achievements.stats.averageScore"),
            value: averageScore === null ? t("common.unknown") : t("common.percent", { value: averageScore }),
            icon: Target,
          },
        ]}
      />
      {ok && completed.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title={t("achievements.empty.title")}
          text={t("achievements.empty.text")}
          to="/training/courses"
          action={t("achievements.empty.action")}
        />
      ) : null}
      {completed.length ? (
        <Section title={t("achievements.timeline.title")}>
          <CompletionTimeline items={completed} dateOf={dates.long} />
        </Section>
      ) : null}
    </OverviewPage>
  );
}
