import type { FileOperation, Operation } from "../operations.ts";
import {
  auditPageSchema,
  auditQuerySchema,
  evidenceDetailSchema,
  evidenceLinkParamsSchema,
  evidenceListQuerySchema,
  evidenceListSchema,
  evidenceParamsSchema,
  evidenceUpdateSchema,
  linkEvidenceInputSchema,
} from "../compliance-evidence.ts";
import { COMPLIANCE_EXPORTS, exportQuerySchema, reportQuerySchema } from "../compliance-exports.ts";
import {
  adoptInputSchema,
  adoptionListSchema,
  adoptionSchema,
  frameworkListSchema,
  frameworkSlugParamsSchema,
  frameworkSummarySchema,
  frameworkTreeSchema,
  requirementDetailSchema,
  requirementListQuerySchema,
  requirementListSchema,
  requirementParamsSchema,
  requirementUpdateSchema,
  trendQuerySchema,
  trendSchema,
} from "../compliance.ts";

/**
 * Compliance's JSON operations: frameworks, adoptions, requirements and their evidence. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const complianceOperations = {
  // multipart uploads are typed by their answer
  "GET /compliance/frameworks": { response: frameworkListSchema },
  "GET /compliance/frameworks/{slug}": { params: frameworkSlugParamsSchema, response: frameworkTreeSchema },
  "POST /compliance/frameworks": { response: frameworkSummarySchema },
  "DELETE /compliance/frameworks/{slug}": { params: frameworkSlugParamsSchema, response: null },
  "GET /compliance/adoptions": { response: adoptionListSchema },
  "POST /compliance/adoptions": { body: adoptInputSchema, response: adoptionSchema },
  "DELETE /compliance/adoptions/{slug}": { params: frameworkSlugParamsSchema, response: null },
  "GET /compliance/adoptions/{slug}/trend": { params: frameworkSlugParamsSchema, query: trendQuerySchema, response: trendSchema },
  "GET /compliance/requirements": { query: requirementListQuerySchema, response: requirementListSchema },
  "GET /compliance/requirements/{id}": { params: requirementParamsSchema, response: requirementDetailSchema },
  "PATCH /compliance/requirements/{id}": {
    params: requirementParamsSchema,
    body: requirementUpdateSchema,
    response: requirementDetailSchema,
  },
  "GET /compliance/audit": { query: auditQuerySchema, response: auditPageSchema },
  "GET /compliance/evidence": { query: evidenceListQuerySchema, response: evidenceListSchema },
  "POST /compliance/evidence": { response: evidenceDetailSchema },
  "POST /compliance/evidence/links": { body: linkEvidenceInputSchema, response: evidenceDetailSchema },
  "GET /compliance/evidence/{id}": { params: evidenceParamsSchema, response: evidenceDetailSchema },
  "PATCH /compliance/evidence/{id}": { params: evidenceParamsSchema, body: evidenceUpdateSchema, response: evidenceDetailSchema },
  "DELETE /compliance/evidence/{id}": { params: evidenceParamsSchema, response: null },
  "PUT /compliance/evidence/{id}/requirements/{requirementId}": { params: evidenceLinkParamsSchema, response: evidenceDetailSchema },
  "DELETE /compliance/evidence/{id}/requirements/{requirementId}": { params: evidenceLinkParamsSchema, response: evidenceDetailSchema },
} as const satisfies Record<string, Operation>;

/**
 * Compliance's downloads (issue 12 §6): the Statement of Applicability, the CSF profile, the report, with the very
 * query schemas their routes declare (server/api/compliance/exports/report.test.ts).
 */
export const complianceFileOperations = {
  "GET /compliance/reports/soa.xlsx": { query: exportQuerySchema, contentType: COMPLIANCE_EXPORTS.soaXlsx.contentType },
  "GET /compliance/reports/soa.pdf": { query: exportQuerySchema, contentType: COMPLIANCE_EXPORTS.soaPdf.contentType },
  "GET /compliance/reports/csf-profile.xlsx": { query: exportQuerySchema, contentType: COMPLIANCE_EXPORTS.csfProfile.contentType },
  "GET /compliance/reports/report.pdf": { query: reportQuerySchema, contentType: COMPLIANCE_EXPORTS.report.contentType },
} as const satisfies Record<string, FileOperation>;

type Table = typeof complianceOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface ComplianceOperations extends Table {}
