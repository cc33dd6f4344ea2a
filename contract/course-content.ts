import { z } from "zod";
import { AREAS, LEVELS } from "./course-areas.ts";
import { ILLUSTRATIONS } from "./illustrations.ts";

export { AREAS, ILLUSTRATIONS, LEVELS };

/**
 * The authoring format of a library course (server/api/learning/seed/content/<slug>.ts): one file
 * per course, complete in English and Portuguese. The seed validates every file with
 * this schema before loading it.
 */

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** One language of a library course: what a creator's draft must meet in each language to be published. */
export const courseLanguageSchema = z.object({
  title: text(5, 90),
  summary: text(40, 300),
  /** Ordered content steps; together about five minutes of reading (roughly 600-900 words). */
  steps: z
    .array(
      z.object({
        title: text(3, 90),
        /** Paragraphs of plain text written for the learner (no markup). */
        body: z.array(text(40, 900)).min(1).max(6),
        /** 1-4 short, practical take-aways. */
        takeaways: z.array(text(10, 200)).min(1).max(4),
        illustration: z.enum(ILLUSTRATIONS),
        /** Alternative text of the illustration for screen readers. */
        illustrationAlt: text(10, 160),
      }),
    )
    .min(4)
    .max(7),
  keyTakeaways: z.array(text(10, 200)).min(3).max(6),
  challenge: z.object({
    questions: z
      .array(
        z.object({
          prompt: text(10, 300),
          options: z.array(text(1, 200)).min(3).max(5),
          /** Indexes of the correct options (one for single choice, several for "select all"). */
          correct: z.array(z.number().int().min(0)).min(1),
          /**
           * A "select all that apply" question (checkboxes). Defaults to true when several options
           * are correct; set it to ask "select all" with a single right option, so the kind of
           * control never tells how many answers are right.
           */
          multiple: z.boolean().optional(),
          explanation: text(30, 500),
        }),
      )
      .min(5)
      .max(8),
  }),
  badge: z.object({ name: text(3, 60), description: text(20, 200) }),
});

export const courseContentSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    area: z.enum(AREAS),
    level: z.enum(LEVELS),
    durationMinutes: z.number().int().min(3).max(8),
    tags: z
      .array(z.string().regex(/^[a-z0-9-]+$/))
      .min(2)
      .max(6),
    /** Percent of correct answers needed to pass. */
    passingScore: z.number().int().min(50).max(100),
    /** Free for everyone (basic-training) or only with the training feature. */
    free: z.boolean(),
    /** Badge colour (#RRGGBB) and icon illustration. */
    badgeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    /** An optional short video (public/media/...) with WebVTT captions per language. */
    video: z
      .object({
        url: z.string().regex(/^\/media\/[a-z0-9/-]+\.(webm|mp4)$/),
        captions: z.object({ en: z.string().regex(/^\/media\/.+\.vtt$/), pt: z.string().regex(/^\/media\/.+\.vtt$/) }),
      })
      .optional(),
    /** Sources the content follows (standards, guidance), for reviewers. */
    references: z.array(z.string().min(5)).min(1),
    en: courseLanguageSchema,
    pt: courseLanguageSchema,
  })
  .superRefine((c, ctx) => {
    for (const lang of ["en", "pt"] as const) {
      c[lang].challenge.questions.forEach((q, i) => {
        const at = [lang, "challenge", "questions", i];
        for (const problem of answerKeyProblems(q))
          ctx.addIssue({ code: "custom", path: [...at, "correct"], message: ANSWER_KEY_MESSAGES[problem] });
        // the answer key is one for both languages: the same options, in the same order, right
        const en = c.en.challenge.questions[i];
        if (lang === "pt" && en && !sameAnswerKey(en, q))
          ctx.addIssue({ code: "custom", path: at, message: "the same options and answer as in English" });
      });
    }
    if (c.en.steps.length !== c.pt.steps.length)
      ctx.addIssue({ code: "custom", path: ["pt", "steps"], message: "same number of steps in both languages" });
    if (c.en.challenge.questions.length !== c.pt.challenge.questions.length)
      ctx.addIssue({ code: "custom", path: ["pt", "challenge"], message: "same questions in both languages" });
  });
export type CourseContent = z.infer<typeof courseContentSchema>;

/** Whether a question asks "select all that apply" (checkboxes) rather than one answer. */
export function isMultiple(q: { correct: readonly number[]; multiple?: boolean }) {
  return q.multiple ?? q.correct.length > 1;
}

/** What can be wrong with a question's answer key by itself (the library's rules). */
export type AnswerKeyProblem = "outOfRange" | "duplicate" | "singleChoice" | "selectAll";
const ANSWER_KEY_MESSAGES: Record<AnswerKeyProblem, string> = {
  outOfRange: "index out of range",
  duplicate: "an option is listed twice",
  singleChoice: "a single-choice question has one right option",
  selectAll: '"select all" leaves at least one option wrong',
};

type KeyedQuestion = { options: readonly unknown[]; correct: readonly number[]; multiple?: boolean };

/** A question's answer-key problems: indexes in range and once each, one right option for single choice, one wrong for "select all". */
export function answerKeyProblems(q: KeyedQuestion): AnswerKeyProblem[] {
  const out: AnswerKeyProblem[] = [];
  if (q.correct.some((k) => k >= q.options.length)) out.push("outOfRange");
  if (new Set(q.correct).size !== q.correct.length) out.push("duplicate");
  if (!isMultiple(q) && q.correct.length !== 1) out.push("singleChoice");
  if (isMultiple(q) && q.correct.length >= q.options.length) out.push("selectAll");
  return out;
}

/** The answer key is one for both languages: the same number of options, the same kind, the same right ones. */
export function sameAnswerKey(a: KeyedQuestion, b: KeyedQuestion) {
  return (
    a.options.length === b.options.length &&
    isMultiple(a) === isMultiple(b) &&
    [...a.correct].sort().join() === [...b.correct].sort().join()
  );
}
