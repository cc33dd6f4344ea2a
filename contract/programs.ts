import { z } from "zod";
import { PROGRAM_LIMITS, SLUG_PATTERN } from "./field-rules.ts";

const text = (max: number) =>
  z.string().trim().min(PROGRAM_LIMITS.textMin, { error: "errors:tooShortGeneric" }).max(max, { error: "errors:tooLong" });
const localizedText = (max: number) => z.object({ en: text(max), pt: text(max) });

export const programInputSchema = z.object({
  titles: localizedText(PROGRAM_LIMITS.title),
  descriptions: localizedText(PROGRAM_LIMITS.description),
  /** Course slugs in order. */
  courses: z
    .array(z.string().regex(SLUG_PATTERN, { error: "errors:invalidValue" }))
    .min(1, { error: "errors:programCourses" })
    .max(PROGRAM_LIMITS.courses),
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
    courses: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        durationMinutes: z.number().int(),
        coverIllustration: z.string(),
        status: z.string().nullable(),
        progress: z.number().int(),
      }),
    ),
    totalMinutes: z.number().int(),
    enrolled: z.boolean(),
    progress: z.number().int(),
  })
  .meta({ id: "Program" });

/** The programs a viewer sees, and what the viewer may do with them (the server's policy). */
export const programListSchema = z
  .object({
    data: z.array(programSchema),
    canCreate: z.boolean().describe("Whether the viewer may create and edit company programs (custom-programs and manage-users)"),
  })
  .meta({ id: "ProgramList" });
export type ProgramList = z.infer<typeof programListSchema>;
export type Program = z.infer<typeof programSchema>;
export type ProgramCourse = Program["courses"][number];
