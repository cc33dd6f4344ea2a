import { Check, Copy, Loader2, ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FEEDBACK_REASONS, type FeedbackReason } from "../../../contract/assistant-limits.ts";
import type { AssistantMessage } from "../../../contract/assistants.ts";
import { ASSISTANT_LIMITS } from "../../../contract/assistant-limits.ts";
import { useApi } from "../../lib/api-client.ts";
import { buttonClass } from "../ui/button.tsx";
import { ErrorLine } from "../ui/error-line.tsx";

/** Copies an answer's text; says so for a moment. */
export function CopyAnswer({ text }: { text: string }) {
  const { t } = useTranslation("assistants");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass("ghost", "sm", "px-2")}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? t("chat.copied") : t("chat.copy")}</span>
    </button>
  );
}

/**
 * Helpful or not: a thumb up is sent at once; a thumb down asks why (and an optional comment)
 * before it is sent. The stored feedback shows as the pressed thumb.
 */
export function AnswerFeedback({ message, onSaved }: { message: AssistantMessage; onSaved: (m: AssistantMessage) => void }) {
  const { t } = useTranslation("assistants");
  const api = useApi();
  const formId = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<FeedbackReason | "">("");
  const [comment, setComment] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const helpful = message.feedback?.helpful;

  async function send(body: { helpful: boolean; reason?: FeedbackReason; comment?: string }) {
    setPending(true);
    setError(null);
    const r = await api.post("/assistants/messages/{id}/feedback", { params: { id: message.id }, body });
    setPending(false);
    if (!r.ok) return setError(r.error.message || t("errors.generic"));
    setAsking(false);
    onSaved(r.data);
  }

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t("feedback.label")} className="flex items-center gap-1">
        <button
          type="button"
          aria-pressed={helpful === true}
          className={buttonClass(helpful === true ? "secondary" : "ghost", "sm", "px-2")}
          onClick={() => void send({ helpful: true })}
          disabled={pending}
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("feedback.helpful")}</span>
        </button>
        <button
          type="button"
          aria-pressed={helpful === false}
          aria-expanded={asking}
          aria-controls={asking ? formId : undefined}
          className={buttonClass(helpful === false ? "secondary" : "ghost", "sm", "px-2")}
          onClick={() => setAsking((v) => !v)}
          disabled={pending}
        >
          <ThumbsDown aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("feedback.notHelpful")}</span>
        </button>
        {message.feedback ? <span className="text-xs text-muted">{t("feedback.thanks")}</span> : null}
      </div>
      {asking ? (
        <form
          id={formId}
          className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) return setError(t("feedback.reasonRequired"));
            void send({ helpful: false, reason, ...(comment.trim() ? { comment: comment.trim() } : {}) });
          }}
        >
          <fieldset>
            <legend className="font-semibold">{t("feedback.why")}</legend>
            <div className="mt-1 flex flex-col gap-1">
              {FEEDBACK_REASONS.map((r) => (
                <label key={r} className="flex min-h-9 items-center gap-2">
                  <input type="radio" name={`${formId}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />
                  {t(`feedback.reasons.${r}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-1">
            <span>{t("feedback.comment")}</span>
            <textarea
              value={comment}
              maxLength={ASSISTANT_LIMITS.feedbackComment}
              onChange={(e) => setComment(e.target.value)}
              rows={2}
              className="rounded-lg border border-border bg-surface p-2"
            />
          </label>
          <div className="flex gap-2">
            <button type="submit" className={buttonClass("primary", "sm")} aria-disabled={pending || undefined}>
              {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t("feedback.send")}
            </button>
            <button type="button" className={buttonClass("outline", "sm")} onClick={() => setAsking(false)}>
              {t("feedback.cancel")}
            </button>
          </div>
        </form>
      ) : null}
      <ErrorLine>{error}</ErrorLine>
    </div>
  );
}
