import { History, MessageSquarePlus, RotateCcw } from "lucide-react";
import { useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { Conversation } from "../../../contract/assistants.ts";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import { buttonClass } from "../ui/button.tsx";
import { Composer } from "./composer.tsx";
import { ConversationHistory } from "./history.tsx";
import { MessageList } from "./message-list.tsx";
import { SuggestedQuestions } from "./suggestions.tsx";
import { useChat, type ChatState } from "./use-chat.ts";

/**
 * A conversation with one assistant — in the side panel, inline on the assistants' page, or on a
 * conversation's own page: suggested questions, the messages, the question box, and (with
 * `withHistory`) the person's previous conversations with this assistant to continue or delete.
 */
export function Chat({
  assistant,
  page,
  initial,
  withHistory = true,
  onNavigate,
  inputRef,
  state,
}: {
  assistant: AssistantName;
  /** The page the person is on (its path without the language), sent with each question. */
  page?: string;
  initial?: Conversation | null;
  withHistory?: boolean;
  /** A citation followed (the panel closes). */
  onNavigate?: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** The conversation held by the caller (the panel keeps it while closed); the chat's own otherwise. */
  state?: ChatState;
}) {
  const { t } = useTranslation("assistants");
  const { t: tName } = useTranslation("assistant");
  const name = tName(`${assistant}.name`);
  const own = useChat(assistant, page, initial);
  const chat = state ?? own;
  const [showHistory, setShowHistory] = useState(false);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4" data-testid={`assistant-chat-${assistant}`}>
      {withHistory ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass("outline", "sm")}
            onClick={() => {
              chat.open(null);
              setShowHistory(false);
            }}
          >
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            {t("chat.new")}
          </button>
          <button
            type="button"
            className={buttonClass("outline", "sm")}
            aria-expanded={showHistory}
            onClick={() => setShowHistory((v) => !v)}
          >
            <History aria-hidden="true" className="size-4" />
            {t("history.title")}
          </button>
        </div>
      ) : null}
      {showHistory ? (
        <section aria-label={t("history.title")}>
          <ConversationHistory
            assistant={assistant}
            current={chat.conversationId}
            onContinue={(c) => {
              chat.open(c);
              setShowHistory(false);
            }}
            onDeleted={(id) => {
              if (id === chat.conversationId) chat.open(null);
            }}
          />
        </section>
      ) : (
        <>
          {chat.messages.length === 0 ? (
            <>
              <p className="text-sm text-muted">{t(`intro.${assistant}`)}</p>
              <SuggestedQuestions assistant={assistant} page={page} onAsk={(q) => void chat.ask(q)} disabled={chat.busy} />
            </>
          ) : null}
          <MessageList messages={chat.messages} name={name} onSaved={chat.updated} onNavigate={onNavigate} />
          {chat.error ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300"
            >
              <span className="flex-1">{chat.error.message}</span>
              <button type="button" className={buttonClass("outline", "sm")} onClick={() => void chat.retry()}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t("errors.retry")}
              </button>
            </div>
          ) : null}
          <Composer name={name} busy={chat.busy} onSend={(q) => void chat.ask(q)} onStop={chat.stop} inputRef={inputRef} />
        </>
      )}
      <p aria-live="polite" className="sr-only" data-testid="assistant-live">
        {chat.announcement}
      </p>
    </div>
  );
}
