import { randomUUID } from "node:crypto";
import { ASSISTANT_LIMITS, type AssistantName } from "../../../contract/assistant-limits.ts";
import type { Answer, AskInput, AssistantMessage, Citation } from "../../../contract/assistants.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Logger } from "../../platform/logger.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import type { UserScope } from "../../platform/scope.ts";
import type { AssistantAsker, AssistantSource, Passage } from "../area.ts";
import { chatMessages, citedAnswer, passagesAnswer, passagesForModel, titleOf } from "./compose.ts";
import type { Llm } from "./llm.ts";
import { retrieve } from "./retrieval.ts";
import type { Store } from "./store.ts";
import { fixedSuggestions, mergeSuggestions } from "./suggestions.ts";

/**
 * One question answered: rate limits, the passages retrieved within the asker's rights, the
 * answer (by the configured model from the passages, or from the passages themselves when there
 * is no model or it fails), and the exchange stored. `on` hears the answer as it is made (the
 * event stream); the returned answer is what was stored.
 */

export type AskEvents = {
  conversation?: (data: { conversationId: string; question: AssistantMessage }) => void;
  delta?: (text: string) => void;
  citations?: (citations: Citation[]) => void;
};

export type Asking = ReturnType<typeof createAsking>;

export function createAsking(d: { db: Db; config: Config; llm: Llm; store: Store; sources: (a: AssistantName) => AssistantSource[] }) {
  async function suggestionsFor(assistant: AssistantName, asker: AssistantAsker, page: string | undefined, logger?: Logger) {
    const fromSources = await Promise.all(
      d.sources(assistant).map((s) =>
        s.suggestions
          ? s.suggestions(asker, page).catch((err: unknown) => {
              logger?.warn({ err, assistant }, "assistant suggestions failed");
              return [];
            })
          : [],
      ),
    );
    return mergeSuggestions(fixedSuggestions(assistant, page, asker.locale), fromSources);
  }

  /** The model's answer from the passages, streamed to `on`; null when there is nothing to send it or it fails. */
  async function modelAnswer(
    input: {
      assistant: AssistantName;
      asker: AssistantAsker;
      passages: Passage[];
      history: { role: "user" | "assistant"; content: string }[];
      question: string;
    },
    on: AskEvents,
    logger: Logger,
    signal?: AbortSignal,
  ) {
    const sent = passagesForModel(input.passages, d.config.ASSISTANT_SHARE_PERSONAL_DATA);
    if (!d.llm.chat || !sent.length) return { answer: null, streamed: false };
    let text = "";
    try {
      const messages = chatMessages({ ...input, locale: input.asker.locale, passages: sent });
      for await (const piece of d.llm.stream(messages, signal)) {
        text += piece;
        if (piece) on.delta?.(piece);
      }
      if (!text.trim()) throw new Error("empty answer");
      return { answer: citedAnswer(text, sent), streamed: true };
    } catch (err) {
      logger.warn({ err, assistant: input.assistant }, "assistant model failed: answered from the passages");
      return { answer: null, streamed: text.length > 0 };
    }
  }

  return {
    suggestions: suggestionsFor,

    /** Rate limits, and the conversation continued (404 for anyone else's): what may fail before an answer starts. */
    async prepare(assistant: AssistantName, asker: AssistantAsker, input: AskInput): Promise<Prepared> {
      const started = Date.now();
      const person = { tenantId: asker.tenantId, userId: asker.userId };
      await rateLimit(
        d.db,
        `assistants:user:${asker.tenantId}:${asker.userId}`,
        ASSISTANT_LIMITS.perUser,
        ASSISTANT_LIMITS.perUserWindowSeconds,
      );
      await rateLimit(d.db, `assistants:tenant:${asker.tenantId}`, ASSISTANT_LIMITS.perTenant, ASSISTANT_LIMITS.perTenantWindowSeconds);
      const history = input.conversationId ? await d.store.history(person, input.conversationId, assistant) : [];
      const at = new Date();
      const question: AssistantMessage = {
        id: randomUUID(),
        role: "user",
        content: input.message,
        citations: [],
        mode: null,
        feedback: null,
        createdAt: at.toISOString(),
      };
      return { assistant, asker, input, person, started, at, history, question, conversationId: input.conversationId ?? randomUUID() };
    },

    /** The answer to a prepared question, told to `on` as it is made, then stored with the question. */
    async answer(p: Prepared, ctx: { logger: Logger; on?: AskEvents; signal?: AbortSignal }): Promise<Answer> {
      const { assistant, asker, input, question, conversationId, at } = p;
      const on = ctx.on ?? {};
      on.conversation?.({ conversationId, question });
      const sources = d.sources(assistant);
      const { passages } = await retrieve(sources, asker, { text: input.message, page: input.page }, { llm: d.llm, logger: ctx.logger });
      const made = await modelAnswer(
        { assistant, asker, passages, history: p.history, question: input.message },
        on,
        ctx.logger,
        ctx.signal,
      );
      let answer = made.answer;
      const mode = answer ? "model" : "passages";
      if (!answer) {
        const suggestions = passages.length ? [] : await suggestionsFor(assistant, asker, input.page, ctx.logger);
        answer = passagesAnswer({ assistant, locale: asker.locale, passages, suggestions });
        on.delta?.(made.streamed ? `\n\n${answer.content}` : answer.content);
      }
      on.citations?.(answer.citations.map(({ key, title, url, kind }) => ({ key, title, url, kind })));
      const done = new Date(Math.max(Date.now(), at.getTime() + 1));
      const stored = await d.store.record(p.person, {
        conversationId,
        isNew: !input.conversationId,
        title: titleOf(input.message, ASSISTANT_LIMITS.title),
        entityId: asker.entityId,
        assistant,
        question: { id: question.id, content: input.message, at },
        answer: {
          content: answer.content,
          citations: answer.citations,
          retrieved: passages.map((x) => x.key),
          mode,
          latencyMs: done.getTime() - p.started,
          at: done,
        },
      });
      return { conversationId, ...stored };
    },
  };
}

/** A question allowed to be answered (see `prepare`). */
export type Prepared = {
  assistant: AssistantName;
  asker: AssistantAsker;
  input: AskInput;
  person: UserScope;
  started: number;
  at: Date;
  history: { role: "user" | "assistant"; content: string }[];
  question: AssistantMessage;
  conversationId: string;
};
