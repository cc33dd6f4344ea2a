import { z } from "zod";
import { listOf } from "./common.ts";
import { SLUG_PATTERN } from "./field-rules.ts";

const localizedText = (max: number) => z.object({ en: z.string().trim().min(3, { error: "errors:tooShortGeneric" }).max(max, { error: "errors:tooLong" }), pt: z.string().trim().min(3, { error: "errors:tooShortGeneric" }).max(max, { error: "errors:tooLong" }) });

export const programInputSchema = z.object({
  titles: localizedText(120),
  descriptions: localizedText(600),
  /** Course slugs in order. */
  courses: z.array(z.string().regex(SLUG_PATTERN, { error: "errors:invalidValue" })).min(1, { error: "errors:programCourses" }).max(30),
});
export type ProgramInput = z.infer<typeof programInputSchema>;

export const programSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    owner: z.enum(["library", "company"]),
    editable: z.boolean(),
    courses: z.array(z.object({ slug: z.string(), title: z.string(), durationMinutes: z.number().int(), coverIllustration: z.string(), status: z.string().nullable(), progress: z.number().int() })),
    totalMinutes: z.number().int(),
    enrolled: z.boolean(),
    progress: z.number().int(),
  })
  .meta({ id: "Program" });
export type Program = z.infer<typeof programSchema>;
export type ProgramCourse = Program["courses"][number];
export const programListSchema = listOf(programSchema);
