import { Clapperboard, Globe2, Loader2, Pencil, Trash2, TriangleAlert, Undo2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import type { CreatorCourse } from "../../../contract/authoring.ts";
import { type ApiFailure, useApi } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { IssueChecklist } from "./course-readiness.tsx";
import { isUnderWay } from "./status-steps.ts";

type Refusal = { message: string; issues: { path: string; message: string }[] };
const refusalOf = (res: ApiFailure, fallback: string): Refusal => ({
  message: res.error.message || fallback,
  issues: (res.error.issues ?? []).map((i) => ({ path: i.path, message: i.message })),
});

/** A change the author made that the video or the learners' course does not have yet, with the action that catches up. */
function OutdatedNotice({ message, testId, children }: { message: string; testId: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-600 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-amber-400 dark:bg-amber-950/40"
      data-testid={testId}
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        {message}
      </p>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** Edit, render (then its status page), publish or unpublish (after asking), delete (after asking). */
export function CourseActions({ course, title }: { course: CreatorCourse; title: string }) {
  const { t } = useTranslation("creatorCourses");
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { revalidate } = useRevalidator();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [rendering, setRendering] = useState(false);
  const statusPath = `/content-creator/courses/${course.id}/status`;
  const underWay = isUnderWay(course.status);

  async function render() {
    if (rendering) return;
    setRendering(true);
    setRefusal(null);
    const res = await api.post("/creator/courses/{id}/render", { params: { id: course.id } });
    setRendering(false);
    // a render already under way is followed on its page too, and the tools a server lacks are named there
    if (res.ok || res.status === 409 || res.error.code === "video_tool_missing") return void navigate(localize(statusPath));
    setRefusal(refusalOf(res, t("actions.renderFailed")));
  }

  const publishing = async (publish: boolean) => {
    const res = publish
      ? await api.post("/creator/courses/{id}/publish", { params: { id: course.id } })
      : await api.post("/creator/courses/{id}/unpublish", { params: { id: course.id } });
    if (!res.ok) {
      const found = refusalOf(res, t(publish ? "actions.publishFailed" : "actions.unpublishFailed"));
      setRefusal(found);
      return found.message;
    }
    setRefusal(null);
    toast.success(t(publish ? "actions.published" : "actions.unpublished", { title }));
    void revalidate();
    return null;
  };

  const renderAction = underWay ? (
    <LocalizedLink to={statusPath} className={buttonClass("outline")}>
      <Clapperboard aria-hidden="true" className="size-4" />
      {t("actions.follow")}
    </LocalizedLink>
  ) : (
    <button type="button" onClick={render} aria-disabled={rendering || undefined} className={buttonClass("outline")}>
      {rendering ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Clapperboard aria-hidden="true" className="size-4" />}
      {t(course.status === "ready" ? "actions.renderAgain" : "actions.render")}
    </button>
  );
  const publishAction = course.published ? (
    <ConfirmDialog
      trigger={
        <>
          <Undo2 aria-hidden="true" className="size-4" />
          {t("actions.unpublish")}
        </>
      }
      triggerClass={buttonClass("outline")}
      title={t("actions.unpublishTitle", { title })}
      body={t("actions.unpublishBody")}
      confirm={t("actions.unpublishConfirm")}
      onConfirm={() => publishing(false)}
    />
  ) : (
    <ConfirmDialog
      trigger={
        <>
          <Globe2 aria-hidden="true" className="size-4" />
          {t("actions.publish")}
        </>
      }
      triggerClass={buttonClass("outline")}
      title={t("actions.publishTitle", { title })}
      body={t("actions.publishBody")}
      confirm={t("actions.publishConfirm")}
      confirmClass={buttonClass("primary")}
      onConfirm={() => publishing(true)}
    />
  );
  const publishAgain = (
    <ConfirmDialog
      trigger={
        <>
          <Globe2 aria-hidden="true" className="size-4" />
          {t("actions.publishAgain")}
        </>
      }
      triggerClass={buttonClass("outline")}
      title={t("actions.publishTitle", { title })}
      body={t("actions.publishAgainBody")}
      confirm={t("actions.publishConfirm")}
      confirmClass={buttonClass("primary")}
      onConfirm={() => publishing(true)}
    />
  );

  return (
    <section aria-labelledby="actions-title" className="flex flex-col gap-3" data-testid="course-actions">
      <h2 id="actions-title" className="sr-only">
        {t("actions.title")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <LocalizedLink to={`/content-creator/courses/${course.id}/edit`} className={buttonClass("primary")}>
          <Pencil aria-hidden="true" className="size-4" />
          {t("actions.edit")}
        </LocalizedLink>
        {renderAction}
        {publishAction}
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("actions.delete")}
            </>
          }
          triggerClass={buttonClass("outline", "md", "text-red-700 dark:text-red-300")}
          title={t("actions.deleteTitle", { title })}
          body={t(course.published ? "actions.deleteBodyPublished" : "actions.deleteBody")}
          confirm={t("actions.deleteConfirm")}
          onConfirm={async () => {
            const res = await api.delete("/creator/courses/{id}", { params: { id: course.id } });
            if (!res.ok) return res.error.message || t("actions.deleteFailed");
            toast.success(t("actions.deleted", { title }));
            void navigate(localize("/content-creator/courses"));
            return null;
          }}
        />
      </div>
      {course.videoOutdated ? (
        <OutdatedNotice testId="video-outdated" message={t("outdated.video")}>
          {renderAction}
        </OutdatedNotice>
      ) : null}
      {course.published && course.publishedOutdated ? (
        <OutdatedNotice testId="published-outdated" message={t("outdated.published")}>
          {publishAgain}
        </OutdatedNotice>
      ) : null}
      {refusal ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-red-700 p-3 dark:border-red-400"
          data-testid="action-refusal"
        >
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{refusal.message}</p>
          {refusal.issues.length ? <IssueChecklist courseId={course.id} issues={refusal.issues} done="" /> : null}
        </div>
      ) : null}
    </section>
  );
}
