import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { EnrolledCourse } from "../../../contract/learning.ts";

/** Completed courses, newest first, on a vertical line: when, which course, the best score. */
export function CompletionTimeline({ items, dateOf }: { items: EnrolledCourse[]; dateOf: (iso: string) => string }) {
  const { t } = useTranslation("overview");
  return (
    <ol className="relative ml-3 flex flex-col gap-5 border-l-2 border-border pl-6" data-testid="completion-timeline">
      {items.map(({ course, enrollment }) => (
        <li key={course.slug} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[37px] top-0.5 flex size-6 items-center justify-center rounded-full bg-surface"
          >
            <CircleCheck focusable="false" className="size-6 text-accent-text" />
          </span>
          <article className="flex flex-col gap-1 rounded-xl border border-border bg-surface-raised p-4">
            <p className="text-sm text-muted">
              <time dateTime={enrollment.completedAt ?? undefined}>{dateOf(enrollment.completedAt!)}</time>
            </p>
            <h3 className="font-semibold leading-snug">
              <LocalizedLink to={`/training/courses/${course.slug}`} className="underline-offset-4 hover:underline">
                {course.title}
              </LocalizedLink>
            </h3>
            <p className="text-sm text-muted">
              {enrollment.bestScore !== null ? t("achievements.timeline.score", { score: enrollment.bestScore }) : null}
              {enrollment.bestScore !== null && enrollment.attempts ? " · " : null}
              {enrollment.attempts ? t("achievements.timeline.attempts", { count: enrollment.attempts }) : null}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
