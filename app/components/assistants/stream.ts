import type { AssistantMessage, AskInput, Citation } from "../../../contract/assistants.ts";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import type { Locale } from "../../../contract/constants.ts";
import { NETWORK_ERROR, type ApiErrorBody } from "../../lib/api-client.ts";
import { renewSession, sessionStatus } from "../../lib/session.ts";
import { createSseParser } from "./sse.ts";

/** What an answer's stream tells as it goes (see the ask operation's events). */
export interface StreamHandlers {
  conversation(data: { conversationId: string; question: AssistantMessage }): void;
  delta(text: string): void;
  citations(citations: Citation[]): void;
  done(answer: AssistantMessage): void;
}

/** Why an answer did not come: the API's error (translated by it), or `network_error` (status 503) with no message. */
export interface StreamFailure {
  status: number;
  error: ApiErrorBody;
}

const networkFailure = (): StreamFailure => ({ status: 503, error: { code: NETWORK_ERROR, message: "" } });

async function refusal(res: Response): Promise<StreamFailure> {
  const body = (await res.json().catch(() => null)) as { error?: Partial<ApiErrorBody> } | null;
  const e = body?.error;
  return {
    status: res.status,
    error: e && typeof e.code === "string" && typeof e.message === "string" ? (e as ApiErrorBody) : { code: "http_error", message: "" },
  };
}

/**
 * Asks an assistant and reads its answer as it streams (a POST, so fetch and a reader rather
 * than EventSource). Answers null once `done` came, or why it failed: a refusal before the answer
 * (429, 403, 404…), an `error` event, or the connection lost. Stopping (the signal) answers null.
 */
export async function askStreaming(
  assistant: AssistantName,
  input: AskInput,
  locale: Locale,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<StreamFailure | null> {
  const send = () =>
    fetch(`/api/assistants/${assistant}/messages`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "text/event-stream", "content-type": "application/json", "x-locale": locale },
      body: JSON.stringify(input),
      signal,
    });
  let done = false;
  try {
    let res = await send();
    if (res.status === 401 && sessionStatus() !== "none" && (await renewSession())) res = await send();
    if (!res.ok || !res.body) return await refusal(res);
    const parser = createSseParser();
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      for (const ev of parser.push(value)) {
        const data = JSON.parse(ev.data) as Record<string, unknown>;
        if (ev.event === "conversation") handlers.conversation(data as never);
        else if (ev.event === "delta") handlers.delta(String(data.text ?? ""));
        else if (ev.event === "citations") handlers.citations((data.citations as Citation[]) ?? []);
        else if (ev.event === "done") {
          done = true;
          handlers.done(data.answer as AssistantMessage);
        } else if (ev.event === "error") return { status: 500, error: data.error as ApiErrorBody };
      }
    }
    return done ? null : networkFailure();
  } catch {
    if (signal.aborted) return null;
    return done ? null : networkFailure();
  }
}
