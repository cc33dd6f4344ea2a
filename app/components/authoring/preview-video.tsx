import { useTranslation } from "react-i18next";
import type { CreatorCourse } from "../../../contract/authoring.ts";
import type { CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { languageTag } from "../../../contract/locale.ts";

type Video = NonNullable<CreatorCourse["video"]>;

/** "3:07" from seconds. */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** One language's files of the finished video: its own when rendered per language, else the first language's. */
export function videoIn(video: Video, language: CreatorLanguage) {
  const own = video.languages[language];
  if (own) return { ...own, captions: own.captions, language };
  const captions = video.captions[language];
  return captions
    ? { mp4: video.mp4, webm: video.webm, captions, poster: video.poster, durationSeconds: video.durationSeconds, language }
    : null;
}

/**
 * The narrated video of one language (native controls: keyboard and screen-reader friendly): WebM
 * then MP4, its poster, and its captions on by default; its length beside it.
 */
export function PreviewVideo({ video, language, title }: { video: Video; language: CreatorLanguage; title: string }) {
  const { t } = useTranslation("creatorCourses");
  const files = videoIn(video, language);
  if (!files) return null;
  return (
    <figure className="flex flex-col gap-2" data-testid={`preview-video-${language}`}>
      <div className="overflow-hidden rounded-xl border border-border bg-black">
        <video
          controls
          preload="metadata"
          playsInline
          poster={files.poster}
          className="aspect-video w-full"
          aria-label={t("video.label", { title, language: t(`languages.${language}`) })}
        >
          <source src={files.webm} type="video/webm" />
          <source src={files.mp4} type="video/mp4" />
          <track kind="captions" src={files.captions} srcLang={languageTag(language)} label={t(`languages.${language}`)} default />
          {t("video.unsupported")}
        </video>
      </div>
      <figcaption className="text-sm text-muted">
        {t("video.caption", { language: t(`languages.${language}`), duration: clockTime(files.durationSeconds) })}
      </figcaption>
    </figure>
  );
}
