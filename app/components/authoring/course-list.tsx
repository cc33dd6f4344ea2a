import { Film, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreatorCourseSummary } from "../../../contract/authoring.ts";
import { formatDate } from "../../lib/intl.ts";
import { useLocale } from "../../lib/locale.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CoursePublishedBadge, CourseStatusBadge } from "./course-status-badge.tsx";
import { isUnderWay } from "./status-steps.ts";

/** The entity's courses as cards (one column on a phone): title, languages, area, level, status, presenter, last change. */
export function CourseList({ courses }: { courses: readonly CreatorCourseSummary[] }) {
  const { t } = useTranslation("creatorCourses");
  const locale = useLocale();
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t("list.label")}>
      {courses.map((c) => (
        <li key={c.id} className="flex gap-3 rounded-xl border border-border bg-surface-raised p-4 shadow-sm" data-testid="course-row">
          <div className="hidden size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-sunken sm:flex">
            {c.posterUrl ? (
              <img src={c.posterUrl} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
            ) : (
              <Film aria-hidden="true" className="size-8 text-muted" />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h2 className="break-words text-lg font-semibold">
              <LocalizedLink to={`/content-creator/courses/${c.id}`} className="text-primary-text hover:underline">
                {c.title.trim() || t("untitled")}
              </LocalizedLink>
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <CourseStatusBadge status={c.status} />
              <CoursePublishedBadge published={c.published} />
              {isUnderWay(c.status) || c.status === "failed" ? (
                <LocalizedLink to={`/content-creator/courses/${c.id}/status`} className="text-sm font-semibold text-primary-text underline">
                  {c.status === "failed" ? t("list.whyFailed") : t("list.follow", { value: c.progress })}
                </LocalizedLink>
              ) : null}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-muted">{t("list.languages")}</dt>
              <dd>{c.languages.map((l) => t(`languages.${l}`)).join(" · ")}</dd>
              <dt className="text-muted">{t("list.area")}</dt>
              <dd>
                {t(`training:areas.${c.area}`)} · {t(`training:levels.${c.level}`)}
              </dd>
              <dt className="text-muted">{t("list.presenter")}</dt>
              <dd className="flex items-center gap-1">
                <UserRound aria-hidden="true" className="size-3.5 text-muted" />
                {c.avatarName ?? t("list.noPresenter")}
              </dd>
              <dt className="text-muted">{t("list.updated")}</dt>
              <dd>
                <time dateTime={c.updatedAt}>{formatDate(c.updatedAt, locale, { time: true })}</time>
              </dd>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
