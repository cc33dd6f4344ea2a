import { Clock, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CourseCard as CourseCardData } from "../../../contract/learning.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CourseCover } from "./course-cover.tsx";

/** A course in a list or grid: illustration, title, summary, area, level, length, the learner's progress. */
export function CourseCard({
  course,
  view = "grid",
  href,
  locked = false,
}: {
  course: CourseCardData;
  view?: "grid" | "list";
  href?: string;
  locked?: boolean;
}) {
  const { t } = useTranslation("training");
  const to = href ?? `/training/courses/${course.slug}`;
  return (
    <article
      className={`group relative flex overflow-hidden rounded-xl border border-border bg-surface-raised shadow-sm transition hover:shadow-md has-[a:focus-visible]:outline has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-text ${view === "grid" ? "flex-col" : "flex-row items-stretch"}`}
    >
      <div className={`bg-surface-sunken ${view === "grid" ? "" : "hidden w-48 shrink-0 sm:block"}`}>
        <CourseCover course={course} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-text">{t(`areas.${course.area}`)}</p>
        <h3 className="text-lg font-bold leading-snug">
          <LocalizedLink to={to} className="after:absolute after:inset-0 after:rounded-xl">
            {course.title}
          </LocalizedLink>
        </h3>
        <p className="line-clamp-3 text-sm text-muted">{course.summary}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t("card.minutes", { count: course.durationMinutes })}
          </span>
          <span>{t(`levels.${course.level}`)}</span>
          {course.free ? (
            <span className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-semibold text-fg">{t("card.free")}</span>
          ) : null}
          {locked ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold">
              <Lock aria-hidden="true" className="size-3.5" />
              {t("card.locked")}
            </span>
          ) : null}
        </div>
        {course.enrollment ? (
          <div className="pt-1">
            <div className="flex justify-between text-xs text-muted">
              <span>{t(`status.${course.enrollment.status}`)}</span>
              <span>{course.enrollment.progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={t("card.progress")}
              aria-valuenow={course.enrollment.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-1 h-1.5 rounded-full bg-surface-sunken"
            >
              <div className="h-1.5 rounded-full bg-primary" style={{ width: `${course.enrollment.progress}%` }} />
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}
