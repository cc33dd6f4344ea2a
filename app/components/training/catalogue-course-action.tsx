import { ArrowRight, CheckCircle2, Lock, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { CourseDetail } from "../../../contract/learning.ts";
import { resumePath } from "./catalogue-api.ts";
import { EnrolButton } from "./enrol-button.tsx";

const panel = "flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-5 shadow-sm";

/**
 * The course's primary action for this learner: enrol and start, continue, or review; or,
 * when the plan does not open the course, what it takes to open it.
 */
export function CourseAction({ course, error }: { course: CourseDetail; error?: string }) {
  const { t } = useTranslation("training");
  const navigation = useNavigation();
  const enrolling = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const e = course.enrollment;

  if (e?.status === "completed") {
    return (
      <div className={panel} data-testid="course-action">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5 text-accent-text" />
          {t("courseDetail.action.completed")}
        </p>
        <LocalizedLink to={`/training/courses/${course.slug}/watch`} className={buttonClass("outline")}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("courseDetail.action.review")}
        </LocalizedLink>
      </div>
    );
  }
  if (e) {
    return (
      <div className={panel} data-testid="course-action">
        <div>
          <div className="flex justify-between text-sm">
            <span className="font-semibold">{t(`status.${e.status}`)}</span>
            <span className="text-muted">{e.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t("card.progress")}
            aria-valuenow={e.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-2 h-2 rounded-full bg-surface-sunken"
          >
            <div className="h-2 rounded-full bg-primary" style={{ width: `${e.progress}%` }} />
          </div>
        </div>
        <LocalizedLink to={resumePath(course.slug, e.status)} className={buttonClass("primary")}>
          {t(e.status === "content-done" ? "courseDetail.action.challenge" : "courseDetail.action.continue")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalizedLink>
      </div>
    );
  }
  if (!course.accessible) {
    return (
      <div className={panel} data-testid="course-action">
        <p className="flex items-center gap-2 font-semibold">
          <Lock aria-hidden="true" className="size-5" />
          {t("courseDetail.action.lockedTitle")}
        </p>
        <p className="text-sm text-muted">{t("courseDetail.action.lockedText")}</p>
        <LocalizedLink to="/subscription/pricing" className={buttonClass("primary")}>
          {t("courseDetail.action.seePlans")}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <Form method="post" className={panel} data-testid="course-action">
      <p className="text-sm text-muted">{t("courseDetail.action.startText", { count: course.durationMinutes })}</p>
      <EnrolButton
        enrolling={enrolling}
        label={enrolling ? t("courseDetail.action.enrolling") : t("courseDetail.action.enrol")}
        error={error}
      />
    </Form>
  );
}
