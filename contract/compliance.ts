import { z } from "zod";
import { AUTOMATIC_EVIDENCE_KINDS, MAPPING_SOURCES, REQUIREMENT_ID_PATTERN } from "./compliance-frameworks.ts";
import { COMPLIANCE_LIMITS as L, FRAMEWORK_ORIGINS, REQUIREMENT_DUE_FILTERS, REQUIREMENT_STATUSES } from "./compliance-limits.ts";
import { automaticEvidenceSchema, evidenceSummarySchema } from "./compliance-evidence.ts";

/**
 * The compliance area's API (issue 12): frameworks and their requirement trees, what the active
 * entity adopted and how ready it is, and each requirement's assessment. Texts come in the
 * viewer's language. Evidence and the audit trail: contract/compliance-evidence.ts.
 */

export * from "./compliance-limits.ts";

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(L.maxPageSize).default(L.pageSize);
/** A calendar day, `YYYY-MM-DD`. */
export const daySchema = z.iso.date({ error: "compliance:errors.invalidDate" }).meta({ example: "2026-12-31" });

export const frameworkSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, { error: "errors:notFound" }),
});
export const requirementParamsSchema = z.object({
  id: z.string().min(3).max(120).regex(REQUIREMENT_ID_PATTERN, { error: "errors:notFound" }),
});

// ---- frameworks

export const frameworkSummarySchema = z
  .object({
    slug: z.string(),
    name: z.string().describe("In the viewer's language"),
    version: z.string(),
    requirementCount: z.number().int(),
    origin: z.enum(FRAMEWORK_ORIGINS),
    adopted: z.boolean().describe("Whether the viewer's entity adopted it"),
  })
  .meta({ id: "ComplianceFrameworkSummary" });
/** `GET /api/compliance/frameworks`: a bare array (issue 12). */
export const frameworkListSchema = z.array(frameworkSummarySchema);
export type FrameworkSummary = z.infer<typeof frameworkSummarySchema>;

export const requirementMappingSchema = z
  .object({
    id: z.string().describe("The linked requirement's id"),
    framework: z.string().describe("Its framework's slug"),
    code: z.string(),
    title: z.string(),
    source: z.enum(MAPPING_SOURCES),
    note: z.string().nullable(),
  })
  .meta({ id: "ComplianceRequirementMapping" });

/** The entity's assessment of a requirement as lists show it (null in the tree of a framework not adopted). */
export const requirementStateSchema = z
  .object({
    status: z.enum(REQUIREMENT_STATUSES),
    ownerId: z.uuid().nullable(),
    dueDate: z.string().nullable(),
    reviewDate: z.string().nullable(),
    evidenceCount: z.number().int().describe("Uploaded or linked evidence attached"),
    validEvidenceCount: z.number().int().describe("Of which not expired"),
    automaticEvidence: z.boolean().describe("Evidence the product gathers by itself is current (training completions, recent scans)"),
    evidenced: z.boolean().describe("Some valid evidence, uploaded, linked or automatic"),
    noEvidenceNeeded: z.boolean().describe("A reason why it needs no evidence is recorded (see the requirement's noEvidence)"),
    ready: z
      .boolean()
      .describe("Implemented and evidenced, or implemented with a recorded reason why no evidence is needed: what readiness counts"),
    needsReview: z.boolean().describe("Implemented, needing evidence, and every piece of its evidence has expired"),
    coveredByMapping: z.boolean().describe("Not ready itself, but a requirement it maps to in another adopted framework is ready"),
    overdue: z.boolean().describe("Not implemented (nor not applicable) and its due date has passed"),
    reviewOverdue: z.boolean().describe("Its review date has passed"),
  })
  .meta({ id: "ComplianceRequirementState" });
export type RequirementState = z.infer<typeof requirementStateSchema>;

export const treeRequirementSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    mappings: z.array(requirementMappingSchema),
    automaticEvidence: z.array(z.enum(AUTOMATIC_EVIDENCE_KINDS)),
    state: requirementStateSchema.nullable(),
  })
  .meta({ id: "ComplianceTreeRequirement" });
export type TreeRequirement = z.infer<typeof treeRequirementSchema>;

export type TreeGroup = { code: string; title: string; description: string | null; groups: TreeGroup[]; requirements: TreeRequirement[] };
export const treeGroupSchema: z.ZodType<TreeGroup> = z
  .lazy(() =>
    z.object({
      code: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      groups: z.array(treeGroupSchema),
      requirements: z.array(treeRequirementSchema),
    }),
  )
  .meta({ id: "ComplianceTreeGroup" });

export const readinessCountsSchema = z
  .object({
    applicable: z.number().int().describe("Requirements not marked not applicable"),
    notApplicable: z.number().int(),
    implemented: z.number().int(),
    ready: z.number().int().describe("Implemented with valid evidence"),
    coveredByMapping: z.number().int(),
    needsReview: z.number().int(),
    percent: z.number().int().describe("ready / applicable, rounded down (0 when nothing applies)"),
    coveragePercent: z.number().int().describe("(ready + covered by mapping) / applicable, rounded down"),
  })
  .meta({ id: "ComplianceReadinessCounts" });
export type ReadinessCounts = z.infer<typeof readinessCountsSchema>;

export const groupReadinessSchema = readinessCountsSchema
  .extend({ code: z.string(), title: z.string() })
  .meta({ id: "ComplianceGroupReadiness" });

