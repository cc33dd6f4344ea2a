import { z } from "zod";
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
