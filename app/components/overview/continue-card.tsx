import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Illustration } from "../ui/illustration.tsx";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { continuePath } from "./overview-api.ts";
import type { EnrolledCourse } from "../../../contract/learning.ts";

/** "Continue where you left off": the most recently active open enrolment, big. */
export function ContinueCard({ item, started }: { item: EnrolledCourse; started: string }) {
  const { t } = useTranslation("overview");
  const { t: tt } = useTranslation("training");
  const headingId = useId();
  const titleId = useId();
  const { course, enrollment } = item;
  const challenge = enrollment.status === "content-done";
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm"
      data-testid="continue-card"
      data-course={course.slug}
    >
      <div className="grid md:grid-cols-[2fr_3fr]">
        <div className="bg-surface-sunken">
          <Illustration name={course.coverIllustration} className="h-full max-h-56 object-cover md:max-h-none" />
        </div>
        <div className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-primary-text">
            {t("dashboard.continue.title")}
          </h2>
          <h3 id={titleId} className="text-xl font-bold leading-snug sm:text-2xl">
            {course.title}
          </h3>
          <p className="text-sm text-muted">
            {tt(`status.${enrollment.status}`)} · {t("dashboard.continue.started", { when: started })}
          </p>
          <div>
            <div className="flex justify-between text-sm">
              <span className="text-muted">{tt("card.progress")}</span>
              <span className="font-semibold tabular-nums">{t("common.percent", { value: enrollment.progress })}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t("dashboard.continue.progressLabel", { title: course.title })}
              aria-valuenow={enrollment.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-1 h-2.5 rounded-full bg-surface-sunken"
            >
              <div className="h-2.5 rounded-full bg-primary" style={{ width: `${enrollment.progress}%` }} />
            </div>
          </div>
          <div className="mt-auto pt-2">
            <LocalizedLink to={continuePath(item)} aria-describedby={titleId} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
              {t(challenge ? "dashboard.continue.challenge" : "dashboard.continue.action")}
              <ArrowRight aria-hidden="true" focusable="false" className="size-4" />
            </LocalizedLink>
          </div>
        </div>
      </div>
    </section>
  );
}
