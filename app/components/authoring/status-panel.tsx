import { Clapperboard, Loader2, RotateCcw, Terminal } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorCourse, CreatorStatusBody } from "../../../contract/authoring.ts";
import { useApi } from "../../lib/api-client.ts";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { IssueChecklist } from "./course-readiness.tsx";
import { PreviewVideo, clockTime } from "./preview-video.tsx";
import { useRenderStatus } from "./status-live.ts";
import { installCommand, isUnderWay } from "./status-steps.ts";
import { StatusProgress, StatusStepper } from "./status-stepper.tsx";

type Refusal = { message: string; issues: { path: string; message: string }[] };

/** A render followed live: stepper, progress, the reason and a retry when it failed, what to install, the video when ready. */
export function StatusPanel({ course, initial, title }: { course: CreatorCourse; initial: CreatorStatusBody; title: string }) {
  const { t } = useTranslation("creatorCourses");
  const api = useApi();
  const { status: s, lastPhase, live, follow } = useRenderStatus(course.id, initial);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const install = installCommand(s.missing);
  const underWay = isUnderWay(s.status);

  async function start() {
    if (starting) return;
    setStarting(true);
    setRefusal(null);
    const res = await api.post("/creator/courses/{id}/render", { params: { id: course.id } });
    if (res.ok) follow(res.data);
    else {
      // under way already (409) or a tool missing (503): the status says which, and what to install
      const now =
        res.status === 409 || res.error.code === "video_tool_missing"
          ? await api.get("/creator/courses/{id}/status", { params: { id: course.id } })
          : null;
      if (now?.ok) follow(now.data);
      if (res.status !== 409) setRefusal({ message: res.error.message || t("actions.renderFailed"), issues: res.error.issues ?? [] });
    }
    setStarting(false);
  }

  const startButton = (label: string, Icon: typeof RotateCcw) => (
    <button type="button" onClick={start} aria-disabled={starting || undefined} className={buttonClass("primary", "md", "w-fit")}>
      {starting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-6" data-testid="status-panel" data-status={s.status} data-live={live ?? undefined}>
      <section aria-labelledby="status-now" className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6">
        <h2 id="status-now" className="text-lg font-semibold">
          {t("statusPage.now")}
        </h2>
        <p role="status" aria-live="polite" className="font-medium" data-testid="status-line">
          {t(`statusLine.${s.status}`)}
        </p>
        <StatusStepper status={s.status} lastPhase={lastPhase} />
        {s.status !== "draft" ? <StatusProgress status={s.status} progress={s.progress} /> : null}
        {s.status === "failed" ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-red-700 p-4 dark:border-red-400"
            data-testid="status-error"
          >
            <p className="font-semibold text-red-700 dark:text-red-300">{t("statusPage.failed")}</p>
            <p>{s.error?.message || t("statusPage.noReason")}</p>
            {startButton(t("statusPage.retry"), RotateCcw)}
          </div>
        ) : null}
        {s.status === "draft" ? startButton(t("actions.render"), Clapperboard) : null}
        {refusal ? (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-lg border border-red-700 p-3 dark:border-red-400"
            data-testid="status-refusal"
          >
            <p className="text-sm font-medium text-red-700 dark:text-red-300">{refusal.message}</p>
            {refusal.issues.length ? <IssueChecklist courseId={course.id} issues={refusal.issues} done="" /> : null}
          </div>
        ) : null}
        {underWay ? <p className="text-sm text-muted">{t("statusPage.leave")}</p> : null}
      </section>
      {install ? (
        <section
          aria-labelledby="status-install"
          className="flex flex-col gap-3 rounded-xl border border-amber-700 p-4 sm:p-6 dark:border-amber-400"
          data-testid="status-install"
        >
          <h2 id="status-install" className="flex items-center gap-2 text-lg font-semibold">
            <Terminal aria-hidden="true" className="size-5" />
            {t("statusPage.installTitle")}
          </h2>
          <p>{t("statusPage.installBody", { tools: s.missing.join(", ") })}</p>
          <pre className="overflow-x-auto rounded-lg bg-surface-sunken p-3 text-sm">
            <code>{install}</code>
          </pre>
        </section>
      ) : null}
      {s.status === "ready" && s.video ? (
        <section aria-labelledby="status-video" className="flex flex-col gap-4" data-testid="status-video">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="status-video" className="text-lg font-semibold">
                {t("statusPage.videoTitle")}
              </h2>
              <p className="text-sm text-muted" data-testid="status-duration">
                {t("statusPage.duration", { duration: clockTime(s.video.durationSeconds) })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <LocalizedLink to={`/content-creator/courses/${course.id}`} className={buttonClass("outline")}>
                {t("statusPage.toCourse")}
              </LocalizedLink>
              {course.published ? null : (
                <LocalizedLink to={`/content-creator/courses/${course.id}#actions-title`} className={buttonClass("primary")}>
                  {t("statusPage.toPublish")}
                </LocalizedLink>
              )}
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            {course.languages.map((l) => (
              <PreviewVideo key={l} video={s.video!} language={l} title={title} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
