import { z } from "zod";
import { FRAMEWORK_SLUG_PATTERN } from "./compliance-frameworks.ts";

/**
 * The compliance exports' queries (issue 12 §6): the Statement of Applicability (XLSX, PDF), the
 * CSF 2.0 profile (XLSX) and the compliance report of one adopted framework (PDF). Each is a
 * file, not JSON: paths and content types in contract/compliance-export-files.ts.
 */

export * from "./compliance-export-files.ts";

const locale = z
  .enum(["en", "pt"], { error: "errors:invalidChoice" })
  .optional()
  .describe("The file's language; the viewer's own by default");

/** `GET /api/compliance/reports/soa.xlsx`, `soa.pdf`, `csf-profile.xlsx`. */
export const exportQuerySchema = z.object({ locale });

/** `GET /api/compliance/reports/report.pdf`: the adopted framework it reports on. */
export const reportQuerySchema = z.object({
  framework: z
    .string({ error: "errors:required" })
    .min(1, { error: "errors:required" })
    .max(60, { error: "errors:tooLong" })
    .regex(FRAMEWORK_SLUG_PATTERN, { error: "errors:invalidValue" })
    .describe("The slug of an adopted framework (shipped or imported)"),
  locale,
});
