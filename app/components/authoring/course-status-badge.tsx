import { AlertTriangle, CheckCircle2, Clock, Globe2, Loader2, PencilLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreatorStatus } from "../../../contract/authoring-limits.ts";

const LOOK: Record<CreatorStatus, { icon: typeof Clock; tone: string }> = {
  draft: { icon: PencilLine, tone: "border-border text-muted" },
  queued: { icon: Clock, tone: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100" },
  narrating: { icon: Loader2, tone: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100" },
  rendering: { icon: Loader2, tone: "border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-100" },
  ready: { icon: CheckCircle2, tone: "border-green-700 text-green-900 dark:border-green-400 dark:text-green-100" },
  failed: { icon: AlertTriangle, tone: "border-red-700 text-red-800 dark:border-red-400 dark:text-red-200" },
};
const pill = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold";

/** Where a course's video stands (draft, a render's phase, ready, failed), in words and not colour alone. */
export function CourseStatusBadge({ status }: { status: CreatorStatus }) {
  const { t } = useTranslation("creatorCourses");
  const { icon: Icon, tone } = LOOK[status];
  const spinning = status === "narrating" || status === "rendering";
  return (
    <span className={`${pill} ${tone}`} data-testid="course-status">
      <Icon aria-hidden="true" className={`size-3.5 ${spinning ? "motion-safe:animate-spin" : ""}`} />
      {t(`status.${status}`)}
    </span>
  );
}

/** Whether the course is in the tenant's library, seen by its learners. */
export function CoursePublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation("creatorCourses");
  if (!published) return null;
  return (
    <span className={`${pill} border-primary text-primary-text`} data-testid="course-published">
      <Globe2 aria-hidden="true" className="size-3.5" />
      {t("status.published")}
    </span>
  );
}
