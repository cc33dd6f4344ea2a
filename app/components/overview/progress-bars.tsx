import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { EnrolledCourse } from "../../../contract/learning.ts";

/**
 * A small bar chart drawn with CSS: one row per course, its progress as text (read out)
 * and as a bar (decorative, the text already says it).
 */
export function ProgressBars({ items }: { items: EnrolledCourse[] }) {
  const { t } = useTranslation("overview");
  const { t: tt } = useTranslation("training");
  return (
    <ul className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-5" data-testid="progress-bars">
      {items.map(({ course, enrollment }) => (
        <li key={course.slug} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <LocalizedLink
              to={`/training/courses/${course.slug}`}
              className="min-w-0 truncate font-medium underline-offset-4 hover:underline"
            >
              {course.title}
            </LocalizedLink>
            <span className="shrink-0 tabular-nums text-muted">
              <span className="sr-only">{tt(`status.${enrollment.status}`)}, </span>
              {t("common.percent", { value: enrollment.progress })}
            </span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-surface-sunken">
            <div
              className={`h-2 rounded-full ${enrollment.status === "completed" ? "bg-accent" : "bg-primary"}`}
              style={{ width: `${Math.max(2, Math.min(100, enrollment.progress))}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
