import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EnrollmentContent } from "../../../contract/learning.ts";
import { CourseVideo } from "../training/course-video.tsx";
import { PlayerControls, useArrowKeys } from "../training/player-controls.tsx";
import { ProgressBar } from "../training/player-progress.tsx";
import { PlayerStep } from "../training/player-step.tsx";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";

/**
 * The course's content in the LMS's frame: the video when there is one, then the steps one at a
 * time with their progress saved (the launch bearer carries the calls), as the site's player
 * does, but no link leaves the frame. Finishing saves the end and hands over to the challenge.
 */
export function FramedSteps({
  slug,
  steps,
  video,
  start,
  resumePosition,
  onFinished,
}: {
  slug: string;
  steps: EnrollmentContent["steps"];
  video: EnrollmentContent["video"];
  start: number;
  resumePosition: number;
  onFinished: () => void;
}) {
  const { t } = useTranslation("learn");
  const api = useApi();
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(steps.length - 1, 0)));
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const total = steps.length;
  const step = steps[index];

  // saves go out one after another, so the last step the learner saw is the one kept
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const save = (currentStep: number, finished = false) => {
    const put = async () => {
      const res = await api.put("/enrollments/{slug}/progress", {
        params: { slug },
        body: finished ? { currentStep, finished } : { currentStep },
        keepalive: true,
      });
      if (!res.ok) throw new Error(res.error.message);
    };
    const next = queue.current.catch(() => undefined).then(put);
    queue.current = next;
    return next;
  };

  const go = (to: number) => {
    if (busy || to < 0 || to >= total || to === index) return;
    setIndex(to);
    setAnnouncement(t("player.announce", { current: to + 1, total, title: steps[to]!.title }));
    moved.current = true;
    // fire-and-forget: a lost save only means resuming one step earlier
    void save(to).catch(() => undefined);
  };

  const finish = async () => {
    setBusy(true);
    try {
      await save(total - 1, true);
      onFinished();
    } catch {
      setBusy(false);
      toast.error(t("errors.saveFailed"), t("errors.tryAgain"));
    }
  };

  // after a move (not on the first load), reading starts at the new step's heading
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [index]);

  useArrowKeys(
    () => go(index - 1),
    () => go(index + 1),
  );

  if (!step) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold" data-testid="step-counter">
          {t("player.stepOf", { current: index + 1, total })}
        </p>
        <ProgressBar
          value={index + 1}
          min={0}
          max={total}
          label={t("player.stepProgress")}
          text={t("player.stepOf", { current: index + 1, total })}
        />
      </div>
      {video ? <CourseVideo video={video} slug={slug} resumeAt={resumePosition} currentStep={index} /> : null}
      <PlayerStep key={index} step={step} headingRef={headingRef} />
      <PlayerControls
        isFirst={index === 0}
        isLast={index === total - 1}
        busy={busy}
        onPrevious={() => go(index - 1)}
        onNext={() => go(index + 1)}
        onFinish={() => void finish()}
      />
      <p className="hidden text-center text-sm text-muted sm:block">{t("player.keyboardHint")}</p>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="step-announcer">
        {announcement}
      </div>
    </div>
  );
}
