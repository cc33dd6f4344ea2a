import { randomInt } from "node:crypto";
import { AUTHORING_LIMITS as L, draftLanguageSchema, type CreatorLanguage, type DraftLanguage } from "../../../contract/authoring.ts";
import { ILLUSTRATIONS } from "../../../contract/course-content.ts";
import { DomainError } from "../../platform/domain-error.ts";

/**
 * "Draft from outline" (issue 27 §3): an OpenAI-compatible chat-completions endpoint, configured
 * by the operator (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), writes a first version of a course's
 * steps and challenge from its title and outline, for the author to edit. As with the speech API
 * (video/narration.ts), only the operator's address is fetched, never one a user gives; the
 * answer is held to a JSON schema, checked with the draft's own schema, and its options shuffled
 * so the right answer is not always first.
 */

export type LlmConfig = { baseUrl: string; apiKey: string; model: string };
export type OutlineRequest = { language: CreatorLanguage; title: string; outline: string };

/** The endpoint when all three variables are set, else null ("draft from outline" explains how to enable it). */
export function llmConfigOf(c: { LLM_BASE_URL?: string; LLM_API_KEY?: string; LLM_MODEL?: string }): LlmConfig | null {
  const baseUrl = c.LLM_BASE_URL?.trim();
  const apiKey = c.LLM_API_KEY?.trim();
  const model = c.LLM_MODEL?.trim();
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null;
}

const QUESTIONS = 5;
const MAX_ANSWER_BYTES = 1024 * 1024;

export const outlineNotConfigured = () =>
  new DomainError("conflict", "outline_not_configured", "authoringBatch:outline.notConfigured", {
    variables: "LLM_BASE_URL, LLM_API_KEY, LLM_MODEL",
  });
const outlineFailed = (reason: string) => new DomainError("upstream_failed", "outline_failed", `authoringBatch:outline.failed.${reason}`);

const str = { type: "string" } as const;
const strings = { type: "array", items: str } as const;
/** What the model must answer: plain fields, every one required (strict structured output). */
const ANSWER_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["summary", "steps", "keyTakeaways", "questions", "badge"],
  properties: {
    summary: str,
    steps: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "paragraphs", "takeaways", "illustration", "alt"],
        properties: {
          title: str,
          paragraphs: strings,
          takeaways: strings,
          illustration: { type: "string", enum: ILLUSTRATIONS },
          alt: str,
        },
      },
    },
    keyTakeaways: strings,
    questions: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["prompt", "options", "correct", "explanation"],
        properties: { prompt: str, options: strings, correct: { type: "integer" }, explanation: str },
      },
    },
    badge: { type: "object", additionalProperties: false, required: ["name", "description"], properties: { name: str, description: str } },
  },
} as const;

const LANGUAGE_NAMES: Record<CreatorLanguage, string> = { en: "English", pt: "Brazilian Portuguese" };

function prompt(req: OutlineRequest) {
  return [
    {
      role: "system",
      content:
        `You write five-minute workplace micro-courses. Answer in ${LANGUAGE_NAMES[req.language]} only, as JSON that follows the schema. ` +
        `Write 3 to 5 steps (each: a title of at most ${L.stepTitle} characters, 1 to 3 paragraphs of plain prose of at most ${L.paragraph} characters, ` +
        `1 or 2 take-aways, one illustration from the list and a one-sentence alt text describing it), 3 to 5 key take-aways, ` +
        `a summary of 40 to ${L.summary} characters, exactly ${QUESTIONS} multiple-choice questions of 3 or 4 options with the index (from 0) ` +
        `of the one right option and an explanation of why it is right, and a short badge name and description.`,
    },
    { role: "user", content: `Title: ${req.title}\n\nOutline:\n${req.outline}` },
  ];
}

