import type { Config } from "../../platform/config.ts";

/**
 * The assistants' client of the operator's OpenAI-compatible API (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL; LLM_EMBEDDINGS_MODEL for embeddings): chat completions streamed as server-sent
 * events, and embeddings. As with "draft from outline", only the operator's configured address
 * is fetched (loopback and intranet included), never one a user gives; every call is bounded in
 * time and size, and a failure is an `LlmFailed` the caller falls back from.
 */

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export class LlmFailed extends Error {
  constructor(readonly reason: "unconfigured" | "unreachable" | "timeout" | "refused" | "invalid" | "too-large") {
    super(`language model: ${reason}`);
  }
}

export type LlmLimits = {
  /** The whole answer's time, from the request to its last chunk. */
  timeoutMs: number;
  /** The answer's length in characters (the stream stops there). */
  maxChars: number;
  /** Bytes read from a non-streamed answer or an embeddings answer. */
  maxBytes: number;
};

const DEFAULT_LIMITS: LlmLimits = { timeoutMs: 45_000, maxChars: 6000, maxBytes: 4 * 1024 * 1024 };

type Endpoint = { base: string; apiKey: string; model: string; embeddingsModel: string | null };

function endpointOf(c: Pick<Config, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_EMBEDDINGS_MODEL">): Endpoint | null {
  const baseUrl = c.LLM_BASE_URL?.trim().replace(/\/+$/, "");
  const apiKey = c.LLM_API_KEY?.trim();
  const model = c.LLM_MODEL?.trim();
  if (!baseUrl || !apiKey || !model) return null;
  return {
    base: baseUrl.endsWith("/v1") ? baseUrl : `${baseUrl}/v1`,
    apiKey,
    model,
    embeddingsModel: c.LLM_EMBEDDINGS_MODEL?.trim() || null,
  };
}

/** The text of one SSE chunk of a chat completion (`choices[0].delta.content`), or null. */
export function deltaOf(data: string): string | null {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[] };
    const c = chunk.choices?.[0];
    const text = c?.delta?.content ?? c?.message?.content;
    return typeof text === "string" ? text : null;
  } catch {
    return null;
  }
}

/** Splits a byte stream into SSE events' `data` fields (joined by newlines), whatever the chunking. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.search(/\r?\n/)) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(buffer[nl] === "\r" ? nl + 2 : nl + 1);
        if (line === "") {
          if (data.length) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (done) break;
    }
    if (buffer.startsWith("data:")) data.push(buffer.slice(5).replace(/^ /, ""));
    if (data.length) yield data.join("\n");
  } finally {
    reader.releaseLock();
  }
}

async function boundedJson(res: Response, maxBytes: number): Promise<unknown> {
  if (Number(res.headers.get("content-length") ?? 0) > maxBytes) throw new LlmFailed("too-large");
  const text = await res.text();
  if (text.length > maxBytes) throw new LlmFailed("too-large");
  try {
    return JSON.parse(text);
  } catch {
    throw new LlmFailed("invalid");
  }
}

export function createLlm(
  config: Pick<Config, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_EMBEDDINGS_MODEL">,
  limits: Partial<LlmLimits> = {},
) {
  const ep = endpointOf(config);
  const L = { ...DEFAULT_LIMITS, ...limits };

  async function post(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
    if (!ep) throw new LlmFailed("unconfigured");
    const res = await fetch(`${ep.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ep.apiKey}`, accept: "text/event-stream, application/json" },
      body: JSON.stringify(body),
      signal,
    }).catch((err: Error) => {
      throw new LlmFailed(err.name === "TimeoutError" || signal.aborted ? "timeout" : "unreachable");
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new LlmFailed("refused");
    }
    return res;
  }

  return {
    /** Whether a chat model is configured (else the assistants answer with the passages). */
    chat: ep !== null,
    /** Whether an embeddings model is configured too. */
    embeddings: ep?.embeddingsModel != null,

    /** The model's answer, piece by piece as it streams (a non-streaming server's whole answer at once). */
    async *stream(messages: ChatMessage[], outer?: AbortSignal): AsyncGenerator<string> {
      const signal = outer ? AbortSignal.any([outer, AbortSignal.timeout(L.timeoutMs)]) : AbortSignal.timeout(L.timeoutMs);
      const res = await post("/chat/completions", { model: ep?.model, messages, stream: true, temperature: 0.2 }, signal);
      let length = 0;
      try {
        if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
          const text = deltaOf(JSON.stringify(await boundedJson(res, L.maxBytes)));
          if (text === null) throw new LlmFailed("invalid");
          yield text.slice(0, L.maxChars);
          return;
        }
        for await (const data of sseData(res.body!)) {
          if (data.trim() === "[DONE]") break;
          const text = deltaOf(data);
          if (!text) continue;
          const room = L.maxChars - length;
          length += text.length;
          yield text.slice(0, room);
          if (length >= L.maxChars) break;
        }
      } catch (e) {
        if (e instanceof LlmFailed) throw e;
        throw new LlmFailed(signal.aborted ? "timeout" : "invalid");
      } finally {
        await res.body?.cancel().catch(() => undefined);
      }
    },

    /** One vector per text, in order (LLM_EMBEDDINGS_MODEL on the same API). */
    async embed(texts: string[]): Promise<number[][]> {
      if (!ep?.embeddingsModel) throw new LlmFailed("unconfigured");
      const signal = AbortSignal.timeout(Math.min(L.timeoutMs, 15_000));
      const res = await post("/embeddings", { model: ep.embeddingsModel, input: texts }, signal);
      const body = (await boundedJson(res, L.maxBytes)) as { data?: { index?: number; embedding?: unknown }[] } | null;
      const rows = body?.data;
      if (!Array.isArray(rows) || rows.length !== texts.length) throw new LlmFailed("invalid");
      const out: number[][] = new Array<number[]>(texts.length);
      for (const [i, row] of rows.entries()) {
        const v = row.embedding;
        if (!Array.isArray(v) || !v.every((x) => typeof x === "number")) throw new LlmFailed("invalid");
        out[typeof row.index === "number" ? row.index : i] = v as number[];
      }
      if (out.some((v) => !v)) throw new LlmFailed("invalid");
      return out;
    },
  };
}
export type Llm = ReturnType<typeof createLlm>;

/** Cosine similarity of two vectors (0 when either is empty or their lengths differ). */
export function cosine(a: number[], b: number[]): number {
  if (a.length !== b.length || !a.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
