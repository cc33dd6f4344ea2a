import { z } from "zod";
import { listOf } from "./common.ts";
import { AREAS } from "./course-areas.ts";
import { choiceSchema } from "./learning.ts";
import { CONFIDENCE, TOPIC_IDS } from "./skill-gap-topics.ts";

/** A sitting's seed: the same seed draws the same questions in the same order. */
export const SITTING_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const sitting = z.string().regex(SITTING_PATTERN, { error: "errors:invalidValue" });

export const skillGapQuestionSchema = z
  .object({
    id: z.string(),
    area: z.enum(AREAS),
    topic: z.enum(TOPIC_IDS),
    prompt: z.string(),
    options: z.array(z.string()).describe("The options' words, in this sitting's order (the same order as `choices`)"),
    choices: z.array(choiceSchema).describe("The options with their ids, shuffled per sitting"),
    multiple: z.boolean(),
  })
  .meta({ id: "SkillGapQuestion" });
export type SkillGapQuestion = z.infer<typeof skillGapQuestionSchema>;
export const skillGapQuestionListSchema = listOf(skillGapQuestionSchema).extend({
  sitting: z.string().describe("This sitting's seed: send it back to GET the same sitting again (a reload) and with the answers"),
});
export const skillGapQuestionsQuerySchema = z.object({ sitting: sitting.optional() });
export const skillGapAnswersSchema = z.object({
  answers: z
    .record(z.string().max(80), z.union([z.array(z.string().min(1).max(40)).max(10), z.array(z.number().int().min(0).max(10)).max(10)]))
    .refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= 30, { message: "errors:required" })
    .describe(
      "Question id → the ids of the chosen options. Positions are accepted too, in the order the given `sitting` shows; they need `sitting`.",
    ),
  sitting: sitting.optional(),
});
export type SkillGapAnswers = z.infer<typeof skillGapAnswersSchema>;
export const skillGapScoresSchema = z.partialRecord(z.enum(AREAS), z.number().int().min(0).max(100));
export type SkillGapScores = z.infer<typeof skillGapScoresSchema>;
export const skillGapAreaResultSchema = z.object({
  area: z.enum(AREAS),
  score: z.number().int().min(0).max(100),
  answered: z.number().int(),
  correct: z.number().int(),
  confidence: z.enum(CONFIDENCE).describe("How far the score can be trusted, from the number of questions answered in the area"),
});
export type SkillGapAreaResult = z.infer<typeof skillGapAreaResultSchema>;
export const skillGapTopicResultSchema = z.object({
  topic: z.enum(TOPIC_IDS),
  area: z.enum(AREAS),
  score: z.number().int().min(0).max(100),
  answered: z.number().int(),
  correct: z.number().int(),
});
export type SkillGapTopicResult = z.infer<typeof skillGapTopicResultSchema>;
export const skillGapResultSchema = z
  .object({
    scores: skillGapScoresSchema,
    areas: z
      .array(skillGapAreaResultSchema)
      .describe("Each measured area: its score, how many questions it rests on, and the confidence that follows"),
    topics: z.array(skillGapTopicResultSchema).describe("Each measured topic, weakest first"),
    recommended: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        area: z.enum(AREAS),
        coverIllustration: z.string(),
        topic: z.enum(TOPIC_IDS).nullable().describe("The weak topic the course teaches (null: a course of a weak area)"),
      }),
    ),
    takenAt: z.string(),
    saved: z.boolean(),
  })
  .meta({ id: "SkillGapResult" });
export type SkillGapResult = z.infer<typeof skillGapResultSchema>;
/** The signed-in person's results, newest first. */
export const skillGapHistorySchema = listOf(z.object({ scores: skillGapScoresSchema, takenAt: z.string() }));
export type SkillGapHistory = z.infer<typeof skillGapHistorySchema>;
/** What an anonymous visitor's browser keeps (localStorage "skill5:skill-gap") and sends with confirm-sign-up. */
export const storedSkillGapSchema = z.object({ scores: skillGapScoresSchema, takenAt: z.string().datetime() });
export type StoredSkillGap = z.infer<typeof storedSkillGapSchema>;
