import { z } from "zod";
import { AUTOMATIC_EVIDENCE_KINDS, REQUIREMENT_ID_PATTERN } from "./compliance-frameworks.ts";
import { COMPLIANCE_AUDIT_ACTIONS, COMPLIANCE_LIMITS as L, EVIDENCE_KINDS, EVIDENCE_STATES } from "./compliance-limits.ts";
import { GRADES, SCAN_CATEGORIES } from "./scanner-results.ts";

/**
 * Compliance evidence and the audit trail (issue 12 items 2, 3 and 5): files and links with
 * their validity, the requirements they support, the evidence the product gathers by itself,
 * and who changed what.
 */

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(L.maxPageSize).default(L.pageSize);
const day = z.iso.date({ error: "compliance:errors.invalidDate" }).meta({ example: "2026-12-31" });
const requirementId = z
  .string({ error: "errors:invalidValue" })
  .max(120, { error: "errors:tooLong" })
  .regex(REQUIREMENT_ID_PATTERN, { error: "compliance:errors.unknownRequirement" });

export const evidenceParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });
/** A requirement id that names nothing the entity sees is answered 404 by the operation, not refused here. */
export const evidenceLinkParamsSchema = z.object({
  id: z.uuid({ error: "errors:notFound" }),
  requirementId: z.string().min(1).max(200, { error: "errors:notFound" }),
});

export const evidenceSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(EVIDENCE_KINDS),
    title: z.string(),
    description: z.string().nullable(),
    url: z.string().nullable().describe("A link's address; for a file, null (download it from /api/compliance/evidence/{id}/file)"),
    fileName: z.string().nullable(),
    contentType: z.string().nullable(),
    sizeBytes: z.number().int().nullable(),
    validUntil: z.string().nullable().describe("The last day it is valid (YYYY-MM-DD); null: no end date"),
    state: z.enum(EVIDENCE_STATES),
    requirementCount: z.number().int(),
    createdAt: z.string(),
    createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: "ComplianceEvidence" });
export type EvidenceSummary = z.infer<typeof evidenceSummarySchema>;

export const evidenceDetailSchema = evidenceSummarySchema
  .extend({
    requirements: z.array(z.object({ id: z.string(), framework: z.string(), code: z.string(), title: z.string() })),
    canManage: z.boolean(),
  })
  .meta({ id: "ComplianceEvidenceDetail" });
export type EvidenceDetail = z.infer<typeof evidenceDetailSchema>;

export const evidenceListQuerySchema = z.object({
  search: z.string().trim().max(L.search, { error: "errors:tooLong" }).optional(),
  kind: z.enum(EVIDENCE_KINDS, { error: "errors:invalidChoice" }).optional(),
  state: z.enum(EVIDENCE_STATES, { error: "errors:invalidChoice" }).optional(),
  requirement: requirementId.optional(),
  /** Evidence that supports no requirement yet. */
  unlinked: z.enum(["true", "false"], { error: "errors:invalidChoice" }).optional(),
  page,
  limit,
});
export const evidenceListSchema = z.object({
  data: z.array(evidenceSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  canManage: z.boolean(),
});

const title = z
  .string({ error: "errors:required" })
  .trim()
  .min(1, { error: "errors:required" })
  .max(L.evidenceTitle, { error: "errors:tooLong" });
const description = z
  .string({ error: "errors:invalidValue" })
  .trim()
  .max(L.evidenceDescription, { error: "errors:tooLong" })
  .nullable()
  .optional();

/** `POST /api/compliance/evidence/links`: a link (http or https) as evidence. */
export const linkEvidenceInputSchema = z.object({
  title,
  description,
  url: z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(L.url, { error: "errors:tooLong" }),
  validUntil: day.nullable().optional(),
  requirementIds: z.array(requirementId).max(L.requirementsPerEvidence, { error: "errors:tooMany" }).optional(),
});
export type LinkEvidenceInput = z.infer<typeof linkEvidenceInputSchema>;

/** The form fields beside an uploaded file (multipart). */
export const fileEvidenceFieldsSchema = z.object({
  title: title.optional(),
  description,
  validUntil: day.nullable().optional(),
  requirementIds: z.array(requirementId).max(L.requirementsPerEvidence, { error: "errors:tooMany" }).optional(),
});
export type FileEvidenceFields = z.infer<typeof fileEvidenceFieldsSchema>;

/** `PATCH /api/compliance/evidence/{id}`: a new title, description or validity (renewed evidence). */
export const evidenceUpdateSchema = z.object({ title: title.optional(), description, validUntil: day.nullable().optional() });
export type EvidenceUpdate = z.infer<typeof evidenceUpdateSchema>;

/** Evidence the product gathers by itself for a requirement marked `automaticEvidence`. */
export const automaticEvidenceSchema = z
  .object({
    kind: z.enum(AUTOMATIC_EVIDENCE_KINDS),
    current: z.boolean().describe("Whether it counts as valid evidence now (docs/compliance-readiness.md)"),
    training: z
      .object({
        members: z.number().int().describe("Active members of the entity"),
        trained: z.number().int().describe("Of whom completed a security-awareness course within the window"),
        percent: z.number().int(),
        windowDays: z.number().int(),
        minPercent: z.number().int().describe("The share of members trained from which it counts as evidence"),
      })
      .nullable(),
    /** On security-training: the latest phishing simulation's figures beside the training, when the company ran one. */
    phishing: z
      .object({
        campaignName: z.string(),
        at: z.string(),
        phishProne: z.number().nullable().describe("Clicked or submitted ÷ delivered, in percent"),
        reportRate: z.number().nullable().describe("Reported ÷ delivered, in percent"),
      })
      .nullable()
      .optional(),
    scans: z.array(
      z.object({
        scanId: z.uuid(),
        websiteId: z.uuid(),
        host: z.string(),
        category: z.enum(SCAN_CATEGORIES),
        grade: z.enum(GRADES).nullable(),
        finishedAt: z.string(),
        current: z.boolean().describe("Finished within the window that keeps a scan current"),
        passing: z.boolean().describe("Graded at least the lowest grade that evidences a category; a current, passing scan counts"),
        reportPath: z.string().describe("The report's page: /scanners/scans/{id}"),
      }),
    ),
  })
  .meta({ id: "ComplianceAutomaticEvidence" });
export type AutomaticEvidence = z.infer<typeof automaticEvidenceSchema>;

export const auditQuerySchema = z.object({
  requirement: requirementId.optional(),
  framework: z.string().max(60).optional(),
  evidence: z.uuid({ error: "errors:invalidValue" }).optional(),
  page,
  limit,
});
export const auditEventSchema = z
  .object({
    id: z.uuid(),
    at: z.string(),
    actor: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("null: the product (e.g. evidence expired)"),
    action: z.enum(COMPLIANCE_AUDIT_ACTIONS),
    requirementId: z.string().nullable(),
    framework: z.string().nullable(),
    evidenceId: z.uuid().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    text: z.string().describe("What happened, in the viewer's language"),
  })
  .meta({ id: "ComplianceAuditEvent" });
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditPageSchema = z.object({
  data: z.array(auditEventSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
