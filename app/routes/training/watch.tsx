import { ListTree } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { loadEnrollment } from "../../components/training/player-api.ts";
import { PlayerControls, useArrowKeys } from "../../components/training/player-controls.tsx";
import { ProgressBar } from "../../components/training/player-progress.tsx";
import { CourseVideo } from "../../components/training/course-video.tsx";
import { PlayerStep } from "../../components/training/player-step.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { useApi } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { useLocalizedPath } from "../../lib/locale.ts";

/**
 * /training/courses/{slug}/watch: not enrolled yet → the course page, where the learner enrols.
 * `?step=<n>` (from 1) opens that step (an assistant's citation); else where the learner left off.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { slug, course, steps, enrollment, video } = await loadEnrollment(args, "redirect");
  const asked = Number(new URL(args.request.url).searchParams.get("step"));
  const from = Number.isInteger(asked) && asked >= 1 && asked <= steps.length ? asked - 1 : enrollment.currentStep;
  const start = Math.min(Math.max(from, 0), Math.max(steps.length - 1, 0));
  return {
    slug,
    course,
    steps,
    start,
    video,
    resumePosition: enrollment.resumePosition,
    seo: { title: course.title, description: course.summary },
  };
}

/** The player: the course video when there is one (captions, resume), then the steps one at a time, saved as they go. */
export default function Watch() {
  const { slug, course, steps, start, video, resumePosition } = useLoaderData<typeof loader>();
  const { t } = useTranslation("learn");
  const { pathname } = useLocation();
  const api = useApi();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [index, setIndex] = useState(start);
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
      navigate(localize(`/enrollments/${slug}/challenge`));
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
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{course.title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="font-semibold" data-testid="step-counter">
            {t("player.stepOf", { current: index + 1, total })}
          </p>
          <LocalizedLink
            to={`/training/courses/${slug}/course-content`}
            className="inline-flex items-center gap-1 font-medium text-primary-text underline underline-offset-2"
          >
            <ListTree aria-hidden="true" className="size-4" />
            {t("player.outline")}
          </LocalizedLink>
        </div>
        <ProgressBar
          value={index + 1}
          min={0}
          max={total}
          label={t("player.stepProgress")}
          text={t("player.stepOf", { current: index + 1, total })}
        />
      </header>
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
