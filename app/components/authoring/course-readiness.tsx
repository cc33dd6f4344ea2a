import { CheckCircle2, CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreatorCourse } from "../../../contract/authoring.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";

type Issue = { path: string; message: string };

/** The editor's field an issue names: `en.steps.2.title` → `#field-en-steps-2-title` (the editor's ids). */
export const editorLink = (courseId: string, path: string) => {
  const p = path.replace(/^body\./, "");
  return `/content-creator/courses/${courseId}/edit${p ? `#field-${p.replace(/\./g, "-")}` : ""}`;
};

/** What stops one thing (publishing, rendering): each problem a link to its field in the editor; a tick when nothing does. */
export function IssueChecklist({
  courseId,
  issues,
  done,
  testId,
}: {
  courseId: string;
  issues: readonly Issue[];
  done: string;
  testId?: string;
}) {
  const { t } = useTranslation("creatorCourses");
  if (!issues.length)
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-green-800 dark:text-green-300" data-testid={testId}>
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {done}
      </p>
    );
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {issues.map((issue, i) => {
        const lang = issue.path.replace(/^body\./, "").split(".")[0];
        const where = lang === "en" || lang === "pt" ? `${t(`languages.${lang}`)} · ` : "";
        return (
          <li key={`${issue.path}-${i}`} className="flex items-start gap-2 text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
            <LocalizedLink to={editorLink(courseId, issue.path)} className="text-primary-text underline-offset-4 hover:underline">
              {where}
              {issue.message}
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}

/** What is missing before the course can be published and before its video can be rendered. */
export function CourseReadiness({ course }: { course: CreatorCourse }) {
  const { t } = useTranslation("creatorCourses");
  return (
    <section
      aria-labelledby="readiness-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="course-readiness"
    >
      <h2 id="readiness-title" className="text-lg font-semibold">
        {t("readiness.title")}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t("readiness.publish")}</h3>
        <IssueChecklist
          courseId={course.id}
          issues={course.readiness.publish}
          done={t("readiness.publishReady")}
          testId="readiness-publish"
        />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t("readiness.render")}</h3>
        <IssueChecklist courseId={course.id} issues={course.readiness.render} done={t("readiness.renderReady")} testId="readiness-render" />
      </div>
    </section>
  );
}
