import { CheckCircle2, Circle, Clock, PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Illustration } from "../ui/illustration.tsx";
import { ProgressBar } from "../training/player-progress.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { ProgramCourse } from "../../../contract/programs.ts";

const STATUSES = ["in-progress", "content-done", "completed"] as const;
export type CourseStatus = (typeof STATUSES)[number];
export const courseStatus = (c: Pick<ProgramCourse, "status">): CourseStatus | null => STATUSES.find((s) => s === c.status) ?? null;

/** The learner's state in one course of the program, in words and as a bar once started. */
export function CourseState({ course }: { course: ProgramCourse }) {
  const { t } = useTranslation("programs");
  const { t: tt } = useTranslation("training");
  const status = courseStatus(course);
  const Icon = status === "completed" ? CheckCircle2 : status ? PlayCircle : Circle;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="inline-flex items-center gap-1.5 text-sm">
        <Icon aria-hidden="true" className={`size-4 ${status === "completed" ? "text-accent-text" : "text-muted"}`} />
        <span className="sr-only">{t("course.status")}: </span>
        <span className="font-medium">{status ? tt(`status.${status}`) : t("course.notStarted")}</span>
        {status && status !== "completed" ? <span className="text-muted">· {t("progress.value", { value: course.progress })}</span> : null}
      </p>
      {status && status !== "completed" ? (
        <ProgressBar
          value={course.progress}
          label={t("course.progress", { title: course.title })}
          text={t("progress.value", { value: course.progress })}
          className="max-w-xs"
        />
      ) : null}
    </div>
  );
}

/**
 * Courses of a program in their order, each with its length and the learner's state;
 * `positionOf` numbers them by their place in the whole program when the list is a part of it.
 */
export function ProgramCourseList({
  courses,
  hrefOf,
  positionOf,
}: {
  courses: ProgramCourse[];
  hrefOf: (c: ProgramCourse) => string;
  positionOf?: (c: ProgramCourse) => number;
}) {
  const { t } = useTranslation("programs");
  return (
    <ol className="flex flex-col gap-3" data-testid="program-courses">
      {courses.map((course, i) => (
        <li
          key={course.slug}
          className="relative flex items-center gap-4 rounded-xl border border-border bg-surface-raised p-3 shadow-sm sm:p-4"
          data-status={course.status ?? "none"}
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-sm font-bold"
          >
            {positionOf ? positionOf(course) : i + 1}
          </span>
          <div className="hidden w-28 shrink-0 overflow-hidden rounded-lg bg-surface-sunken sm:block">
            <Illustration name={course.coverIllustration} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h3 className="font-semibold leading-snug">
              <LocalizedLink to={hrefOf(course)} className="after:absolute after:inset-0 hover:underline">
                {course.title}
              </LocalizedLink>
            </h3>
            <p className="inline-flex items-center gap-1.5 text-sm text-muted">
              <Clock aria-hidden="true" className="size-4" />
              {t("minutes", { count: course.durationMinutes })}
            </p>
            <CourseState course={course} />
          </div>
        </li>
      ))}
    </ol>
  );
}
