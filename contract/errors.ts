import { z } from "zod";

/** Every API error has this shape; `message` is translated to the request's language. */
export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().describe("Stable machine-readable code, e.g. validation_failed"),
      message: z.string().describe("Human-readable message in the caller's language"),
      issues: z
        .array(z.object({ path: z.string(), message: z.string() }))
        .optional()
        .describe("Per-field problems for validation failures"),
    }),
  })
  .meta({ id: "Error" });
export type ApiError = z.infer<typeof errorSchema>;
