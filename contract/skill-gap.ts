import { z } from "zod";
import { listOf } from "./common.ts";
import { AREAS } from "./course-areas.ts";

export const skillGapQuestionSchema = z.object({ id: z.string(), area: z.enum(AREAS), prompt: z.string(), options: z.array(z.string()), multiple: z.boolean() }).meta({ id: "SkillGapQuestion" });
export type SkillGapQuestion = z.infer<typeof skillGapQuestionSchema>;
export const skillGapQuestionListSchema = listOf(skillGapQuestionSchema);
export const skillGapAnswersSchema = z.object({
  answers: z.record(z.string().max(80), z.array(z.number().int().min(0).max(10)).max(10)).refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= 30, { message: "errors:required" }),
});
export type SkillGapAnswers = z.infer<typeof skillGapAnswersSchema>;
export const skillGapScoresSchema = z.partialRecord(z.enum(AREAS), z.number().int().min(0).max(100));
export type SkillGapScores = z.infer<typeof skillGapScoresSchema>;
export const skillGapResultSchema = z
  .object({
    scores: skillGapScoresSchema,
    recommended: z.array(z.object({ slug: z.string(), title: z.string(), area: z.enum(AREAS), coverIllustration: z.string() })),
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
