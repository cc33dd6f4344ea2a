import { z } from "zod";
import { TOPIC_IDS } from "../../../../contract/skill-gap-topics.ts";

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const side = z.object({ prompt: text(10, 300), options: z.array(text(1, 200)).min(3).max(5) });

/**
 * One item of the skill-gap test's bank, written for the test (not taken from a course's
 * challenge), in both languages with one answer key.
 */
export const bankItemSchema = z
  .object({
    /** Stable: results and option ids hang on it. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    topic: z.enum(TOPIC_IDS),
    /** Indexes of the right options. */
    correct: z.array(z.number().int().min(0)).min(1),
    /** "Select all that apply"; defaults to true when several options are right. */
    multiple: z.boolean().optional(),
    en: side,
    pt: side,
  })
  .superRefine((item, ctx) => {
    const multiple = item.multiple ?? item.correct.length > 1;
    const n = item.en.options.length;
    if (item.pt.options.length !== n) ctx.addIssue({ code: "custom", path: ["pt", "options"], message: "the same options as in English" });
    if (item.correct.some((k) => k >= n) || new Set(item.correct).size !== item.correct.length)
      ctx.addIssue({ code: "custom", path: ["correct"], message: "distinct indexes of options" });
    if (!multiple && item.correct.length !== 1)
      ctx.addIssue({ code: "custom", path: ["correct"], message: "a single-choice item has one right option" });
    if (multiple && item.correct.length >= n)
      ctx.addIssue({ code: "custom", path: ["correct"], message: '"select all" leaves at least one option wrong' });
  });
export type BankItem = z.input<typeof bankItemSchema>;
