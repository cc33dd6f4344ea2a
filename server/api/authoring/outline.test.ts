import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftLanguage } from "../../../contract/authoring.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture } from "../../test/http-fixture.ts";

// "Draft from outline" against a real OpenAI-compatible server on loopback: a tiny chat-completions
// endpoint that answers as a model would (or fails as one can), and what the API makes of it.

type Behaviour = "good" | "fenced" | "nonsense" | "refuse";
let behaviour: Behaviour = "good";
const requests: { auth?: string; body: Record<string, unknown> }[] = [];

/** What a model answers for the outline: four steps, five questions whose right answer is always the first of five options. */
function modelAnswer() {
  return {
    summary: "How to recognise a phishing message and what to do with it, in five short minutes of reading.",
    steps: [1, 2, 3, 4].map((n) => ({
      title: `Step ${n}`,
      paragraphs: [`Paragraph ${n}.`],
      takeaways: [`Take-away ${n}.`],
      illustration: n === 4 ? "not-an-illustration" : "phishing-hook",
      alt: "A hook on an envelope",
    })),
    keyTakeaways: ["Stop", "Look", "Report"],
    questions: [1, 2, 3, 4, 5].map((n) => ({
      prompt: `Question ${n}?`,
      options: [`Right ${n}`, "Wrong a", "Wrong b", "Wrong c", "Wrong d"],
      correct: 0,
      explanation: `Because ${n}.`,
    })),
    badge: { name: "Phish Spotter", description: "Spots phishing." },
  };
}

function chat(req: http.IncomingMessage, res: http.ServerResponse) {
  let raw = "";
  req.on("data", (c: Buffer) => (raw += c.toString()));
  req.on("end", () => {
    requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
    if (req.url !== "/v1/chat/completions" || behaviour === "refuse") return void res.writeHead(401).end('{"error":"bad key"}');
    const text =
      behaviour === "nonsense"
        ? "I cannot write JSON today."
        : behaviour === "fenced"
          ? `Here it is:\n\`\`\`json\n${JSON.stringify(modelAnswer())}\n\`\`\``
          : JSON.stringify(modelAnswer());
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ choices: [{ message: { role: "assistant", content: text } }] }));
  });
}

describe("draft from outline", () => {
  let model: Fixture;
  let t: TestApp;
  let cookie: string;
  const outline = { language: "en", title: "Spotting phishing", outline: "What phishing is, the three signs, and how to report it." };
  const draft = (body: unknown = outline, headers: Record<string, string> = {}) =>
    t.req("/api/creator/courses/draft-from-outline", withCookie(cookie, jsonBody(body, headers)));

  beforeAll(async () => {
    model = await startHttpFixture(chat);
    t = await startTestApp("pglite", { LLM_BASE_URL: `http://127.0.0.1:${model.port}`, LLM_API_KEY: "sk-test", LLM_MODEL: "tiny-model" });
    cookie = await signIn(t, "creator@skill5.test");
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it("writes one language of a draft from the model's answer, options shuffled and the right one still marked", async () => {
    behaviour = "good";
    const res = await draft();
    expect(res.status).toBe(200);
    const d = (await res.json()) as DraftLanguage;
    expect(d.title).toBe("Spotting phishing");
    expect(d.steps).toHaveLength(4);
    expect(d.steps[0]).toMatchObject({
      title: "Step 1",
      body: ["Paragraph 1."],
      takeaways: ["Take-away 1."],
      illustration: "phishing-hook",
    });
    expect(d.steps[3]!.illustration).toBeNull(); // not one of the shared illustrations
    expect(d.questions).toHaveLength(5);
    for (const [i, q] of d.questions.entries()) expect(q.options[q.correct[0]!]).toBe(`Right ${i + 1}`);
    // ten shuffles of five options (two drafts) leave the right one first every time once in ten million runs
    const again = (await (await draft()).json()) as DraftLanguage;
    expect([...d.questions, ...again.questions].some((q) => q.correct[0] !== 0)).toBe(true);

    const sent = requests.at(-1)!;
    expect(sent.auth).toBe("Bearer sk-test");
    expect(sent.body.model).toBe("tiny-model");
    expect(JSON.stringify(sent.body.messages)).toContain("What phishing is, the three signs");
    expect(sent.body.response_format).toMatchObject({ type: "json_schema" });
  });

  it("asks in Portuguese for a Portuguese draft, and reads an answer wrapped in a code fence", async () => {
    behaviour = "fenced";
    const res = await draft({ ...outline, language: "pt", title: "Reconhecendo phishing" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as DraftLanguage).title).toBe("Reconhecendo phishing");
    expect(JSON.stringify(requests.at(-1)!.body.messages)).toContain("Brazilian Portuguese");
  });

  it("answers 502 outline_failed, translated, when the model refuses or answers nonsense", async () => {
    behaviour = "nonsense";
    const bad = await draft();
    expect(bad.status).toBe(502);
    expect(await bad.json()).toMatchObject({
      error: { code: "outline_failed", message: "The language model's answer could not be used as a course. Try again." },
    });
    behaviour = "refuse";
    const refused = await draft(outline, { "x-locale": "pt" });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "outline_failed",
        message: "O modelo de linguagem recusou o pedido. Peça ao administrador que confira a chave e o modelo.",
      },
    });
  });

  it("refuses an outline too short with 400 at its field", async () => {
    const res = await draft({ ...outline, outline: "short" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("outline");
  });

  it("lets a person draft 20 times an hour, then answers 429 without asking the model", async () => {
    behaviour = "good";
    const statuses: number[] = [];
    for (let i = 0; i < 25 && statuses.at(-1) !== 429; i++) statuses.push((await draft()).status);
    expect(statuses.at(-1)).toBe(429);
    expect(requests).toHaveLength(20);
  });

  it("answers 409 outline_not_configured, naming the three variables, when no model is configured", async () => {
    const bare = await startTestApp("pglite");
    try {
      const c = await signIn(bare, "creator@skill5.test");
      const res = await bare.req("/api/creator/courses/draft-from-outline", withCookie(c, jsonBody(outline)));
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: {
          code: "outline_not_configured",
          message:
            "Drafting from an outline needs a language model. Ask your administrator to set LLM_BASE_URL, LLM_API_KEY, LLM_MODEL on the server.",
        },
      });
    } finally {
      await bare.close();
    }
  });
});
