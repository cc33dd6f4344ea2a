import { ArrowLeft, ArrowRight, Flag } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";

/** Whether a key press belongs to a form field (or something editable), not to the page. */
function inFormField(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    !!target.closest("input, textarea, select, [contenteditable], [role='textbox'], [role='slider'], [role='radiogroup'], [role='listbox']")
  );
}

/** ← and → move between steps, unless focus is in a form field or a modifier is held. */
export function useArrowKeys(onPrevious: () => void, onNext: () => void) {
  const handlers = useRef({ onPrevious, onNext });
  handlers.current = { onPrevious, onNext };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || inFormField(e.target)) return;
      if (e.key === "ArrowLeft") {
        e.preventDefault();
        handlers.current.onPrevious();
      } else if (e.key === "ArrowRight") {
        e.preventDefault();
        handlers.current.onNext();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** Previous / Next, or Finish on the last step. */
export function PlayerControls({
  isFirst,
  isLast,
  busy,
  onPrevious,
  onNext,
  onFinish,
}: {
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation("learn");
  return (
    <nav aria-label={t("player.controls")} className="flex items-center justify-between gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={isFirst || busy}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("player.previous")}
      </Button>
      {isLast ? (
        <Button onClick={onFinish} disabled={busy} aria-busy={busy}>
          <Flag aria-hidden="true" className="size-4" />
          {t(busy ? "player.saving" : "player.finish")}
        </Button>
      ) : (
        <Button onClick={onNext} disabled={busy}>
          {t("player.next")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
    </nav>
  );
}
