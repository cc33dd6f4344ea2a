import { ExternalLink, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreatorCourse } from "../../../contract/authoring.ts";
import { formatDate } from "../../lib/intl.ts";
import { useLocale } from "../../lib/locale.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CoursePublishedBadge, CourseStatusBadge } from "./course-status-badge.tsx";

export type Presenter = { name: string; portraitUrl: string | null } | null;

/** Where the course stands: its video's status, languages, area and level, presenter, and whether learners see it. */
export function CourseOverview({ course, presenter }: { course: CreatorCourse; presenter: Presenter }) {
  const { t } = useTranslation("creatorCourses");
  const locale = useLocale();
  return (
    <section
      aria-labelledby="overview-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="course-overview"
    >
      <h2 id="overview-title" className="text-lg font-semibold">
        {t("overview.title")}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <CourseStatusBadge status={course.status} />
        <CoursePublishedBadge published={!!course.published} />
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t("overview.languages")}</dt>
        <dd>{course.languages.map((l) => t(`languages.${l}`)).join(" · ")}</dd>
        <dt className="text-muted">{t("overview.area")}</dt>
        <dd>
          {t(`training:areas.${course.area}`)} · {t(`training:levels.${course.level}`)}
        </dd>
        <dt className="text-muted">{t("overview.presenter")}</dt>
        <dd className="flex items-center gap-2">
          {presenter?.portraitUrl ? (
            <img src={presenter.portraitUrl} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
          ) : (
            <UserRound aria-hidden="true" className="size-4 text-muted" />
          )}
          {presenter ? (
            presenter.name
          ) : (
            <span>
              {t("overview.noPresenter")}{" "}
              <LocalizedLink to={`/content-creator/courses/${course.id}/edit`} className="text-primary-text underline">
                {t("overview.choosePresenter")}
              </LocalizedLink>
            </span>
          )}
        </dd>
        <dt className="text-muted">{t("overview.published")}</dt>
        <dd>
          {course.published ? (
            <span className="flex flex-wrap items-center gap-x-2">
              {t("overview.publishedAt", { date: formatDate(course.published.publishedAt, locale, { time: true }) })}
              <LocalizedLink
                to={`/training/courses/${course.published.slug}`}
                className="inline-flex items-center gap-1 font-semibold text-primary-text underline"
                data-testid="learner-link"
              >
                {t("overview.learnerPage")}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </LocalizedLink>
            </span>
          ) : (
            t("overview.notPublished")
          )}
        </dd>
        <dt className="text-muted">{t("overview.updated")}</dt>
        <dd>
          <time dateTime={course.updatedAt}>{formatDate(course.updatedAt, locale, { time: true })}</time>
          {course.author.name ? ` · ${t("overview.by", { name: course.author.name })}` : ""}
        </dd>
      </dl>
    </section>
  );
}
