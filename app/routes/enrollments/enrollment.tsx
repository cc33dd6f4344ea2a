import { Award, ListTree, Play, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { Illustration } from "../../components/ui/illustration.tsx";
import { formatDate, loadEnrollment } from "../../components/training/player-api.ts";
import { ProgressBar } from "../../components/training/player-progress.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";

export async function loader(args: LoaderFunctionArgs) {
  const { slug, course, enrollment } = await loadEnrollment(args);
  return { slug, course, enrollment, seo: { title: course.title, description: course.summary } };
}

/** /enrollments/{slug}: where the learner stands in a course, and the way on. */
export default function EnrollmentOverview() {
  const { slug, course, enrollment } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("learn");
  const { t: tt } = useTranslation("training");
  const { pathname } = useLocation();
  const { status } = enrollment;
  const started = enrollment.progress > 0 || enrollment.currentStep > 0;
  const percent = (value: number) => t("enrollment.percent", { value });
  const facts: [string, string][] = [
    [t("enrollment.status"), tt(`status.${status}`)],
    [t("enrollment.attempts"), String(enrollment.attempts)],
    [t("enrollment.bestScore"), enrollment.bestScore === null ? t("enrollment.noScore") : percent(enrollment.bestScore)],
    [t("enrollment.passingScore"), percent(course.passingScore)],
    [t("enrollment.started"), formatDate(enrollment.startedAt, i18n.language)],
    ...(enrollment.completedAt
      ? [[t("enrollment.completedOn"), formatDate(enrollment.completedAt, i18n.language)] as [string, string]]
      : []),
  ];
  const watch = `/training/courses/${slug}/watch`;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <div className="grid gap-6 md:grid-cols-[2fr_1fr] md:items-start">
        <header className="flex flex-col gap-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary-text">{tt(`areas.${course.area}`)}</p>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{course.title}</h1>
          <p className="text-muted">{course.summary}</p>
        </header>
        <div className="hidden overflow-hidden rounded-xl bg-surface-sunken md:block">
          <Illustration name={course.coverIllustration} />
        </div>
      </div>

      <section aria-labelledby="enrollment-facts" className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5">
        <h2 id="enrollment-facts" className="text-lg font-bold">
          {t("enrollment.facts")}
        </h2>
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span className="font-medium">{t("enrollment.progress")}</span>
            <span>{percent(enrollment.progress)}</span>
          </div>
          <ProgressBar
            value={enrollment.progress}
            label={t("progress.label")}
            text={t("progress.percent", { value: enrollment.progress })}
          />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="rounded-lg bg-surface-sunken p-3 text-sm" data-testid="enrollment-next">
          {t(`enrollment.next.${status}`)}
        </p>
        <div className="flex flex-wrap gap-3">
          {status === "in-progress" ? (
            <LocalizedLink to={watch} className={buttonClass("primary")}>
              <Play aria-hidden="true" className="size-4" />
              {t(started ? "enrollment.continue" : "enrollment.start")}
            </LocalizedLink>
          ) : null}
          {status === "content-done" ? (
            <LocalizedLink to={`/enrollments/${slug}/challenge`} className={buttonClass("primary")}>
              <Trophy aria-hidden="true" className="size-4" />
              {t("enrollment.takeChallenge")}
            </LocalizedLink>
          ) : null}
          {status === "completed" ? (
            <LocalizedLink to={`/enrollments/${slug}/completed`} className={buttonClass("primary")}>
              <Award aria-hidden="true" className="size-4" />
              {t("enrollment.seeCompletion")}
            </LocalizedLink>
          ) : null}
          {status !== "in-progress" ? (
            <LocalizedLink to={watch} className={buttonClass("outline")}>
              {t("enrollment.review")}
            </LocalizedLink>
          ) : null}
          {status === "completed" ? (
            <LocalizedLink to={`/enrollments/${slug}/challenge`} className={buttonClass("outline")}>
              {t("enrollment.retakeChallenge")}
            </LocalizedLink>
          ) : null}
          <LocalizedLink to={`/training/courses/${slug}/course-content`} className={buttonClass("ghost")}>
            <ListTree aria-hidden="true" className="size-4" />
            {t("enrollment.outline")}
          </LocalizedLink>
        </div>
      </section>
    </div>
  );
}
