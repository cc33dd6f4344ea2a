import { z } from "zod";
import { pageOf } from "./common.ts";
import { errorSchema } from "./errors.ts";
import {
  DKIM_SELECTOR_PATTERN,
  SCAN_SCHEDULES,
  SCAN_STATUSES,
  SCAN_TRIGGERS,
  SCANNER_LIMITS,
  VERIFICATION_METHODS,
} from "./scanner-limits.ts";
import { GRADES, SCAN_CATEGORIES, TEST_RESULTS, UNREACHABLE_REASONS } from "./scanner-results.ts";

/**
 * The scanners area's API (issue 11): an entity's websites, their ownership verification and
 * settings, scans queued and read, and the free public scan of the marketing site. The
 * results inside a scan keep the shape of contract/scanner-results.ts; each text is given as
 * its catalog key and variables (for clients that translate) and as `text` in the viewer's
 * language (for clients that show it as it is).
 */

// the limits and choices live in a module without zod, which the pages import
export {
  DKIM_SELECTOR_PATTERN,
  SCAN_SCHEDULES,
  SCAN_STATUSES,
  SCAN_TRIGGERS,
  SCANNER_LIMITS,
  VERIFICATION_METHODS,
} from "./scanner-limits.ts";
export type { ScanSchedule, ScanStatus, ScanTrigger, VerificationMethod } from "./scanner-limits.ts";

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const grade = z.enum(GRADES).nullable();
const hostName = z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(253, { error: "errors:tooLong" });

export const websiteParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });
export const scanParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });

export const websiteListQuerySchema = z.object({
  search: z.string().trim().max(SCANNER_LIMITS.search).optional(),
  page,
  limit: z.coerce.number().int().min(1).max(SCANNER_LIMITS.pageSize).default(SCANNER_LIMITS.pageSize),
});
export const scanHistoryQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(100).default(SCANNER_LIMITS.historyPageSize),
});

/** `POST /api/entity/websites`: a host name or a URL; normalised (IDN to punycode, lower case, default port dropped). */
export const websiteInputSchema = z.object({
  url: z
    .string({ error: "errors:required" })
    .trim()
    .min(1, { error: "errors:required" })
    .max(SCANNER_LIMITS.maxUrlLength, { error: "errors:tooLong" }),
});
export type WebsiteInput = z.infer<typeof websiteInputSchema>;

