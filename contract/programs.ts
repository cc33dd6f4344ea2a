import { z } from "zod";

const localizedText = (max: number) => z.object({ en: z.string().trim().min(3, { error: "errors:tooShortGeneric" }).max(max, { error: "errors:tooLong" }), pt: z.string().trim().min(3, { error: "errors:tooShortGeneric" }).max(max, { error: "errors:tooLong" }) });

export const programInputSchema = z.object({
  titles: localizedText(120),
  descriptions: localizedText(600),
  /** Course slugs in order. */
  courses: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "errors:invalidValue" })).min(1, { error: "errors:programCourses" }).max(30),
});

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