/** Fisher–Yates with the system's randomness: the order the author sees first, which they may change. */
function shuffled<T>(items: T[]): { items: T[]; from: number[] } {
  const from = items.map((_, i) => i);
  for (let i = from.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [from[i], from[j]] = [from[j]!, from[i]!];
  }
  return { items: from.map((k) => items[k]!), from };
}

const clip = (v: unknown, max: number) => (typeof v === "string" ? v.trim().slice(0, max) : "");
const list = (v: unknown, max: number, chars: number) =>
  Array.isArray(v)
    ? v
        .slice(0, max)
        .map((x) => clip(x, chars))
        .filter(Boolean)
    : [];

/** The model's answer as one language of a draft; null when it is not what the schema asked for. */
export function draftFromAnswer(answer: unknown): DraftLanguage | null {
  if (typeof answer !== "object" || answer === null) return null;
  const a = answer as Record<string, unknown>;
  if (!Array.isArray(a.steps) || !a.steps.length || !Array.isArray(a.questions)) return null;
  const steps = a.steps.slice(0, L.steps).map((s: Record<string, unknown>) => ({
    title: clip(s?.title, L.stepTitle),
    body: list(s?.paragraphs, L.paragraphs, L.paragraph),
    takeaways: list(s?.takeaways, L.takeaways, L.takeaway),
    illustration: (ILLUSTRATIONS as readonly unknown[]).includes(s?.illustration) ? s.illustration : null,
    illustrationAlt: clip(s?.alt, 160),
  }));
  const questions = a.questions.slice(0, L.questions).flatMap((q: Record<string, unknown>) => {
    const options = list(q?.options, L.options, L.option);
    const correct = typeof q?.correct === "number" ? q.correct : -1;
    if (options.length < 2 || !Number.isInteger(correct) || correct < 0 || correct >= options.length) return [];
    const order = shuffled(options);
    return [
      {
        prompt: clip(q.prompt, L.prompt),
        options: order.items,
        correct: [order.from.indexOf(correct)],
        explanation: clip(q.explanation, L.explanation),
      },
    ];
  });
  const badge = (a.badge ?? {}) as Record<string, unknown>;
  const parsed = draftLanguageSchema.safeParse({
    title: "",
    summary: clip(a.summary, L.summary),
    steps,
    keyTakeaways: list(a.keyTakeaways, L.keyTakeaways, L.takeaway),
    questions,
    badge: { name: clip(badge.name, L.badgeName), description: clip(badge.description, L.badgeDescription) },
  });
  return parsed.success && parsed.data.steps.every((s) => s.title && s.body.length) ? parsed.data : null;
}

/** The JSON in a chat answer's text (some models wrap it in a ```json fence). */
function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  try {
    return JSON.parse(fenced ? fenced[1]! : text);
  } catch {
    return null;
  }
}

export function createOutlineDrafter(config: LlmConfig | null, timeoutMs = 90_000) {
  const base = config?.baseUrl.replace(/\/+$/, "");
  const url = base && `${base.endsWith("/v1") ? base : `${base}/v1`}/chat/completions`;
  return {
    configured: config !== null,
    async draft(req: OutlineRequest): Promise<DraftLanguage> {
      if (!config || !url) throw outlineNotConfigured();
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          model: config.model,
          messages: prompt(req),
          temperature: 0.4,
          response_format: { type: "json_schema", json_schema: { name: "course_draft", strict: true, schema: ANSWER_SCHEMA } },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((err: Error) => {
        throw outlineFailed(err.name === "TimeoutError" ? "timeout" : "unreachable");
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw outlineFailed("refused");
      }
      if (Number(res.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) throw outlineFailed("invalid");
      const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
      const content = body?.choices?.[0]?.message?.content;
      const draft = typeof content === "string" ? draftFromAnswer(jsonIn(content)) : null;
      if (!draft) throw outlineFailed("invalid");
      return { ...draft, title: req.title };
    },
  };
}
export type OutlineDrafter = ReturnType<typeof createOutlineDrafter>;