/** `PATCH /api/entity/websites/{id}`: what is scanned and when. */
export const websiteSettingsSchema = z.object({
  schedule: z.enum(SCAN_SCHEDULES, { error: "errors:invalidChoice" }).optional(),
  /** The e-mail domain the e-mail checks ask about; the site's registrable domain by default. */
  emailDomain: hostName.nullable().optional(),
  /** Sub-domains checked for dangling CNAMEs (exposure checks, verified sites). */
  subdomains: z.array(hostName).max(SCANNER_LIMITS.maxSubdomains, { error: "errors:tooMany" }).optional(),
  /** DKIM selectors asked besides the common ones. */
  dkimSelectors: z
    .array(z.string().trim().regex(DKIM_SELECTOR_PATTERN, { error: "errors:invalidValue" }))
    .max(SCANNER_LIMITS.maxDkimSelectors, { error: "errors:tooMany" })
    .optional(),
  /** E-mail the site's managers when a grade drops, a new failure appears or the certificate nears expiry. */
  alerts: z.boolean().optional(),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

export const verifyInputSchema = z.object({ method: z.enum(VERIFICATION_METHODS, { error: "errors:invalidChoice" }).optional() });

export const categoryGradeSchema = z
  .object({ key: z.enum(SCAN_CATEGORIES), grade, score: z.number().nullable() })
  .meta({ id: "ScanCategoryGrade" });

export const scanSummarySchema = z
  .object({
    id: z.uuid(),
    status: z.enum(SCAN_STATUSES),
    trigger: z.enum(SCAN_TRIGGERS),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    grade: grade.describe('The overall grade (docs/scanners-grading.md, "Overall")'),
    score: z.number().nullable(),
    categories: z.array(categoryGradeSchema),
    failures: z.number().int().describe("Tests that failed"),
    warnings: z.number().int(),
    unreachable: z
      .enum(UNREACHABLE_REASONS)
      .nullable()
      .describe("Why the scan never reached the site (such a scan has no grade, no score and no findings to count); null when it did"),
  })
  .meta({ id: "ScanSummary" });
export type ScanSummary = z.infer<typeof scanSummarySchema>;

export const verificationSchema = z
  .object({
    verified: z.boolean(),
    method: z.enum(VERIFICATION_METHODS).nullable(),
    verifiedAt: z.string().nullable(),
    /** The value the owner publishes by any one method. */
    token: z.string(),
    dns: z.object({ name: z.string().describe("TXT record name"), value: z.string() }),
    file: z.object({ url: z.string(), content: z.string() }),
    meta: z.object({ tag: z.string().describe("<meta> to put in the home page's <head>") }),
  })
  .meta({ id: "WebsiteVerification" });

export const websiteSchema = z
  .object({
    id: z.uuid(),
    url: z.string().describe("Normalised origin, e.g. https://example.com"),
    host: z.string().describe("ASCII (punycode) host name"),
    displayHost: z.string().describe("The host name as people write it (Unicode)"),
    verified: z.boolean(),
    schedule: z.enum(SCAN_SCHEDULES),
    nextScanAt: z.string().nullable(),
    emailDomain: z
      .string()
      .nullable()
      .describe("The domain the e-mail checks ask about (the site's registrable domain unless set); null for a site at an IP address"),
    subdomains: z.array(z.string()),
    dkimSelectors: z.array(z.string()),
    alerts: z.boolean(),
    createdAt: z.string(),
    latestScan: scanSummarySchema.nullable().describe("The newest finished scan"),
    activeScan: z
      .object({ id: z.uuid(), status: z.enum(SCAN_STATUSES) })
      .nullable()
      .describe("A scan queued or running"),
    trend: z.enum(["up", "down", "same"]).nullable().describe("Overall score against the scan before the latest"),
  })
  .meta({ id: "Website" });
export type Website = z.infer<typeof websiteSchema>;

export const websiteListSchema = pageOf(websiteSchema).extend({
  max: z.number().int().describe("How many websites the entity may have"),
  canManage: z.boolean().describe("manage-scanners"),
});
export type WebsiteList = z.infer<typeof websiteListSchema>;

export const websiteDetailSchema = websiteSchema
  .extend({ verification: verificationSchema, canManage: z.boolean() })
  .meta({ id: "WebsiteDetail" });
export type WebsiteDetail = z.infer<typeof websiteDetailSchema>;

export const scanHistorySchema = pageOf(scanSummarySchema);
export type ScanHistory = z.infer<typeof scanHistorySchema>;

const textSchema = z.object({
  key: z.string(),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  text: z.string(),
});

export const scanTestSchema = z
  .object({
    id: z.string(),
    result: z.enum(TEST_RESULTS).describe("error: could not check (a timeout or refusal), never a failure"),
    scoreModifier: z.number(),
    evidence: z.record(z.string(), z.unknown()).nullable(),
    summary: textSchema,
    recommendation: textSchema.nullable(),
  })
  .meta({ id: "ScanTest" });
export type ScanTestView = z.infer<typeof scanTestSchema>;

export const scanCategorySchema = z
  .object({
    key: z.enum(SCAN_CATEGORIES),
    grade,
    score: z.number().nullable().describe("For headers: MDN HTTP Observatory's score; the grade is the Observatory's too"),
    tests: z.array(scanTestSchema),
  })
  .meta({ id: "ScanCategory" });

/** `GET /api/scans/{id}` (issue 11). */
export const scanSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(SCAN_STATUSES),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    categories: z.array(scanCategorySchema),
    websiteId: z.uuid().nullable(),
    url: z.string(),
    trigger: z.enum(SCAN_TRIGGERS),
    createdAt: z.string(),
    grade,
    score: z.number().nullable(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).describe("Categories finished of those the scan runs"),
    error: textSchema.nullable().describe("Why a failed scan failed"),
    unreachable: z
      .object({
        reason: z.enum(UNREACHABLE_REASONS),
        detail: z.string().describe("What the connection said, as evidence"),
        summary: textSchema.describe("Why, in the viewer's language"),
        fix: textSchema.describe("What to check"),
      })
      .nullable()
      .describe(
        "Set when the scan never reached the site: then it has no grade and no score, and nothing in it is a finding about the site",
      ),
  })
  .meta({ id: "Scan" });
export type Scan = z.infer<typeof scanSchema>;

/** `POST /api/entity/websites/{id}/scans` when a scan of the site is already queued or running: the error, and that scan's id. */
export const scanInProgressSchema = errorSchema
  .extend({ id: z.uuid().describe("The scan under way: GET /api/scans/{id}") })
  .meta({ id: "ScanInProgress" });

/** `POST /api/public/scans`: the marketing site's free scan (headers and TLS only). */
export const publicScanInputSchema = z.object({
  url: websiteInputSchema.shape.url,
  captchaPayload: z.string({ error: "errors:captchaRequired" }).min(1, { error: "errors:captchaRequired" }).max(4096),
});
export const publicScanCreatedSchema = z.object({
  id: z.uuid(),
  token: z.string().describe("Reads the result: GET /api/public/scans/{id}?token="),
  reused: z.boolean().describe("A recent scan of the same address answers instead of a new one (SCANNER_TARGET_INTERVAL)"),
});
export type PublicScanCreated = z.infer<typeof publicScanCreatedSchema>;
/** Without the right token a public scan is not found (404), as if it did not exist. */
export const publicScanQuerySchema = z.object({ token: z.string().max(200).optional() });
