import { Send, Square } from "lucide-react";
import { useId, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ASSISTANT_LIMITS } from "../../../contract/assistant-limits.ts";
import { buttonClass } from "../ui/button.tsx";

/** The question's box: Enter sends, Shift+Enter starts a new line; the characters left shown under it; Stop while an answer streams. */
export function Composer({
  name,
  busy,
  onSend,
  onStop,
  inputRef,
}: {
  name: string;
  busy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation("assistants");
  const [text, setText] = useState("");
  const id = useId();
  const max = ASSISTANT_LIMITS.message;
  const send = () => {
    if (busy || !text.trim()) return;
    onSend(text);
    setText("");
  };
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t("chat.question", { name })}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          id={`${id}-q`}
          value={text}
          maxLength={max}
          rows={2}
          placeholder={t("chat.placeholder", { name })}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          className="min-h-11 flex-1 resize-y rounded-lg border border-border bg-surface p-2 text-base"
          data-testid="assistant-input"
        />
        {busy ? (
          <button type="button" onClick={onStop} className={buttonClass("outline", "md", "px-3")}>
            <Square aria-hidden="true" className="size-4" />
            {t("chat.stop")}
          </button>
        ) : (
          <button type="submit" className={buttonClass("primary", "md", "px-3")} aria-disabled={!text.trim() || undefined}>
            <Send aria-hidden="true" className="size-4" />
            {t("chat.send")}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="flex flex-wrap justify-between gap-2 text-xs text-muted">
        <span>{t("chat.keys")}</span>
        <span>{t("chat.count", { used: text.length, max })}</span>
      </p>
    </form>
  );
}