export const frameworkTreeSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    version: z.string(),
    publisher: z.string(),
    source: z.string().nullable(),
    licence: z.string(),
    description: z.string(),
    origin: z.enum(FRAMEWORK_ORIGINS),
    requirementCount: z.number().int(),
    adopted: z.boolean(),
    readiness: readinessCountsSchema.nullable().describe("null when not adopted"),
    groupReadiness: z.array(groupReadinessSchema).describe("Per top-level group (function, theme, chapter); empty when not adopted"),
    groups: z.array(treeGroupSchema),
  })
  .meta({ id: "ComplianceFrameworkTree" });
export type FrameworkTree = z.infer<typeof frameworkTreeSchema>;

// ---- adoptions

export const adoptInputSchema = z.object({
  slug: z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(60, { error: "errors:tooLong" }),
});

export const adoptionSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    version: z.string().describe("The framework's version when adopted"),
    currentVersion: z.string(),
    origin: z.enum(FRAMEWORK_ORIGINS),
    adoptedAt: z.string(),
    adoptedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    requirementCount: z.number().int(),
    readiness: readinessCountsSchema,
    groups: z.array(groupReadinessSchema),
    overdue: z.number().int(),
    dueSoon: z.number().int(),
    reviewOverdue: z.number().int(),
  })
  .meta({ id: "ComplianceAdoption" });
export type Adoption = z.infer<typeof adoptionSchema>;
export const adoptionListSchema = z.object({ data: z.array(adoptionSchema), canManage: z.boolean() });

export const trendQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(L.trendDays).default(90) });
export const trendSchema = z.object({
  slug: z.string(),
  points: z.array(
    z.object({
      day: z.string(),
      percent: z.number().int(),
      ready: z.number().int(),
      applicable: z.number().int(),
      coveredByMapping: z.number().int(),
      needsReview: z.number().int(),
    }),
  ),
});

// ---- requirements

export const requirementListQuerySchema = z.object({
  framework: z.string().max(60).optional(),
  status: z.enum(REQUIREMENT_STATUSES, { error: "errors:invalidChoice" }).optional(),
  owner: z.uuid({ error: "errors:invalidValue" }).optional(),
  due: z.enum(REQUIREMENT_DUE_FILTERS, { error: "errors:invalidChoice" }).optional(),
  page,
  limit,
});
export const requirementListItemSchema = z
  .object({
    id: z.string(),
    framework: z.string(),
    frameworkName: z.string(),
    code: z.string(),
    title: z.string(),
    owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    state: requirementStateSchema,
  })
  .meta({ id: "ComplianceRequirementListItem" });
export const requirementListSchema = z.object({
  data: z.array(requirementListItemSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

export const mappedRequirementSchema = requirementMappingSchema
  .extend({
    frameworkName: z.string(),
    adopted: z.boolean(),
    state: requirementStateSchema.nullable().describe("null when its framework is not adopted"),
  })
  .meta({ id: "ComplianceMappedRequirement" });

export const requirementDetailSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    guidance: z.string().nullable(),
    xen: z
      .object({ asks: z.string(), evidence: z.string(), minimum: z.string() })
      .nullable()
      .describe(
        "Xen's plain-words explanation in the viewer's language: what it asks, what counts as evidence, a small company's minimum (null for an imported framework)",
      ),
    examples: z.array(z.object({ id: z.string(), text: z.string() })),
    citations: z.array(
      z.object({ label: z.string(), url: z.string().nullable(), quote: z.object({ language: z.string(), text: z.string() }).nullable() }),
    ),
    framework: z.object({
      slug: z.string(),
      name: z.string(),
      version: z.string(),
      origin: z.enum(FRAMEWORK_ORIGINS),
      adopted: z.boolean(),
    }),
    path: z.array(z.object({ code: z.string(), title: z.string() })).describe("Its groups, outermost first"),
    state: requirementStateSchema,
    justification: z.string().nullable(),
    noEvidence: z
      .object({
        reason: z.string(),
        by: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("null: a former member"),
        at: z.string(),
      })
      .nullable()
      .describe("Why it needs no evidence to be ready, who recorded it and when (null: it needs evidence)"),
    notes: z.string().nullable(),
    owner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    updatedAt: z.string().nullable(),
    updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    evidence: z.array(evidenceSummarySchema),
    automaticEvidence: z.array(automaticEvidenceSchema),
    mappings: z.array(mappedRequirementSchema),
    canManage: z.boolean(),
  })
  .meta({ id: "ComplianceRequirementDetail" });
export type RequirementDetail = z.infer<typeof requirementDetailSchema>;

const optionalText = (max: number) =>
  z.string({ error: "errors:invalidValue" }).trim().max(max, { error: "errors:tooLong" }).nullable().optional();

/** `PATCH /api/compliance/requirements/{id}`: fields left out stay; null clears. */
export const requirementUpdateSchema = z.object({
  status: z.enum(REQUIREMENT_STATUSES, { error: "errors:invalidChoice" }).optional(),
  justification: optionalText(L.justification),
  /** Why an implemented requirement needs no evidence to be ready; null or blank: it needs evidence. */
  noEvidenceReason: optionalText(L.noEvidenceReason),
  ownerId: z.uuid({ error: "errors:invalidValue" }).nullable().optional(),
  dueDate: daySchema.nullable().optional(),
  reviewDate: daySchema.nullable().optional(),
  notes: optionalText(L.notes),
});
export type RequirementUpdate = z.infer<typeof requirementUpdateSchema>;
