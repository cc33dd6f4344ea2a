import { z } from "zod";
import { AREAS } from "./course-content.ts";

export const skillGapQuestionSchema = z.object({ id: z.string(), area: z.enum(AREAS), prompt: z.string(), options: z.array(z.string()), multiple: z.boolean() }).meta({ id: "SkillGapQuestion" });
export const skillGapAnswersSchema = z.object({
  answers: z.record(z.string().max(80), z.array(z.number().int().min(0).max(10)).max(10)).refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= 30, { message: "errors:required" }),
});
export const skillGapScoresSchema = z.partialRecord(z.enum(AREAS), z.number().int().min(0).max(100));
export const skillGapResultSchema = z
  .object({
    scores: skillGapScoresSchema,
    recommended: z.array(z.object({ slug: z.string(), title: z.string(), area: z.enum(AREAS), coverIllustration: z.string() })),
    takenAt: z.string(),
    saved: z.boolean(),
  })
  .meta({ id: "SkillGapResult" });
/** What an anonymous visitor's browser keeps (localStorage "skill5:skill-gap") and sends with confirm-sign-up. */
export const storedSkillGapSchema = z.object({ scores: skillGapScoresSchema, takenAt: z.string().datetime() });
