import { PlayCircle, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../ui/button.tsx";
import { languageTag } from "../../../contract/locale.ts";

/** The product's sample course video (served as a public file, captions in both languages). */
const VIDEO = "/media/phishing-essentials/video.webm";
const CAPTIONS = [
  ["en", "/media/phishing-essentials/captions.en.vtt"],
  ["pt", "/media/phishing-essentials/captions.pt.vtt"],
] as const;

/**
 * The hero's play button: it opens a modal dialog (the native <dialog>: focus stays inside,
 * Escape closes, no library in the home page's bundle) that plays the sample course with
 * captions in the page's language; closing stops the video and gives focus back.
 */
export function HeroVideo() {
  const { t, i18n } = useTranslation("home");
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const lang = i18n.language === "pt" ? "pt" : "en";

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    void dialog.querySelector("video")?.play().catch(() => undefined);
    const onClose = () => {
      setOpen(false);
      buttonRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="mt-5 flex aspect-video w-full items-center justify-center rounded-2xl bg-primary text-primary-fg transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <PlayCircle aria-hidden="true" focusable="false" className="size-16" />
        <span className="sr-only">{t("hero.video.open")}</span>
      </button>
      {open ? (
        // the keyboard closes the dialog with Escape, which the element handles itself; the click is for the backdrop
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <dialog
          ref={dialogRef}
          aria-labelledby="hero-video-title"
          aria-describedby="hero-video-description"
          // a click on the backdrop (the dialog element itself, outside its panel) closes it
          onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
          className="m-auto w-[calc(100%-2rem)] max-w-3xl rounded-xl border border-border bg-surface-raised p-0 text-fg shadow-xl backdrop:bg-black/60"
        >
          <div className="p-4 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id="hero-video-title" className="text-xl font-bold">
                {t("hero.video.title")}
              </h2>
              <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClass("ghost", "sm", "-mr-2 -mt-1 shrink-0 px-2")}>
                <X aria-hidden="true" focusable="false" className="size-5" />
                <span className="sr-only">{t("hero.video.close")}</span>
              </button>
            </div>
            <p id="hero-video-description" className="mt-1 text-sm text-muted">
              {t("hero.video.description")}
            </p>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the captions are the <track>s mapped below */}
            <video controls playsInline preload="metadata" className="mt-4 aspect-video w-full rounded-lg bg-black" data-testid="hero-video">
              <source src={VIDEO} type="video/webm" />
              {CAPTIONS.map(([l, src]) => (
                <track key={l} kind="captions" src={src} srcLang={languageTag(l)} label={t(`common:language.${l}`)} default={l === lang} />
              ))}
              {t("hero.video.unsupported")}
            </video>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
