import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AssistantMessage } from "../../../contract/assistants.ts";
import { AnswerText, SourceList } from "./answer-text.tsx";
import { AnswerFeedback, CopyAnswer } from "./feedback.tsx";
import type { ChatMessage } from "./use-chat.ts";

/** The conversation: the person's questions on the right, the answers with their sources, copy and feedback. */
export function MessageList({
  messages,
  name,
  onSaved,
  onNavigate,
}: {
  messages: ChatMessage[];
  /** The assistant's name, for screen readers. */
  name: string;
  onSaved: (m: AssistantMessage) => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("assistants");
  if (!messages.length) return null;
  return (
    <ol className="flex flex-col gap-4" aria-label={t("chat.conversation")} data-testid="assistant-messages">
      {messages.map((m) =>
        m.role === "user" ? (
          <li key={m.id} className="ml-8 self-end rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-primary-fg">
            <span className="sr-only">{t("chat.you")}: </span>
            <span className="whitespace-pre-wrap break-words">{m.content}</span>
          </li>
        ) : (
          <li
            key={m.id}
            className="mr-4 rounded-2xl rounded-bl-sm border border-border bg-surface-raised px-4 py-3"
            data-testid="assistant-answer"
            aria-busy={m.streaming || undefined}
          >
            <span className="sr-only">{name}: </span>
            {m.content ? (
              <AnswerText text={m.content} citations={m.citations} onNavigate={onNavigate} />
            ) : m.streaming ? (
              <p className="flex items-center gap-2 text-muted">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                {t("chat.thinking")}
              </p>
            ) : null}
            {m.stopped ? <p className="mt-1 text-xs text-muted">{t("chat.stopped")}</p> : null}
            <SourceList citations={m.citations} onNavigate={onNavigate} />
            {!m.streaming && !m.id.startsWith("local-") ? (
              <div className="mt-2 flex flex-wrap items-start gap-2">
                <CopyAnswer text={m.content} />
                <AnswerFeedback message={m} onSaved={onSaved} />
              </div>
            ) : null}
          </li>
        ),
      )}
    </ol>
  );
}
