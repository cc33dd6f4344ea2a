import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AssistantMessage, Conversation } from "../../../contract/assistants.ts";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import { useLocale } from "../../lib/locale.ts";
import { askStreaming, type StreamFailure } from "./stream.ts";

/** A message on screen: as stored, or still being written (`streaming`), or cut short (`stopped`). */
export type ChatMessage = AssistantMessage & { streaming?: boolean; stopped?: boolean };

/** A question that did not get its answer, with what to say and the text to send again. */
export interface ChatError {
  message: string;
  question: string;
}

const tempId = () => `local-${Math.random().toString(36).slice(2)}`;

/** The words of a failure: the API's own (already in the page's language), else ours by kind. */
export function failureText(f: StreamFailure, t: (key: string) => string): string {
  if (f.error.message) return f.error.message;
  if (f.status === 429) return t("errors.rateLimited");
  if (f.status === 403) return t("errors.forbidden");
  if (f.status === 404) return t("errors.notFound");
  if (f.error.code === "network_error") return t("errors.network");
  return t("errors.generic");
}

/**
 * One conversation with an assistant: the messages, asking (streamed, stoppable), a failed
 * question to send again, and what a screen reader is told when an answer is complete.
 */
export function useChat(assistant: AssistantName, page: string | undefined, initial?: Conversation | null) {
  const { t } = useTranslation("assistants");
  const locale = useLocale();
  const [conversationId, setConversationId] = useState<string | null>(initial?.id ?? null);
  const [messages, setMessages] = useState<ChatMessage[]>(initial?.messageList ?? []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ChatError | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const patchAnswer = (id: string, patch: (m: ChatMessage) => ChatMessage) =>
    setMessages((list) => list.map((m) => (m.id === id ? patch(m) : m)));

  const ask = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      setBusy(true);
      setError(null);
      setAnnouncement(t("live.thinking"));
      const now = new Date().toISOString();
      let questionId = tempId();
      let answerId = tempId();
      const base = { citations: [], mode: null, feedback: null, createdAt: now };
      setMessages((list) => [
        ...list,
        { id: questionId, role: "user", content: message, ...base },
        { id: answerId, role: "assistant", content: "", streaming: true, ...base },
      ]);
      const failure = await askStreaming(
        assistant,
        { message, ...(conversationId ? { conversationId } : {}), ...(page ? { page } : {}) },
        locale,
        {
          conversation: ({ conversationId: id, question }) => {
            setConversationId(id);
            const old = questionId;
            questionId = question.id;
            setMessages((list) => list.map((m) => (m.id === old ? question : m)));
          },
          delta: (piece) => patchAnswer(answerId, (m) => ({ ...m, content: m.content + piece })),
          citations: (citations) => patchAnswer(answerId, (m) => ({ ...m, citations })),
          done: (answer) => {
            const old = answerId;
            answerId = answer.id;
            setMessages((list) => list.map((m) => (m.id === old ? answer : m)));
          },
        },
        controller.signal,
      );
      abort.current = null;
      setBusy(false);
      if (controller.signal.aborted) {
        patchAnswer(answerId, (m) => ({ ...m, streaming: false, stopped: true }));
        setAnnouncement(t("live.stopped"));
      } else if (failure) {
        setMessages((list) => list.filter((m) => m.id !== questionId && m.id !== answerId));
        setError({ message: failureText(failure, t), question: message });
        setAnnouncement("");
      } else setAnnouncement(t("live.answered"));
    },
    [assistant, conversationId, locale, page, t],
  );

  return {
    conversationId,
    messages,
    busy,
    error,
    announcement,
    ask,
    stop: () => abort.current?.abort(),
    retry: () => (error ? ask(error.question) : undefined),
    dismissError: () => setError(null),
    /** Shows another conversation (or a new one, with null). */
    open(conversation: Conversation | null) {
      abort.current?.abort();
      setConversationId(conversation?.id ?? null);
      setMessages(conversation?.messageList ?? []);
      setError(null);
      setAnnouncement("");
    },
    /** An answer's feedback as the API stored it. */
    updated: (message: AssistantMessage) => setMessages((list) => list.map((m) => (m.id === message.id ? message : m))),
  };
}
export type ChatState = ReturnType<typeof useChat>;
