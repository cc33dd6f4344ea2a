import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cosine, createLlm, LlmFailed, sseData } from "../api/assistants/llm.ts";
import { embeddingOf, llmEnv, startLlmServer, type LlmServer } from "./llm-server.ts";

// The emulated OpenAI-compatible server, and the assistants' client of it: a streamed answer read
// piece by piece, a plain JSON answer, refusals and a hang bounded in time, embeddings.

const collect = async (gen: AsyncGenerator<string>) => {
  const out: string[] = [];
  for await (const p of gen) out.push(p);
  return out;
};

describe("the emulated language model and the assistants' client", () => {
  let s: LlmServer;
  beforeAll(async () => {
    s = await startLlmServer();
  });
  afterAll(() => s.close());

  it("streams the answer the test sets, in pieces, after checking the key", async () => {
    s.answer("Use SPF, DKIM and DMARC [1] [2].");
    s.chunks = 5;
    const llm = createLlm(llmEnv(s));
    expect(llm.chat).toBe(true);
    expect(llm.embeddings).toBe(false);
    const parts = await collect(llm.stream([{ role: "user", content: "How do I stop spoofing?" }]));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("")).toBe("Use SPF, DKIM and DMARC [1] [2].");
    const sent = s.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${s.apiKey}`);
    expect(sent.body).toMatchObject({ model: "test-chat", stream: true, messages: [{ role: "user", content: "How do I stop spoofing?" }] });
  });

  it("answers by a function of the request, and cuts an answer at the size limit", async () => {
    s.answer((req) => `You said: ${req.messages.at(-1)!.content}`);
    const llm = createLlm(llmEnv(s), { maxChars: 12 });
    expect((await collect(llm.stream([{ role: "user", content: "hello there, model" }]))).join("")).toBe("You said: he");
  });

  it("fails as refused on a wrong key or an error status, and as timeout when the model hangs", async () => {
    const wrongKey = createLlm({ ...llmEnv(s), LLM_API_KEY: "sk-wrong" });
    await expect(collect(wrongKey.stream([{ role: "user", content: "hi" }]))).rejects.toMatchObject({ reason: "refused" });
    s.answer(() => ({ fail: 500 }));
    await expect(collect(createLlm(llmEnv(s)).stream([{ role: "user", content: "hi" }]))).rejects.toBeInstanceOf(LlmFailed);
    s.answer(() => ({ hang: true }));
    await expect(collect(createLlm(llmEnv(s), { timeoutMs: 200 }).stream([{ role: "user", content: "hi" }]))).rejects.toMatchObject({
      reason: "timeout",
    });
  });

  it("is unconfigured without all three variables", async () => {
    const llm = createLlm({ LLM_BASE_URL: s.baseUrl, LLM_API_KEY: "", LLM_MODEL: "m" });
    expect(llm.chat).toBe(false);
    await expect(collect(llm.stream([]))).rejects.toMatchObject({ reason: "unconfigured" });
  });

  it("gives deterministic embeddings where texts sharing words are nearer", async () => {
    const llm = createLlm(llmEnv(s, true));
    expect(llm.embeddings).toBe(true);
    const [q, near, far] = await llm.embed([
      "dmarc policy reject",
      "Set the DMARC policy to reject spoofed mail",
      "Strong passwords and a manager",
    ]);
    expect(q).toEqual(embeddingOf("dmarc policy reject"));
    expect(cosine(q!, near!)).toBeGreaterThan(cosine(q!, far!));
    expect(s.requests.at(-1)!.body).toMatchObject({ model: "test-embeddings" });
  });

  it("reads server-sent events split anywhere, with CRLF line ends", async () => {
    const text = 'data: {"a":1}\r\n\r\n: comment\ndata: line one\ndata: line two\n\ndata: [DONE]';
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 3) c.enqueue(bytes.slice(i, i + 3));
        c.close();
      },
    });
    expect(await collect(sseData(stream))).toEqual(['{"a":1}', "line one\nline two", "[DONE]"]);
  });
});
