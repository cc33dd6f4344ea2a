import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { EnrollmentContent } from "../../../contract/learning.ts";
import { useApi } from "../../lib/api-client.ts";
import { languageTag } from "../../../contract/locale.ts";

type Video = NonNullable<EnrollmentContent["video"]>;

const SAVE_EVERY_SECONDS = 5;

/**
 * The course video (native controls: keyboard and screen-reader friendly), with captions in
 * both languages (the page's language on by default), resuming where the learner left and
 * saving the position as they watch.
 */
export function CourseVideo({ video, slug, resumeAt, currentStep }: { video: Video; slug: string; resumeAt: number; currentStep: number }) {
  const { t, i18n } = useTranslation("learn");
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(resumeAt);
  const api = useApi();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const save = (position: number) => {
      lastSaved.current = position;
      void api.put("/enrollments/{slug}/progress", { params: { slug }, body: { currentStep, resumePosition: Math.floor(position) } });
    };
    const onLoaded = () => {
      if (resumeAt > 0 && resumeAt < el.duration - 1) el.currentTime = resumeAt;
    };
    const onTime = () => {
      if (Math.abs(el.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) save(el.currentTime);
    };
    const onPause = () => save(el.currentTime);
    el.addEventListener("loadedmetadata", onLoaded);
    el.addEventListener("timeupdate", onTime);
    el.addEventListener("pause", onPause);
    if (el.readyState >= 1) onLoaded();
    return () => {
      el.removeEventListener("loadedmetadata", onLoaded);
      el.removeEventListener("timeupdate", onTime);
      el.removeEventListener("pause", onPause);
    };
  }, [api, slug, resumeAt, currentStep]);

  const lang = i18n.language === "pt" ? "pt" : "en";
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-black">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the captions are the <track>s mapped below */}
      <video ref={ref} controls preload="metadata" playsInline className="aspect-[16/10] w-full" data-testid="course-video">
        <source src={video.url} type={video.url.endsWith(".webm") ? "video/webm" : "video/mp4"} />
        {video.captions.map((c) => (
          <track
            key={c.lang}
            kind="captions"
            src={c.url}
            srcLang={languageTag(c.lang)}
            label={t(`video.captions.${c.lang}`)}
            default={c.lang === lang}
          />
        ))}
        {t("video.unsupported")}
      </video>
      <figcaption className="sr-only">{t("video.caption")}</figcaption>
    </figure>
  );
}
