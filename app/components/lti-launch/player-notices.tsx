import { CircleCheck, Info, Lock } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "../ui/button.tsx";

/** An instructor's launch: the course as learners take it, and where their grades go. */
export function InstructorNote({ platformName, gradesBack }: { platformName: string; gradesBack: boolean }) {
  const { t } = useTranslation("ltiLaunch");
  return (
    <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-sunken p-3 text-sm" data-testid="lti-instructor-note">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
      <span>{t(gradesBack ? "player.instructorGrades" : "player.instructorPreview", { platform: platformName })}</span>
    </p>
  );
}

/** The launched person already completed the course: their result, or the course again. */
export function CompletedNotice({
  completeTo,
  onReview,
  headingRef,
}: {
  completeTo: string;
  onReview: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("ltiLaunch");
  return (
    <section
      aria-labelledby="lti-completed-title"
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
      data-testid="lti-already-completed"
    >
      <h2 id="lti-completed-title" ref={headingRef} tabIndex={-1} className="inline-flex items-center gap-2 text-lg font-bold">
        <CircleCheck aria-hidden="true" className="size-5 text-accent-text" />
        {t("player.completedTitle")}
      </h2>
      <p>{t("player.completedText")}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={completeTo} className={buttonClass("primary")}>
          {t("player.seeResult")}
        </Link>
        <Button variant="outline" onClick={onReview}>
          {t("player.reviewCourse")}
        </Button>
      </div>
    </section>
  );
}

/** The person's plan does not open the course (the API's 403). */
export function UnavailableNotice() {
  const { t } = useTranslation("ltiLaunch");
  return (
    <section
      aria-labelledby="lti-unavailable-title"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
      data-testid="lti-course-unavailable"
    >
      <h2 id="lti-unavailable-title" className="inline-flex items-center gap-2 text-lg font-bold">
        <Lock aria-hidden="true" className="size-5 text-primary-text" />
        {t("player.unavailableTitle")}
      </h2>
      <p>{t("player.unavailableText")}</p>
    </section>
  );
}
