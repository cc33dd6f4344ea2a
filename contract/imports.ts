import { z } from "zod";
import { pageOf } from "./common.ts";
import { IMPORT_LIMITS, IMPORT_STATUSES, IMPORT_TARGETS } from "./import-rules.ts";

// CSV imports of a company's people (§2 /my-company/imports): upload, follow, download the failed rows.

const page = z.coerce
  .number()
  .int({ error: "errors:invalidValue" })
  .min(1, { error: "errors:invalidValue" })
  .max(10_000, { error: "errors:invalidValue" })
  .default(1);
const flag = z.enum(["true", "false"], { error: "errors:invalidChoice" });

/** header as written in the file → the field it fills. */
export const importMappingSchema = z
  .record(z.string().min(1).max(200), z.enum(IMPORT_TARGETS, { error: "errors:invalidChoice" }))
  .refine((m) => Object.keys(m).length <= 50, { error: "errors:tooMany" })
  .describe(
    "A column's header, as written in the file → name, email, groups, role, language or ignore; other columns are matched by their header",
  );
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importCreateQuerySchema = z.object({
  dryRun: flag.default("false").describe("true: check the file and report what would change, without changing anything"),
  sendInvitations: flag
    .default("true")
    .describe(
      "true (the default): once the import is written, each person it invites (or whose expired invitation it reopens) gets the invitation e-mail, in their language; false: send them later from the members page",
    ),
  fileName: z
    .string()
    .trim()
    .max(IMPORT_LIMITS.fileName, { error: "errors:tooLong" })
    .optional()
    .describe("The file's name, shown in the history"),
});
export const importListQuerySchema = z.object({
  page,
  limit: z.coerce
    .number()
    .int({ error: "errors:invalidValue" })
    .min(1, { error: "errors:invalidValue" })
    .max(IMPORT_LIMITS.maxPageSize, { error: "errors:invalidValue" })
    .default(IMPORT_LIMITS.pageSize),
});
export const importParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });
export const importQuerySchema = z.object({
  page: page.describe("The page of `errors`"),
  limit: z.coerce
    .number()
    .int({ error: "errors:invalidValue" })
    .min(1, { error: "errors:invalidValue" })
    .max(IMPORT_LIMITS.maxErrorsPageSize, { error: "errors:invalidValue" })
    .default(IMPORT_LIMITS.errorsPageSize)
    .describe(`Errors per page (${IMPORT_LIMITS.errorsPageSize} by default, at most ${IMPORT_LIMITS.maxErrorsPageSize})`),
});
export const importRetrySchema = z.object({
  mapping: importMappingSchema,
  dryRun: z.boolean({ error: "errors:invalidValue" }).default(false),
  sendInvitations: z
    .boolean({ error: "errors:invalidValue" })
    .optional()
    .describe("Whether the invitations are e-mailed; the first import's choice when left out"),
});
export type ImportRetry = z.input<typeof importRetrySchema>;

export const importErrorSchema = z
  .object({
    line: z.number().int().describe("The file's line (1 is the header row)"),
    column: z.string().nullable().describe("The column's header as written in the file; null when the whole row or file is at fault"),
    code: z.string().describe("A stable code for scripts"),
    message: z.string().describe("Translated"),
  })
  .meta({ id: "ImportError" });
export type ImportError = z.infer<typeof importErrorSchema>;

const counts = {
  totalRows: z.number().int().describe("People rows in the file (blank rows aside)"),
  processedRows: z.number().int(),
  created: z.number().int().describe("New members and invitations (would be, in a dry run)"),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int().describe("Rows with errors, skipped"),
};

export const importSummarySchema = z
  .object({
    id: z.string(),
    status: z.enum(IMPORT_STATUSES),
    dryRun: z.boolean(),
    sendInvitations: z.boolean().describe("Whether the invitations the import opens are e-mailed"),
    fileName: z.string(),
    ...counts,
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ImportSummary" });
export type ImportSummary = z.infer<typeof importSummarySchema>;
export const importListSchema = pageOf(importSummarySchema);
export type ImportList = z.infer<typeof importListSchema>;

export const importSchema = importSummarySchema
  .extend({
    errors: z.array(importErrorSchema).describe("One page of the errors, by line"),
    errorCount: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    startedAt: z.string().nullable(),
    headers: z.array(z.string()).describe("The file's header row as written"),
    missingFields: z.array(z.enum(IMPORT_TARGETS)).describe("Required fields no column fills: a mapping is needed"),
    mapping: z.record(z.string(), z.enum(IMPORT_TARGETS)).describe("The mapping the import was given"),
    invitationsSent: z.number().int().describe("Invitation e-mails sent so far for this import"),
    invitationsPending: z.number().int().describe("Invitations of this import still to be e-mailed (sent in the background)"),
  })
  .meta({ id: "Import" });
export type Import = z.infer<typeof importSchema>;

export const importCreatedSchema = z.object({ id: z.uuid() });
