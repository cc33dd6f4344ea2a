import { createHash } from "node:crypto";
import type http from "node:http";
import { startHttpFixture } from "./http-fixture.ts";

/**
 * An OpenAI-compatible server on 127.0.0.1 for tests: `POST /v1/chat/completions` (streamed as
 * server-sent events when `stream: true`, else one JSON answer) and `POST /v1/embeddings`
 * (deterministic vectors: a hashed bag of words, normalised, so texts sharing words are near).
 * It checks the Bearer key, records every request, and answers chats by the rule the test sets.
 */

export type ChatRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
};
export type RecordedRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> };

/** What the model answers: its text (streamed in `chunks` pieces), or a failure. */
export type ChatRule = (req: ChatRequest) => string | { fail: number } | { hang: true };

export const EMBEDDING_DIMENSIONS = 64;

/** The hashed bag of words of a text, normalised to length 1 (all zeros for a text without words). */
export function embeddingOf(text: string): number[] {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) {
    const h = createHash("sha256").update(word).digest();
    v[h[0]! % EMBEDDING_DIMENSIONS]! += 1;
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return norm ? v.map((x) => x / norm) : v;
}

export type LlmServer = {
  /** `http://127.0.0.1:<port>/v1`: what LLM_BASE_URL is set to. */
  baseUrl: string;
  apiKey: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** The chats received (the bodies of /v1/chat/completions). */
  chats: () => ChatRequest[];
  /** How the next chats are answered (default: "From the passages [1]."). */
  answer: (rule: ChatRule | string) => void;
  /** How many pieces a streamed answer comes in (default 4). */
  chunks: number;
  close: () => Promise<void>;
};

function pieces(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function startLlmServer(apiKey = "sk-test-assistants"): Promise<LlmServer> {
  let rule: ChatRule = () => "From the passages [1].";
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server: Pick<LlmServer, "chunks"> = { chunks: 4 };

  function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || "{}") as Record<string, unknown>;
      } catch {
        return void res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"invalid JSON"}}');
      }
      const path = req.url ?? "";
      requests.push({ path, authorization: req.headers.authorization, body });
      if (req.method !== "POST") return void res.writeHead(405).end();
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return void res.writeHead(401, { "content-type": "application/json" }).end('{"error":{"message":"invalid api key"}}');
      if (path === "/v1/embeddings") {
        const input = Array.isArray(body.input) ? (body.input as unknown[]) : [body.input];
        const data = input.map((t, index) => ({ object: "embedding", index, embedding: embeddingOf(String(t)) }));
        return void res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ object: "list", data, model: body.model }));
      }
      if (path !== "/v1/chat/completions") return void res.writeHead(404).end();
      const outcome = rule(body as unknown as ChatRequest);
      if (typeof outcome === "object" && "hang" in outcome) {
        hanging.add(res);
        return void res.writeHead(200, { "content-type": "text/event-stream" });
      }
      if (typeof outcome === "object") return void res.writeHead(outcome.fail, { "content-type": "application/json" }).end('{"error":{}}');
      if (!body.stream) {
        const answer = {
          id: "chatcmpl-test",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: outcome } }],
        };
        return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: "assistant", content: "" }));
      for (const p of pieces(outcome, server.chunks)) res.write(chunk({ content: p }));
      res.write(chunk({}, "stop"));
      res.end("data: [DONE]\n\n");
    });
  }

  const fixture = await startHttpFixture(handle);
  return Object.assign(server, {
    baseUrl: `http://127.0.0.1:${fixture.port}/v1`,
    apiKey,
    requests,
    chats: () => requests.filter((r) => r.path === "/v1/chat/completions").map((r) => r.body as unknown as ChatRequest),
    answer: (r: ChatRule | string) => {
      rule = typeof r === "string" ? () => r : r;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await fixture.close();
    },
  });
}

/** The app's environment for answering with this server (add LLM_EMBEDDINGS_MODEL to rerank too). */
export const llmEnv = (s: LlmServer, embeddings = false): Record<string, string> => ({
  LLM_BASE_URL: s.baseUrl,
  LLM_API_KEY: s.apiKey,
  LLM_MODEL: "test-chat",
  ...(embeddings ? { LLM_EMBEDDINGS_MODEL: "test-embeddings" } : {}),
});
